import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { KNOWN_MESSAGES } from '../../domain/known-messages.js';
import { MSG } from '../../domain/messages.js';
import { sqlState } from '../db/connection.js';
import { databaseUnavailable } from '../db/unavailable.js';
import { AppError, type ErrCode } from '../errors.js';

/** Every answer: {err: 0, payload} on success, {err, payload: null, message} on failure. */
export function ok<T>(payload: T) {
  return { err: 0 as const, payload };
}

/** The answer to a path no route serves (and to GET /metrics for anyone but its token's holder). */
export const NOT_FOUND_ANSWER = { err: 404, payload: null, message: MSG.notFound } as const;

/** The first validation issue, in Romanian, naming the field when the text is zod's generic one. */
function validationMessage(issues: { instancePath: string; message?: string }[]): string {
  const first = issues[0];
  if (!first?.message) return MSG.invalidRequest;
  if (KNOWN_MESSAGES.has(first.message)) return first.message;
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return field ? `Câmpul „${field}” nu este valid: ${first.message}` : `${MSG.invalidRequest} ${first.message}`;
}

/**
 * A request the HTTP parser refuses (a malformed chunk or header, bytes past the declared length) never
 * reaches a route: it is answered here, in the envelope rather than Fastify's {error, message: 'Client Error'}.
 */
export function clientErrorReply(error: Error & { code?: string }, socket: Duplex) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const body = JSON.stringify({ err: 400, payload: null, message: MSG.invalidRequest, reason: 'invalid' });
  // Not over an answer already begun on this socket (as Node's own handler checks).
  const answering = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
  if (socket.writable && !answering) {
    socket.write(
      `HTTP/1.1 400 Bad Request\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Maps every error to the envelope; 5xx never leak internals. */
export function registerEnvelope(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    let status: ErrCode;
    let message: string;
    let reason: string | undefined;
    if (error instanceof AppError) {
      status = error.status;
      message = error.message;
      reason = error.reason;
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      message = validationMessage(error.validation);
      reason = 'invalid';
    } else if (databaseUnavailable(error)) {
      // PostgreSQL down, restarting or out of reach (decisions §16): the call may be tried again.
      req.log.warn({ err: error }, 'database unavailable');
      status = 503;
      message = MSG.serviceUnavailable;
      reason = 'unavailable';
    } else if (sqlState(error)?.startsWith('22')) {
      // A value the database cannot take (a NUL byte, an out-of-range number): bad input, not a fault.
      status = 400;
      message = MSG.invalidRequest;
    } else if (error.statusCode === 429) {
      status = 429;
      message = MSG.tooManyAttempts;
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type, body too large…: the client's fault, never a 500.
      status = error.statusCode === 404 ? 404 : error.statusCode === 401 ? 401 : 400;
      message = status === 404 ? MSG.notFound : MSG.invalidRequest;
    } else {
      req.log.error({ err: error }, 'unhandled error');
      status = 500;
      message = MSG.genericError;
    }
    return reply.status(status).send({ err: status, payload: null, message, ...(reason ? { reason } : {}) });
  });
}
