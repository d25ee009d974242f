import { parseEnv, upstreamEnvShape } from '@/lib/config/env-schema';

export type UpstreamConfig = ReturnType<typeof readUpstreamConfig>;

export function readUpstreamConfig(source: Record<string, string | undefined> = process.env) {
  return parseEnv(upstreamEnvShape, source);
}
