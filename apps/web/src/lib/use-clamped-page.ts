import { useEffect } from 'react';

/** How many pages a server-paged list has: at least one, even when it is empty. */
export const lastPageOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

interface PagedQuery<Answer> {
  data: Answer | undefined;
  isPlaceholderData: boolean;
}

/**
 * A server-paged list's answer for `page`, and its last page (1 until an answer comes). Moves to
 * the last page (replacing the address) when the answer shows that `page` is past the end: the
 * last item of the last page was decided, or the list shrank meanwhile. Only the answer for `page`
 * itself tells where the end is: a placeholder (the previous page's, kept while it loads) is no
 * `answer`.
 */
export function useClampedPage<Answer extends { total: number; pageSize: number }>(
  page: number,
  query: PagedQuery<Answer>,
  setPage: (page: number, options: { replace: boolean }) => void,
): { answer: Answer | undefined; lastPage: number } {
  const answer = query.isPlaceholderData ? undefined : query.data;
  const answeredLastPage = answer ? lastPageOf(answer.total, answer.pageSize) : undefined;
  useEffect(() => {
    if (answeredLastPage !== undefined && page > answeredLastPage) {
      setPage(answeredLastPage, { replace: true });
    }
  }, [answeredLastPage, page, setPage]);
  return { answer, lastPage: query.data ? lastPageOf(query.data.total, query.data.pageSize) : 1 };
}
