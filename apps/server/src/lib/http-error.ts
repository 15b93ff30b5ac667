import { API_ERROR_CODES, DUPLICATE_REQUEST_MESSAGE, USER_BANNED_MESSAGE, type MovedFirst } from '@portal/domain/api';

/** An error with the status and message the client should see (DESIGN.md §4). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
    /** What the client needs beyond the message (the answer's `params`). */
    readonly params?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message, API_ERROR_CODES.badRequest);
export const unauthenticated = () => new HttpError(401, 'Please sign in', API_ERROR_CODES.unauthenticated);
export const userBanned = () => new HttpError(403, USER_BANNED_MESSAGE, API_ERROR_CODES.banned);
export const forbidden = () => new HttpError(403, 'You do not have access to this', API_ERROR_CODES.forbidden);
export const notFound = (message: string) => new HttpError(404, message, API_ERROR_CODES.notFound);
export const duplicateRequest = (movedFirst?: MovedFirst) =>
  new HttpError(409, DUPLICATE_REQUEST_MESSAGE, API_ERROR_CODES.duplicate, movedFirst);
export const conflict = (message: string) => new HttpError(409, message, API_ERROR_CODES.conflict);
