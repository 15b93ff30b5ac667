import type { ApiError } from '@portal/domain/api';
import {
  errorOfText,
  messageOf,
  type CodedError,
  type ErrorCode,
  type ErrorParams,
  type ErrorParamsArgs,
  type MovedFirst,
} from '@portal/domain/errors';

/**
 * An error answer (DESIGN.md §4): its status, and its code of the error catalogue with that code's
 * parameters. The message is the catalogue's English for them, so a client may show either.
 */
export class HttpError extends Error implements CodedError {
  readonly params: ErrorParams | undefined;

  private constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    params: ErrorParams | undefined,
  ) {
    super(messageOf({ code, params }));
    this.params = params;
  }

  /** The answer `statusCode` with `code` and the parameters its message names. */
  static of<C extends ErrorCode>(statusCode: number, code: C, ...params: ErrorParamsArgs<C>): HttpError {
    return new HttpError(statusCode, code, params[0] as ErrorParams | undefined);
  }

  /**
   * A refusal a domain rule words as text (`extensionRefusal`, `newDeadlineProblem`, a schema's
   * message), answered by its code. A text the catalogue did not make is a bug, not an answer.
   */
  static refusing(statusCode: number, text: string): HttpError {
    const known = errorOfText(text);
    if (!known) throw new Error(`Not in the error catalogue: ${text}`);
    return HttpError.coded(statusCode, known);
  }

  /**
   * A 400 for a failed check, by its first message's code: a schema's message, or zod's own (a
   * wrong type, a malformed id), which is no message of the spec's, as an invalid request.
   */
  static invalid(text: string): HttpError {
    return HttpError.coded(400, errorOfText(text) ?? { code: 'invalid-request' });
  }

  /** The answer `statusCode` with an error known by its code (`errorOfText`'s). */
  static coded(statusCode: number, { code, params }: CodedError): HttpError {
    return new HttpError(statusCode, code, params);
  }
}

/** The body of an error answer: the catalogue's code, its parameters and its English. */
export const errorBody = ({ message, code, params }: HttpError): ApiError => ({
  message,
  code,
  ...(params ? { params } : {}),
});

export const badRequest = <C extends ErrorCode>(code: C, ...params: ErrorParamsArgs<C>) =>
  HttpError.of(400, code, ...params);
export const unauthenticated = () => HttpError.of(401, 'unauthenticated');
export const userBanned = () => HttpError.of(403, 'user-banned');
export const forbidden = () => HttpError.of(403, 'forbidden');
export const notFound = <C extends ErrorCode>(code: C, ...params: ErrorParamsArgs<C>) =>
  HttpError.of(404, code, ...params);
export const duplicateRequest = (movedFirst?: MovedFirst) =>
  movedFirst ? HttpError.of(409, 'duplicate-request', movedFirst) : HttpError.of(409, 'duplicate-request');
export const conflict = <C extends ErrorCode>(code: C, ...params: ErrorParamsArgs<C>) =>
  HttpError.of(409, code, ...params);
