import { vi } from 'vitest';
import { ERROR_CODES } from '@portal/domain/errors';

/** What a stubbed endpoint answers: a JSON body (default status 200), with any extra headers. */
export interface StubReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface StubRequest {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
}

/** A reply, or a function of the request giving one (a promise to hold the answer back). */
export type StubHandler = StubReply | ((request: StubRequest) => StubReply | Promise<StubReply>);

/** `'METHOD /path'` (no query string) to the reply of that endpoint. */
export type StubRoutes = Record<string, StubHandler>;

function readBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') {
    return undefined;
  }
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

function toStubRequest(input: RequestInfo | URL, init?: RequestInit): StubRequest {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
  return {
    method: (init?.method ?? 'GET').toUpperCase(),
    path: url.pathname,
    query: url.searchParams,
    headers: new Headers(init?.headers),
    body: readBody(init?.body),
  };
}

/**
 * What made a stub unlike the API since the last `takeStubMistakes`: a route called without the
 * test stubbing it, or a refusal with a code the server never sends (the page translates by code).
 */
let stubMistakes: string[] = [];

/** Returns and forgets the stub's mistakes; the test setup fails a test that made any. */
export function takeStubMistakes(): string[] {
  const mistakes = stubMistakes;
  stubMistakes = [];
  return [...new Set(mistakes)];
}

const knownCodes: ReadonlySet<string> = new Set(ERROR_CODES);

/** The identity routes answer in better-auth's own codes, which `identity-errors.ts` maps. */
const IDENTITY_PATH = '/api/identity/';

function checkRefusalCode(route: string, path: string, status: number, body: unknown) {
  if (
    path.startsWith(IDENTITY_PATH) ||
    status < 400 ||
    typeof body !== 'object' ||
    body === null ||
    !('code' in body)
  ) {
    return;
  }
  if (typeof body.code !== 'string' || !knownCodes.has(body.code)) {
    stubMistakes.push(`${route} answers code ${JSON.stringify(body.code)}, which is not in @portal/domain/errors`);
  }
}

/**
 * The live stream every signed-in frame opens (app/live): unless a test stubs it, it never
 * answers (until the frame closes it), so it neither refreshes the page on connecting nor polls.
 */
const LIVE_ROUTE = 'GET /api/live';

const unansweredLiveStream = (init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) =>
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
  );

/**
 * Replaces the global fetch by a stub answering the given routes. A route the test did not stub
 * fails the test (the app may swallow the rejected fetch, so the setup checks after the test too),
 * but for the live stream, which a test need not stub. Returns the mock, whose calls hold what the app sent.
 */
export function stubFetch(routes: StubRoutes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = toStubRequest(input, init);
    const route = `${request.method} ${request.path}`;
    const handler = routes[route];
    if (!handler && route === LIVE_ROUTE) {
      return unansweredLiveStream(init);
    }
    if (!handler) {
      stubMistakes.push(`The app called ${route}, which the test did not stub`);
      throw new Error(`The test did not stub ${route}`);
    }
    const { status = 200, body = null, headers } = typeof handler === 'function' ? await handler(request) : handler;
    checkRefusalCode(route, request.path, status, body);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The requests the stub received for one route, e.g. `'POST /api/auth'`. */
export function requestsTo(fetchMock: ReturnType<typeof stubFetch>, route: string): StubRequest[] {
  const [method, path] = route.split(' ');
  return fetchMock.mock.calls
    .map(([input, init]) => toStubRequest(input, init))
    .filter((request) => request.method === method && request.path === path);
}

/** A JWT-shaped token (unsigned) expiring at the given time. */
export function fakeJwt(expiresAtMs: number): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replaceAll('=', '');
  return `${encode({ alg: 'none' })}.${encode({ exp: Math.floor(expiresAtMs / 1000) })}.signature`;
}

/** A handler holding its answer back until `release` is called, to see the app while it waits. */
export function heldReply() {
  let release: (reply: StubReply) => void = () => undefined;
  const reply = new Promise<StubReply>((resolve) => {
    release = resolve;
  });
  return { handler: () => reply, release: (answer: StubReply) => release(answer) };
}
