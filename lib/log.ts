import pino, { type Logger } from 'pino';

export type { Logger };

const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info');

/** Structured JSON logs on stdout; each part of the system names itself in `service`. */
export const rootLogger: Logger = pino({
  level,
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  redact: {
    paths: ['*.password', '*.token', '*.authorization', 'headers.authorization', 'headers.cookie'],
    remove: true,
  },
});

export function createLogger(service: 'web' | 'upstream' | 'cli'): Logger {
  return rootLogger.child({ service });
}
