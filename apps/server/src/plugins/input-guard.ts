import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { errorText } from '@portal/domain/errors';
import { badRequest, errorBody, HttpError } from '../lib/http-error.ts';

/** How deeply arrays and objects may nest in a JSON body; no route needs more than a few levels. */
export const MAX_JSON_DEPTH = 32;

export const INPUT_MESSAGES = {
  nul: errorText('text-has-nul'),
  unicode: errorText('text-has-lone-surrogate'),
  depth: errorText('body-too-deep', { levels: MAX_JSON_DEPTH }),
  encoding: errorText('address-not-encoded'),
  tooLong: errorText('address-too-long'),
} as const;

type TextProblem = 'text-has-nul' | 'text-has-lone-surrogate';

// In unicode mode a surrogate pair is one code point, so this matches lone surrogates only.
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Why PostgreSQL (text or JSONB) would refuse this text, or null when it is fine. */
function textProblem(text: string): TextProblem | null {
  if (text.includes('\u0000')) return 'text-has-nul';
  if (LONE_SURROGATE.test(text)) return 'text-has-lone-surrogate';
  return null;
}

/** The first problem of any string in `value` (keys too); `value` nests at most MAX_JSON_DEPTH deep. */
function findTextProblem(value: unknown): TextProblem | null {
  if (typeof value === 'string') return textProblem(value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = findTextProblem(item);
      if (problem) return problem;
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const problem = textProblem(key) ?? findTextProblem(item);
      if (problem) return problem;
    }
  }
  return null;
}

/**
 * Whether JSON text nests deeper than `max`, read in one pass without parsing, so a hostile body
 * never reaches a recursive parser, walker or serializer.
 */
function nestsDeeperThan(json: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < json.length; index++) {
    const char = json[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '[' || char === '{') {
      if (++depth > max) return true;
    } else if (char === ']' || char === '}') {
      depth--;
    }
  }
  return false;
}

/** Whether every `key=value` of a raw query string is correctly percent-encoded. */
function isWellEncodedQuery(query: string): boolean {
  try {
    for (const part of query.split(/[&=]/)) decodeURIComponent(part);
    return true;
  } catch {
    return false;
  }
}

/** The router's refusals of a malformed or overlong path, in the API's own `{ message, code }` shape. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // Answered before any hook runs: the one that names the request (app.ts) included.
  reply.header('x-request-id', request.id);
  if (error.code === 'FST_ERR_BAD_URL') {
    return reply.status(400).send(errorBody(badRequest('address-not-encoded')));
  }
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send(errorBody(HttpError.of(414, 'address-too-long')));
  }
  return reply.send(error);
}

/**
 * Refuses with 400, before any route sees it, input the database or the runtime would choke on:
 * NUL characters and lone surrogates (PostgreSQL refuses both in text and JSONB) in a JSON body,
 * its keys, the query or the path; JSON nested deeper than MAX_JSON_DEPTH; and a query that is not
 * correctly percent-encoded.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    // Fastify's own parser (secure-json-parse: `__proto__` and `constructor.prototype` refused).
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
        done(badRequest('body-too-deep', { levels: MAX_JSON_DEPTH }), undefined);
        return;
      }
      parseJson(request, text, (error, parsed) => {
        if (error) {
          done(error, undefined);
          return;
        }
        const problem = findTextProblem(parsed);
        done(problem ? badRequest(problem) : null, problem ? undefined : parsed);
      });
    });

    // A plain hook, not an async one: it runs on every request.
    app.addHook('onRequest', (request, _reply, done) => {
      const queryStart = request.url.indexOf('?');
      if (queryStart >= 0 && !isWellEncodedQuery(request.url.slice(queryStart + 1))) {
        done(badRequest('address-not-encoded'));
        return;
      }
      const problem = findTextProblem(request.query) ?? findTextProblem(request.params);
      done(problem ? badRequest(problem) : undefined);
    });
  },
  { name: 'input-guard' },
);
