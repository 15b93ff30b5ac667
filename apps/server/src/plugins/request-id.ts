import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What an `X-Request-Id` from a proxy may be: short, and nothing that could forge a log line. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * A request's id: the proxy's `X-Request-Id` when it is sane, so one id follows the request through
 * every hop; otherwise a random UUID, unique across instances.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}
