import type { parseEnv, upstreamEnvShape } from './env-schema';

type DemoSwitches = Pick<ReturnType<typeof parseEnv<typeof upstreamEnvShape>>, 'DEMO' | 'NODE_ENV'>;

/**
 * Demo data is loaded in development and when DEMO=1; a production start never creates demo accounts.
 * The web app asks too: a demo keeps a generated session secret in the data folder.
 */
export function isDemo(config: DemoSwitches): boolean {
  return config.DEMO || config.NODE_ENV === 'development';
}
