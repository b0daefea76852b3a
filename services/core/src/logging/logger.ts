import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logging; secrets in the usual places are redacted. */
export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info', name = 'fieldnote'): Logger {
  return pino({
    name,
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'password', '*.password', 'token', '*.token'],
  });
}
