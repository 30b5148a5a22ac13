import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { LOG_SERIALIZERS } from './request-log.js';

/**
 * The process's one logger (#38, point 12): pino's JSON lines, made before anything else so that
 * the start-up's own lines (an opened data folder, the outbox's first e-mails, a job that fails at
 * start) are lines of the same log as the requests' rather than plain text among them. main.ts
 * makes it and gives it to boot and to Fastify (`buildApp`'s `logger`), which logs each request
 * through a child of it; tests that build an app without one get one at the configuration's level,
 * writing to their `logStream`.
 */
export function appLogger(level: string, stream?: { write(line: string): void }): FastifyBaseLogger {
  return pino({ level, serializers: LOG_SERIALIZERS }, stream);
}

/** boot's `log`: a line with its error is a failure; one without (an e-mail written to the outbox folder) is news, not an alert. */
export const logTo =
  (logger: FastifyBaseLogger) =>
  (m: string, e?: unknown): void => {
    if (e === undefined) logger.info(m);
    else logger.error({ err: e }, m);
  };
