import 'server-only';
import { parseEnv, webEnvShape } from './env-schema';

export type WebConfig = ReturnType<typeof parseEnv<typeof webEnvShape>>;

let cached: WebConfig | undefined;

/** The web app's configuration, validated once; a bad value throws a message naming the variable. */
export function env(): WebConfig {
  cached ??= parseEnv(webEnvShape, process.env);
  return cached;
}
