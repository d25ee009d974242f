import { ConfigError, parseEnv, upstreamEnvShape } from '@/lib/config/env-schema';
import { dropBoxOf } from './exports/delivery';

export type UpstreamConfig = ReturnType<typeof parseUpstreamEnv>;

const parseUpstreamEnv = (source: Record<string, string | undefined>) => parseEnv(upstreamEnvShape, source);

export function readUpstreamConfig(source: Record<string, string | undefined> = process.env) {
  const config = parseUpstreamEnv(source);
  // The SFTP drop box's variables go together: a half-configured one stops the start, naming what is missing.
  try {
    dropBoxOf(config);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ConfigError([
      { code: 'custom', path: ['EXPORT_SFTP_URL'], message, input: config.EXPORT_SFTP_URL },
    ]);
  }
  return config;
}
