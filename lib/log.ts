import pino, { type Logger, type LoggerOptions } from 'pino';

export type { Logger };

const level = process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info');

/*
 * A failed statement carries the values it was run with, and those are what people typed: Drizzle
 * puts them in `params` and after "params:" in its message (so in its stack too), and PostgreSQL
 * echoes them in `detail` (the duplicate key) and `where` (the parameter it could not read). Logs
 * keep the statement, the code and the reason, never the values.
 */
const DATA_FIELDS = new Set(['params', 'detail', 'where', 'internalQuery']);
const MAX_CAUSES = 5;

function withoutParams(message: string): string {
  const at = message.indexOf('\nparams: ');
  return at < 0 ? message : message.slice(0, at);
}

/** The stack with the message it was captured with replaced, or none when it cannot be told apart. */
function safeStack(error: Error, message: string): string | undefined {
  if (error.stack === undefined || message === error.message) return error.stack;
  const header = `${error.name}: ${error.message}`;
  return error.stack.startsWith(header)
    ? `${error.name}: ${message}${error.stack.slice(header.length)}`
    : undefined;
}

function serialize(value: unknown, depth: number): unknown {
  if (!(value instanceof Error)) return value;
  const message = withoutParams(value.message);
  const serialized: Record<string, unknown> = {
    type: value.constructor.name || value.name,
    message,
    stack: safeStack(value, message),
  };
  for (const [key, field] of Object.entries(value)) {
    if (key in serialized || key === 'cause' || DATA_FIELDS.has(key)) continue;
    serialized[key] = field instanceof Error ? serialize(field, depth + 1) : field;
  }
  if (value.cause !== undefined && depth < MAX_CAUSES) serialized.cause = serialize(value.cause, depth + 1);
  return serialized;
}

/** An error as a log line holds it: type, message, stack, own fields and causes, without statement values. */
const serializeError = (value: unknown): unknown => serialize(value, 0);

/** The options of every logger of the system; tests build one over a stream of their own with them. */
export const logOptions: LoggerOptions = {
  level,
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  serializers: { err: serializeError },
  redact: {
    paths: ['*.password', '*.token', '*.authorization', 'headers.authorization', 'headers.cookie'],
    remove: true,
  },
};

/** Structured JSON logs on stdout; each part of the system names itself in `service`. */
export const rootLogger: Logger = pino(logOptions);

export function createLogger(service: 'web' | 'upstream' | 'cli'): Logger {
  return rootLogger.child({ service });
}
