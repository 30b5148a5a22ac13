import { MSG } from '../../domain/messages.js';

// One error type for every refusal: its status is the envelope's err (decisions §2)
// and its message the Romanian sentence the user sees.
export type ErrCode = 400 | 401 | 403 | 404 | 409 | 429 | 440 | 500;

export class AppError extends Error {
  constructor(
    readonly status: ErrCode,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string = MSG.invalidRequest) => new AppError(400, message);
export const unauthorized = (message: string = MSG.notAuthenticated) => new AppError(401, message);
export const forbidden = (message: string = MSG.forbidden) => new AppError(403, message);
export const notFound = (message: string = MSG.notFound) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooMany = (message: string = MSG.tooManyAttempts) => new AppError(429, message);
