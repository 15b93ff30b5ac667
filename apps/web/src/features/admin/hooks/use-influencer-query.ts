import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { InfluencerQuerySchema, type InfluencerQuery } from '@portal/domain/admin';

/** The directory's filters, as kept in the address (`page` and `pageSize` apart). */
export type InfluencerFilters = Omit<InfluencerQuery, 'page' | 'pageSize' | 'notInCampaign'>;

const FIELDS = InfluencerQuerySchema.shape;
type Field = keyof typeof FIELDS;
const URL_FIELDS = (Object.keys(FIELDS) as Field[]).filter((field) => field !== 'notInCampaign');

/** Reads the query from the address; a value the schema refuses is left out, as if absent. */
export function readInfluencerQuery(params: URLSearchParams): InfluencerQuery {
  const query: Record<string, unknown> = {};
  for (const field of URL_FIELDS) {
    const raw = params.get(field);
    const parsed = FIELDS[field].safeParse(raw === null || raw.trim() === '' ? undefined : raw);
    if (parsed.success && parsed.data !== undefined) {
      query[field] = parsed.data;
    }
  }
  return InfluencerQuerySchema.parse(query);
}

/** The address's search params for a query: only what is set, and the page only past the first. */
function writeInfluencerQuery(query: InfluencerQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of URL_FIELDS) {
    const value = query[field];
    if (value === undefined || value === '') {
      continue;
    }
    if ((field === 'page' && value === 1) || (field === 'pageSize' && value === 25)) {
      continue;
    }
    params.set(field, String(value));
  }
  return params;
}

/**
 * The directory's query, kept in the URL search params so that a filtered view can be shared
 * and survives a reload. Changing a filter goes back to the first page.
 */
export function useInfluencerQuery() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = useMemo(() => readInfluencerQuery(searchParams), [searchParams]);
  // Navigations render in a transition: a second change made before the first has rendered
  // (two debounced fields committing in turn) builds on the first rather than on a stale address.
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    written.current = null;
  }, [searchParams]);

  const update = useCallback(
    (change: (query: InfluencerQuery) => InfluencerQuery, replace: boolean) => {
      const next = writeInfluencerQuery(change(readInfluencerQuery(written.current ?? searchParams)));
      written.current = next;
      setSearchParams(next, { replace });
    },
    [searchParams, setSearchParams],
  );
  const setFilters = useCallback(
    (changes: Partial<InfluencerFilters>) => update((current) => ({ ...current, ...changes, page: 1 }), true),
    [update],
  );
  const setPage = useCallback((page: number) => update((current) => ({ ...current, page }), false), [update]);
  const clearFilters = useCallback(
    () => update((current) => InfluencerQuerySchema.parse({ pageSize: current.pageSize }), true),
    [update],
  );

  return { query, setFilters, setPage, clearFilters };
}
