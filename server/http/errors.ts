import { MSG } from '../../domain/messages.js';

// One error type for every refusal: its status is the envelope's err (decisions §2),
// its message the Romanian sentence the user sees, and its reason a stable code that
// clients may key on (the message may be reworded; the reason does not change).
export type ErrCode = 400 | 401 | 403 | 404 | 409 | 429 | 440 | 500;

export class AppError extends Error {
  constructor(
    readonly status: ErrCode,
    message: string,
    readonly reason?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string = MSG.invalidRequest, reason = 'invalid') => new AppError(400, message, reason);
export const unauthorized = (message: string = MSG.notAuthenticated, reason = 'unauthenticated') => new AppError(401, message, reason);
export const forbidden = (message: string = MSG.forbidden, reason = 'forbidden') => new AppError(403, message, reason);
export const notFound = (message: string = MSG.notFound, reason = 'notFound') => new AppError(404, message, reason);
export const conflict = (message: string, reason = 'conflict') => new AppError(409, message, reason);
export const tooMany = (message: string = MSG.tooManyAttempts, reason = 'throttled') => new AppError(429, message, reason);
