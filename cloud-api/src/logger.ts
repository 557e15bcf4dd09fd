import { pino, type Logger } from 'pino';
import type { LogLevel } from './config.ts';

/** Structured JSON logs on stdout. */
export function createLogger(level: LogLevel): Logger {
  return pino({
    level,
    base: { service: 'banco-api' },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['password', 'refresh_token', 'access_token', '*.password', '*.refresh_token'], remove: true },
  });
}
