/** SPEC §9 records-per-page choices; ALL shows every record on one page. */
export const PAGE_SIZES = [1, 2, 25, 50, 100, 'ALL'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 25;
/** At most this many page buttons show at once. */
export const PAGE_WINDOW = 5;
export const PAGE_DOES_NOT_EXIST = 'Page does not exist';

export function pageCount(total: number, size: PageSize): number {
  if (size === 'ALL' || total === 0) return 1;
  return Math.ceil(total / size);
}

/** The records of page `page` (1-based). */
export function pageItems<T>(items: readonly T[], page: number, size: PageSize): T[] {
  if (size === 'ALL') return [...items];
  return items.slice((page - 1) * size, page * size);
}

/** The page buttons to show: up to five consecutive pages, keeping the current one centred when it can. */
export function pageWindow(current: number, totalPages: number): number[] {
  const count = Math.min(PAGE_WINDOW, totalPages);
  const first = Math.min(Math.max(1, current - Math.floor(PAGE_WINDOW / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}

/** Reads a Go to page entry: the page, or the spec's message when there is no such page. */
export function goToPage(entry: string, totalPages: number): { page: number } | { error: string } {
  const page = Number(entry.trim());
  if (!Number.isInteger(page) || page < 1 || page > totalPages) return { error: PAGE_DOES_NOT_EXIST };
  return { page };
}
