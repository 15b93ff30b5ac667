import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Select, Table, Text } from '@mantine/core';
import { Link } from 'wouter';
import { CampaignTasksQuerySchema } from '@portal/domain/admin';
import { TASK_STATUSES, type TaskStatus } from '@portal/domain/tasks';
import { FormSection } from '@/components/form-section';
import { LoadError } from '@/components/load-error';
import { Paginator } from '@/components/paginator';
import { adminPaths } from '@/config/admin-paths';
import { formatDateTime } from '@/lib/format-date';
import { statusLine } from '@/lib/i18n/status-labels';
import { useClampedPage } from '@/lib/use-clamped-page';
import { useUrlQuery } from '@/lib/use-url-query';
import { TableSkeleton } from '@/features/back-office/shared/components/table-skeleton';
import { TaskStatusBadge } from '@/features/back-office/shared/components/task-status-badge';
import { useCampaignTasks } from '../api/get-campaign-tasks';
import { TableScroller } from '@/components/table-scroller';

const ALL = 'all';

const isTaskStatus = (value: string | null): value is TaskStatus =>
  (TASK_STATUSES as readonly (string | null)[]).includes(value);

/** The campaign's tasks, most recently changed first, filtered by status; each opens the task page. */
export function CampaignTasks({ campaignId }: { campaignId: string }) {
  const { t } = useLingui();
  const statusChoices = [
    { value: ALL, label: t`All statuses` },
    ...TASK_STATUSES.map((status) => ({ value: status, label: statusLine(status) })),
  ];
  const { query, setFilters, setPage } = useUrlQuery(CampaignTasksQuerySchema);
  const { status, page } = query;
  const tasks = useCampaignTasks(campaignId, query);
  // The list shrank under the page shown (tasks moved to another status): the last page stands in.
  const { lastPage } = useClampedPage(page, tasks, setPage);
  const pastTheEnd = tasks.data !== undefined && page > lastPage;

  return (
    <FormSection
      title={t`Tasks`}
      action={
        <Select
          label={t`Filter by status`}
          data={statusChoices}
          value={status ?? ALL}
          allowDeselect={false}
          onChange={(choice) => setFilters({ status: isTaskStatus(choice) ? choice : undefined })}
          w={{ base: '100%', xs: 280 }}
        />
      }
    >
      {tasks.isPending && <TableSkeleton label={t`Loading tasks`} />}
      {tasks.isError && (
        <LoadError title={t`Could not load the tasks`} error={tasks.error} onRetry={() => void tasks.refetch()} />
      )}
      {tasks.data && tasks.data.items.length === 0 && !pastTheEnd && (
        <Text size="sm">
          {status
            ? t`No tasks are ${statusLine(status)}.`
            : t`No tasks yet: invite influencers or share an invite link.`}
        </Text>
      )}
      {tasks.data && tasks.data.items.length > 0 && (
        <>
          <TableScroller label={t`Tasks`} minWidth={640}>
            <Table striped aria-label={t`Campaign tasks`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Influencer</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>E-mail</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Status</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Last change</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tasks.data.items.map((task) => (
                  <Table.Tr key={task.id}>
                    <Table.Td>
                      <Anchor component={Link} to={adminPaths.adminTask.getHref(task.id)}>
                        {task.influencer.fullName}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{task.influencer.email}</Table.Td>
                    <Table.Td>
                      <TaskStatusBadge status={task.status} />
                    </Table.Td>
                    <Table.Td>{formatDateTime(task.updatedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroller>
          <Paginator
            page={tasks.data.page}
            pageSize={tasks.data.pageSize}
            total={tasks.data.total}
            onPageChange={setPage}
            noun={t`tasks`}
            countText={(total) => plural(total, { one: '# task', other: '# tasks' })}
          />
        </>
      )}
    </FormSection>
  );
}
