import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint; the server registers it in the scope that checks exactly that. */
export type EndpointAccess = 'public' | 'signed-in' | 'admin';

/** A JSON answer with its schema, or an empty one (204). */
export type EndpointResponse = { status: 200; schema: z.ZodType } | { status: 204 };

/** The names of a path's `:parameters`, e.g. `'campaignId' | 'kind'`. */
export type PathParameterNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParameterNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * One call of the product API: what the server validates and documents, and what the web app
 * sends and reads. An endpoint without a response is a file answered as a stream, not JSON.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Under `/api`, with `:name` for each path parameter. */
  path: string;
  params?: z.ZodObject;
  query?: z.ZodType<Record<string, unknown>>;
  body?: z.ZodType;
  response?: EndpointResponse;
  summary: string;
  tags: readonly string[];
  access: EndpointAccess;
}

/** The params schema names every `:name` of the path, and a path without any takes no params. */
type ParamsOfPath<E extends Endpoint> = [PathParameterNames<E['path']>] extends [never]
  ? { params?: never }
  : { params: z.ZodObject<Record<PathParameterNames<E['path']>, z.ZodType>> };

export const defineEndpoint = <const E extends Endpoint>(endpoint: E & ParamsOfPath<E>): E => endpoint;

type InputOf<Schema> = Schema extends z.ZodType ? z.input<Schema> : never;
type OutputOf<Schema> = Schema extends z.ZodType ? z.output<Schema> : never;

/** What a call of the endpoint is given: its path parameters, query and body, each when it has one. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: InputOf<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query: InputOf<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: InputOf<E['body']> } : { body?: never });

/** What a successful call answers, as the server sends it and the web app reads it (nothing for 204). */
export type EndpointAnswer<E extends Endpoint> = E['response'] extends { schema: infer Schema }
  ? OutputOf<Schema>
  : undefined;

/**
 * The address of one call: each path parameter URI-encoded, and the query's values as a query
 * string, leaving out those not set (undefined, null or '': a filter left empty).
 */
export function endpointUrl(
  endpoint: Pick<Endpoint, 'path'>,
  input: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {},
): string {
  const path = endpoint.path.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(String(input.params?.[name])),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  const queryString = query.toString();
  return queryString === '' ? path : `${path}?${queryString}`;
}
