import type { QueryClient } from '@tanstack/react-query';
import { matchRoute, type Parser } from 'wouter';
import { paths } from '@/config/paths';
import { taskQueryOptions } from '@/features/tasks/api/get-task';

/**
 * Asks for the data of the page at `pathname` as soon as the session's token is known, so that it
 * comes in parallel with the page's code instead of once that code has arrived and rendered. The
 * page's own query then finds it in the cache, or on its way.
 */
export function prefetchPageData(queryClient: QueryClient, parser: Parser, pathname: string): void {
  const [matches, params] = matchRoute(parser, paths.campaign.path, pathname);
  const taskId = matches ? params.inviteId : undefined;
  if (taskId) {
    void queryClient.prefetchQuery(taskQueryOptions(taskId));
  }
}
