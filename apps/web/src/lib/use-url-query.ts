import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'wouter';
import type { z } from 'zod';

/** A list's query as the address holds it: a field per search param, `page` among them. */
type UrlQuerySchema = z.ZodObject<{ page: z.ZodType<number, unknown> }>;

interface UrlQueryOptions {
  /** Put before each field's name, so that two lists on one page keep apart (`referrals-page`). */
  prefix?: string;
}

const fieldsOf = (schema: UrlQuerySchema) => Object.entries(schema.shape) as [string, z.ZodType][];

/** Reads the query from the address; a value its field's schema refuses is left out, as if absent. */
function readQuery<S extends UrlQuerySchema>(schema: S, params: URLSearchParams, prefix: string): z.output<S> {
  const query: Record<string, unknown> = {};
  for (const [field, fieldSchema] of fieldsOf(schema)) {
    const raw = params.get(prefix + field);
    const parsed = fieldSchema.safeParse(raw === null || raw.trim() === '' ? undefined : raw);
    if (parsed.success && parsed.data !== undefined) {
      query[field] = parsed.data;
    }
  }
  return schema.parse(query);
}

/** The address with the query written in: only what is set and differs from its default; other params kept. */
function writeQuery(schema: UrlQuerySchema, query: Record<string, unknown>, prefix: string, base: URLSearchParams) {
  const params = new URLSearchParams(base);
  for (const [field, fieldSchema] of fieldsOf(schema)) {
    params.delete(prefix + field);
    const value = query[field];
    if (value !== undefined && value !== '' && value !== fieldSchema.safeParse(undefined).data) {
      params.set(prefix + field, String(value));
    }
  }
  return params;
}

/**
 * A list's filters and page, kept in the address's search params (read and written through the
 * list's own zod schema), so that a filtered page can be shared and survives a reload and the
 * back button. Changing a filter goes back to the first page.
 */
export function useUrlQuery<S extends UrlQuerySchema>(schema: S, { prefix = '' }: UrlQueryOptions = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => readQuery(schema, searchParams, prefix), [schema, searchParams, prefix]);
  // Navigations render in a transition: a second change made before the first has rendered
  // (two debounced fields committing in turn) builds on the first rather than on a stale address.
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    written.current = null;
  }, [searchParams]);

  const update = useCallback(
    (change: (current: z.output<S>) => Record<string, unknown>, replace: boolean) => {
      const base = written.current ?? searchParams;
      const next = writeQuery(schema, change(readQuery(schema, base, prefix)), prefix, base);
      written.current = next;
      setSearchParams(next, { replace });
    },
    [schema, searchParams, setSearchParams, prefix],
  );
  const setFilters = useCallback(
    (changes: Partial<z.output<S>>) => update((current) => ({ ...current, ...changes, page: 1 }), true),
    [update],
  );
  /** A page of the user's choosing is a step back can undo; `replace` for one the list moved to itself. */
  const setPage = useCallback(
    (page: number, { replace = false }: { replace?: boolean } = {}) =>
      update((current) => ({ ...current, page }), replace),
    [update],
  );
  const clearFilters = useCallback((kept: Partial<z.output<S>> = {}) => update(() => ({ ...kept }), true), [update]);

  return { query, setFilters, setPage, clearFilters };
}
