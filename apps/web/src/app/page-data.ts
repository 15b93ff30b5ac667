import type { QueryClient } from '@tanstack/react-query';
import { matchRoute, type Parser } from 'wouter';
import type { User } from '@portal/domain/auth';
import { paths } from '@/config/paths';
import { chatGroupQueryOptions } from '@/features/options/api/get-chat-group';
import { earningsSummaryQueryOptions } from '@/features/payments/api/get-earnings-summary';
import { taskQueryOptions } from '@/features/tasks/api/get-task';
import { tasksQueryOptions } from '@/features/tasks/api/get-tasks';

/**
 * Asks for the data of the page at `pathname` as soon as the session's token and user are known,
 * so that it comes in parallel with the page's code instead of once that code has arrived and
 * rendered. The page's own queries then find it in the cache, or on its way.
 */
export function prefetchPageData(queryClient: QueryClient, parser: Parser, pathname: string, user: User): void {
  const [isTaskPage, params] = matchRoute(parser, paths.campaign.path, pathname);
  if (isTaskPage && params.inviteId) {
    void queryClient.prefetchQuery(taskQueryOptions(params.inviteId));
  }
  // The dashboard: its next steps (the task list), its earnings, and its chat group banner, the
  // largest thing it draws on a phone.
  if (matchRoute(parser, paths.home.path, pathname)[0]) {
    void queryClient.prefetchQuery(tasksQueryOptions());
    void queryClient.prefetchQuery(earningsSummaryQueryOptions());
    if (user.country) {
      void queryClient.prefetchQuery(chatGroupQueryOptions(user.country));
    }
  }
}
