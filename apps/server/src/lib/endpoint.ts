import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySerializerCompiler,
  RouteHandlerMethod,
} from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Endpoint, EndpointAccess, EndpointAnswer } from '@portal/domain/api';
import { ERROR_RESPONSES } from './error-responses.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who the route's contract says may call it; the scope it is registered in must check exactly that. */
    access?: EndpointAccess;
  }
}

/**
 * The JSON Schema of what a zod schema outputs, as fast-json-stringify reads it (`nullable`),
 * or null for a schema JSON Schema cannot say (a transform, a custom check).
 */
function outputJsonSchema(schema: z.ZodType) {
  try {
    return z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output', unrepresentable: 'throw' });
  } catch {
    return null;
  }
}

type Serialize = (data: unknown) => string;

/** One serializer per schema (every route shares the error answers'). */
const serializers = new WeakMap<z.ZodType, Serialize>();

/**
 * Serializes what `schema` describes, compiled from its JSON Schema on first use (compiling every
 * route's at start would slow the start); zod's checking serializer where none can be made.
 */
export function compileSerializer(schema: z.ZodType): Serialize {
  const known = serializers.get(schema);
  if (known) return known;
  let compiled: Serialize | null = null;
  const serialize: Serialize = (data) => {
    if (!compiled) {
      const jsonSchema = outputJsonSchema(schema);
      compiled = jsonSchema
        ? fastJsonStringify(jsonSchema as Parameters<typeof fastJsonStringify>[0])
        : (zodSerializerCompiler({ schema, method: '', url: '', httpStatus: '' }) as Serialize);
    }
    return compiled(data);
  };
  serializers.set(schema, serialize);
  return serialize;
}

/**
 * The app's serializer compiler: answers are written by code compiled from their schema (as
 * Fastify does for JSON Schema), not checked against zod on every call. The handlers' types
 * already hold them to the contract, and the compiled code drops any field it does not name.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => compileSerializer(schema);

type Parsed<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** A request whose params, query and body are what the contract's schemas made of them. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<E['params']>;
  Querystring: Parsed<E['query']>;
  Body: Parsed<E['body']>;
}>;

/**
 * Answers the contract's answer, or the reply for a route that sends its answer itself (a file, a
 * CSV), or undefined once it has sent it (Fastify then does not wait on the reply as a promise).
 */
type Handler<E extends Endpoint> = E['response'] extends { status: 204 }
  ? (request: EndpointRequest<E>, reply: FastifyReply) => Promise<void>
  : (
      request: EndpointRequest<E>,
      reply: FastifyReply,
    ) => EndpointAnswer<E> | FastifyReply | undefined | Promise<EndpointAnswer<E> | FastifyReply | undefined>;

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
