import type { Refusal } from '../domain/api/call.js';
import { MSG } from '../domain/messages.js';
import type { ReasonCode } from '../domain/reasons.js';

// One error type for every refusal: its status is the envelope's err (decisions §2),
// its message the Romanian sentence the user sees, and its reason a stable code that
// clients may key on (the message may be reworded; the reason does not change).
// 500 (a fault) and 503 (the database cannot be reached: db/unavailable.ts) are never a refusal's:
// http/envelope.ts answers them for errors that are not AppErrors.
/** A refusal (domain/api/call.ts, the statuses a call may declare), or the server's own failures. */
export type ErrCode = Refusal | 500 | 503;

export class AppError extends Error {
  constructor(
    readonly status: ErrCode,
    message: string,
    readonly reason?: ReasonCode,
  ) {
    super(message);
  }
}

export const badRequest = (message: string = MSG.invalidRequest, reason: ReasonCode = 'invalid') => new AppError(400, message, reason);
export const unauthorized = (message: string = MSG.notAuthenticated, reason: ReasonCode = 'unauthenticated') =>
  new AppError(401, message, reason);
export const forbidden = (message: string = MSG.forbidden, reason: ReasonCode = 'forbidden') => new AppError(403, message, reason);
export const notFound = (message: string = MSG.notFound, reason: ReasonCode = 'notFound') => new AppError(404, message, reason);
export const conflict = (message: string, reason: ReasonCode = 'conflict') => new AppError(409, message, reason);
export const tooMany = (message: string = MSG.tooManyAttempts, reason: ReasonCode = 'throttled') => new AppError(429, message, reason);
