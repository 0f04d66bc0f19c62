import pino, { type Logger } from 'pino';

/**
 * The process's structured logger: one JSON object a line on stdout (pino), for the app, the worker
 * and the maintenance commands. LOG_LEVEL sets the threshold (default info; 'silent' for none).
 *
 * Nothing personal or secret is logged: the serializers below keep only the fields named here, and
 * `redact` masks any value under a key that could carry personal data, a token or card data, should
 * a caller pass one in a log object anyway.
 */
export const REDACTED_KEYS = [
  'email', 'password', 'token', 'link', 'cookie', 'cookies', 'authorization', 'card', 'cardNumber', 'number',
  'cvc', 'cvv', 'name', 'firstName', 'lastName', 'address', 'address1', 'address2', 'phone', 'body', 'secret',
];

const redactPaths = REDACTED_KEYS.flatMap((k) => [k, `*.${k}`]);

/** Card-like digit runs and e-mail addresses inside free text (error messages) are masked. */
export function scrubText(text: string): string {
  return text
    .replace(/\b\d(?:[ -]?\d){11,18}\b/g, '[card]')
    .replace(/[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[a-z]{2,}/gi, '[email]')
    .replace(/([?&](?:token|key|code|secret)=)[^&\s]+/gi, '$1[redacted]');
}

/** An error as a log field: its kind and scrubbed message, and the stack outside production. */
export function errorField(err: unknown): { type: string; message: string; stack?: string } {
  if (!(err instanceof Error)) {
    const message = err && typeof err === 'object' && 'message' in err ? String(err.message) : String(err);
    return { type: typeof err, message: scrubText(message) };
  }
  return {
    type: err.name,
    message: scrubText(err.message),
    ...(process.env.NODE_ENV !== 'production' && err.stack ? { stack: scrubText(err.stack) } : {}),
  };
}

/** LOG_LEVEL, else info (silent under Jest, whose own output the lines would bury). */
function defaultLevel(): string {
  return process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'silent' : 'info');
}

export function createLogger(destination?: pino.DestinationStream, level = defaultLevel()): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: { err: errorField, error: errorField },
  };
  return destination ? pino(options, destination) : pino(options);
}

const g = globalThis as typeof globalThis & { __shopLog?: Logger };

/** The process's logger (one per process, like the database pool). */
export function log(): Logger {
  if (!g.__shopLog) g.__shopLog = createLogger();
  return g.__shopLog;
}
