import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import type { Endpoint, EndpointAccess, EndpointAnswer } from '@portal/domain/api';
import { ERROR_RESPONSES } from './error-responses.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who the route's contract says may call it; the scope it is registered in must check exactly that. */
    access?: EndpointAccess;
  }
}

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** A request whose params, query and body are what the contract's schemas made of them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

/** Answers the contract's answer, or the reply for a route that sends its answer itself (a file, a CSV). */
type Handler<E extends Endpoint> = E['response'] extends { status: 204 }
  ? (request: EndpointRequest<E>, reply: FastifyReply) => Promise<void>
  : (
      request: EndpointRequest<E>,
      reply: FastifyReply,
    ) => EndpointAnswer<E> | FastifyReply | Promise<EndpointAnswer<E> | FastifyReply>;

export interface EndpointRoute<E extends Endpoint> {
  /** For 204, the route sends the empty answer once the handler is done. */
  handler: Handler<E>;
  config?: FastifyContextConfig;
  /** Left out of the API document. */
  hide?: boolean;
  /** The answer's content types, for the API document, when not JSON. */
  produces?: string[];
}

/**
 * Registers the route of a contract: its params, query and body validated, its answer serialized
 * and documented with the shared error answers, and the bearer token documented unless it is
 * public. The scope it is registered in guards it; `config.access` lets a test check they agree.
 */
export function addEndpoint<const E extends Endpoint>(app: FastifyInstance, endpoint: E, route: EndpointRoute<E>) {
  const { response } = endpoint;
  const handler = route.handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      ...(endpoint.access === 'public' ? {} : { security: [{ bearer: [] }] }),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(response
        ? { response: { [response.status]: 'schema' in response ? response.schema : z.null(), ...ERROR_RESPONSES } }
        : {}),
      ...(route.hide ? { hide: true } : {}),
      ...(route.produces ? { produces: route.produces } : {}),
    },
    config: { ...route.config, access: endpoint.access },
    handler: (response?.status === 204
      ? async (request, reply) => {
          await handler(request, reply);
          return reply.status(204).send(null);
        }
      : handler) satisfies RouteHandlerMethod,
  });
}
