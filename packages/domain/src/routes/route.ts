import type { Endpoint } from '../api/endpoint.ts';

/** How a call answers: JSON, nothing (204), or a file streamed with its own type (no response schema). */
export type RouteAnswers<E extends Endpoint> = E['response'] extends { status: 200 }
  ? 'json'
  : E['response'] extends { status: 204 }
    ? 'empty'
    : 'file';

declare const contract: unique symbol;

export interface Route<E extends Endpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  readonly access: E['access'];
  readonly answers: RouteAnswers<E>;
  /** Never set: carries the contract's type, which types a call's input and answer. */
  readonly [contract]?: E;
}

/** Marked free of side effects, so a page's bundle keeps only the routes it calls. */
export const route = /* #__NO_SIDE_EFFECTS__ */ <E extends Endpoint>(
  method: E['method'],
  path: E['path'],
  access: E['access'],
  answers: RouteAnswers<E>,
): Route<E> => ({ method, path, access, answers });

/** One route for each contract of a group, of that contract's type. */
export type RoutesOf<Group extends Record<string, Endpoint>> = { [Name in keyof Group]: Route<Group[Name]> };
