import { useEffect } from 'react';

/** How many pages a server-paged list has: at least one, even when it is empty. */
export const lastPageOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * Moves to the last page when the server's answer shows that `page` is past the end (the last item
 * of the last page was decided, or the list shrank meanwhile). Pass no `data` while it is a
 * placeholder: only the answer for `page` itself tells where the end is.
 */
export function useClampedPage(
  page: number,
  data: { total: number; pageSize: number } | undefined,
  moveTo: (page: number) => void,
) {
  const lastPage = data ? lastPageOf(data.total, data.pageSize) : undefined;
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) {
      moveTo(lastPage);
    }
  }, [lastPage, page, moveTo]);
}
