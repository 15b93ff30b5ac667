import { t } from '@lingui/core/macro';
import {
  API_ERROR_CODES,
  DUPLICATE_REQUEST_MESSAGE,
  endpointUrl,
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type EndpointResponse,
  type HttpMethod,
  type Route,
} from '@portal/domain/routes';
import type { CodedMessage } from './i18n/translate-message';
import { TokenRequestError, tokenManager } from './token-manager';

const NETWORK_ERROR_CODE = 'network-error';

/**
 * A failed call to the product API, carrying the message SPEC §8 says to show, the server's code
 * and parameters (the error catalogue's), and `reason`: the message by its code, to show in the
 * page's language.
 */
export class ApiClientError extends Error {
  override readonly name = 'ApiClientError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** What the message names (`ApiError['params']`): a field, a limit, who moved a task first. */
    readonly params: Readonly<Record<string, string | number>> = {},
    /** The code of the message shown, when it is not the server's (a creator's 409 says 'Duplicate Request'). */
    shownCode = code,
  ) {
    super(message);
    this.reason = shownCode === code ? { code, params, message } : { code: shownCode, message };
  }

  /** What to show of it: the message by its code (translateMessage). */
  readonly reason: CodedMessage;
}

interface RequestOptions {
  /** Public endpoints are called without a bearer token. */
  isPublic: boolean;
  /** The back office's endpoints: a 409 tells the server's reason (apiErrorMessage). */
  isBackOffice: boolean;
  body: unknown;
}

/** Told when the server refuses the session (401, or 403 for a banned user) on a call with a token. */
export type SessionRejectedListener = (error: ApiClientError) => void;

const sessionRejectedListeners = new Set<SessionRejectedListener>();

export function onSessionRejected(listener: SessionRejectedListener): () => void {
  sessionRejectedListeners.add(listener);
  return () => sessionRejectedListeners.delete(listener);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function parseJsonOrText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * SPEC §8 "API error handling": a 409 gives 'Duplicate Request'; otherwise the body's message field,
 * a string body, or the raw error text. The back office, outside the spec's product, says why its
 * 409 was refused when the server says (e.g. 'Campaign is closed'); the error's `params` and `code`
 * carry the server's details on both sides.
 */
export function apiErrorMessage(status: number, body: unknown, rawErrorText: string, isBackOffice = false): string {
  const bodyMessage = isRecord(body) && typeof body.message === 'string' && body.message !== '' ? body.message : null;
  if (status === 409) {
    return (isBackOffice ? bodyMessage : null) ?? DUPLICATE_REQUEST_MESSAGE;
  }
  if (bodyMessage !== null) {
    return bodyMessage;
  }
  if (typeof body === 'string' && body.trim() !== '') {
    return body;
  }
  return rawErrorText;
}

/** The error body's `params`: its text and number values only. */
function paramsOf(body: unknown): Record<string, string | number> {
  if (!isRecord(body) || !isRecord(body.params)) return {};
  return Object.fromEntries(
    Object.entries(body.params).filter(
      (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

async function errorFromResponse(response: Response, isBackOffice: boolean): Promise<ApiClientError> {
  const body = parseJsonOrText(await response.text());
  const { status } = response;
  const rawErrorText = response.statusText || t`Request failed with status code ${status}`;
  const code = isRecord(body) && typeof body.code === 'string' ? body.code : `http-${status}`;
  const message = apiErrorMessage(status, body, rawErrorText, isBackOffice);
  // A creator's 409 shows 'Duplicate Request' whatever the reason (SPEC §8).
  const shownCode = status === 409 && !isBackOffice ? API_ERROR_CODES.duplicate : code;
  return new ApiClientError(status, code, message, paramsOf(body), shownCode);
}

async function bearerHeader(): Promise<Record<string, string>> {
  try {
    return { Authorization: `Bearer ${await tokenManager.getToken()}` };
  } catch (error) {
    if (error instanceof TokenRequestError) {
      const code = error.status === 401 ? API_ERROR_CODES.unauthenticated : `http-${error.status}`;
      throw new ApiClientError(error.status, code, error.message);
    }
    throw error;
  }
}

const rejectsSession = (error: ApiClientError): boolean =>
  error.status === 401 || (error.status === 403 && error.code === API_ERROR_CODES.banned);

/** Whether the error is the server refusing the session (expired, or banned): the session's end says so, not the call. */
export const endsSession = (error: Error): boolean => error instanceof ApiClientError && rejectsSession(error);

async function send(method: HttpMethod, url: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
  }
  if (!options.isPublic) {
    Object.assign(headers, await bearerHeader());
  }
  try {
    return await fetch(url, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? null : JSON.stringify(options.body),
    });
  } catch (error) {
    throw new ApiClientError(0, NETWORK_ERROR_CODE, error instanceof Error ? error.message : String(error));
  }
}

/** A successful answer's JSON body, parsed (null when empty; its text when it is not JSON). */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? null : parseJsonOrText(text);
}

/** Calls the product API; answers what `read` makes of a successful answer, or throws an ApiClientError. */
export async function request(
  method: HttpMethod,
  url: string,
  options: RequestOptions,
  read: (response: Response) => Promise<unknown> = readBody,
): Promise<unknown> {
  try {
    const response = await send(method, url, options);
    if (!response.ok) {
      throw await errorFromResponse(response, options.isBackOffice);
    }
    return await read(response);
  } catch (error) {
    if (!options.isPublic && error instanceof ApiClientError && rejectsSession(error)) {
      sessionRejectedListeners.forEach((listener) => listener(error));
    }
    throw error;
  }
}

/** An endpoint the web app calls: one answering JSON, or nothing (204). */
type CalledEndpoint = Endpoint & { response: EndpointResponse };

/** What `callApi` reads of an input, whichever endpoint's it is. */
interface UntypedInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

/** The call's input, optional for an endpoint that takes none. */
type InputArgument<E extends CalledEndpoint> =
  object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>];

/**
 * Calls one endpoint of the product API from its route: the address from its path parameters and
 * query, the body as given, a bearer token unless it is public. The server validates the body with
 * the contract's schema, so the browser does not (and loads no zod for it). Answers the JSON body
 * as it came (null when empty), for a caller that reads it its own way; or throws an ApiClientError.
 */
export async function callApiUnparsed<E extends CalledEndpoint>(route: Route<E>, ...[input]: InputArgument<E>) {
  const { params, query, body } = (input ?? {}) as UntypedInput;
  return request(route.method, endpointUrl(route, { params, query }), {
    isPublic: route.access === 'public',
    isBackOffice: route.access === 'admin',
    body,
  });
}

/**
 * `callApiUnparsed`, answering the answer typed by the contract (nothing for 204). It is not parsed
 * again: the server serializes every answer with code compiled from the same response schema.
 */
export async function callApi<E extends CalledEndpoint>(
  route: Route<E>,
  ...input: InputArgument<E>
): Promise<EndpointAnswer<E>> {
  const answer = await callApiUnparsed(route, ...input);
  if (route.answers === 'empty') {
    return undefined as EndpointAnswer<E>;
  }
  // SPEC §8: a call that should answer JSON and answers nothing failed (e.g. 'Error applying for task').
  if (answer === null) {
    throw new Error(`${route.method} ${route.path} answered nothing`);
  }
  return answer as EndpointAnswer<E>;
}
