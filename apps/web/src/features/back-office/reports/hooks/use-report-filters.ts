import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';
import { CampaignReportQuerySchema, type CampaignReportQuery } from '@portal/domain/admin';

const FIELDS = Object.keys(CampaignReportQuerySchema.shape) as (keyof CampaignReportQuery)[];

/** Reads the filters from the address; a value its field refuses is left out, as if absent. */
function readFilters(params: URLSearchParams): CampaignReportQuery {
  const filters: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const raw = params.get(field);
    const parsed = CampaignReportQuerySchema.shape[field].safeParse(raw === null || raw === '' ? undefined : raw);
    if (parsed.success && parsed.data !== undefined) filters[field] = parsed.data;
  }
  return filters as CampaignReportQuery;
}

/**
 * The report's filters (joined from, to, status) in the address's search params, so that a
 * filtered report can be linked, and survives a reload and the back button.
 */
export function useReportFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readFilters(searchParams), [searchParams]);
  const setFilters = useCallback(
    (changes: Partial<CampaignReportQuery>) => {
      const next = new URLSearchParams(searchParams);
      for (const [field, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(field);
        else next.set(field, value);
      }
      setSearchParams(next, { replace: true });
    },
    [searchParams, setSearchParams],
  );
  const clearFilters = useCallback(
    () => setFilters(Object.fromEntries(FIELDS.map((field) => [field, undefined]))),
    [setFilters],
  );
  return { filters, setFilters, clearFilters };
}
