import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_PAGE_SIZE, pageCount, pageItems, type PageSize } from '@portal/domain/tasks';

/** The page of `items` to show, and what the Paginator needs to move between pages. */
export function usePagination<T>(items: readonly T[]) {
  const [requestedPage, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const totalPages = pageCount(items.length, pageSize);
  // When the records shrink (a filter, a refetch), the last existing page stands in.
  const page = Math.min(requestedPage, totalPages);
  const visibleItems = useMemo(() => pageItems(items, page, pageSize), [items, page, pageSize]);

  const changePageSize = useCallback((size: PageSize) => {
    setPageSize(size);
    setPage(1);
  }, []);
  const resetPage = useCallback(() => setPage(1), []);

  return {
    visibleItems,
    resetPage,
    paginatorProps: { page, pageSize, totalPages, onPageChange: setPage, onPageSizeChange: changePageSize },
  };
}
