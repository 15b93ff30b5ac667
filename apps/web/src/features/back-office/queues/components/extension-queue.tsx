import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'wouter';
import { z } from 'zod';
import { ExtensionQuerySchema, type ExtensionQueueItem } from '@portal/domain/admin';
import type { ExtensionDecision } from '@portal/domain/tasks';
import { DetailList } from '@/components/detail-list';
import { LoadError } from '@/components/load-error';
import { Paginator } from '@/components/paginator';
import { adminPaths } from '@/config/admin-paths';
import { formatDateTime } from '@/lib/format-date';
import { useClampedPage } from '@/lib/use-clamped-page';
import { useUrlQuery } from '@/lib/use-url-query';
import { TaskStatusBadge } from '@/features/back-office/shared/components/task-status-badge';
import { useExtensionQueue } from '../api/get-extension-queue';
import { ExtensionDecisionModal } from './extension-decision-modal';

const PAGE_SIZE = 10;
const ExtensionsUrlSchema = z.object({ page: ExtensionQuerySchema.shape.page });

/** One waiting request: who asks, for which task, the dates and why; then the two decisions. */
function ExtensionRequestCard({
  item,
  onDecide,
}: {
  item: ExtensionQueueItem;
  onDecide: (decision: ExtensionDecision['decision']) => void;
}) {
  const { t } = useLingui();
  const name = item.influencer.fullName;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={t`Extension request from ${name}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text fw={600}>{name}</Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {item.influencer.email}
            </Text>
          </Stack>
          <TaskStatusBadge status={item.task.status} />
        </Group>
        <DetailList
          rows={[
            {
              label: t`Campaign`,
              value: (
                <Anchor component={Link} to={adminPaths.adminTask.getHref(item.task.id)}>
                  {item.campaign.title}
                </Anchor>
              ),
            },
            {
              label: t`Current deadline`,
              value: item.task.taskDeadline ? formatDateTime(item.task.taskDeadline) : '—',
            },
            { label: t`Deadline asked for`, value: formatDateTime(item.requestedDeadline) },
            { label: t`Campaign deadline`, value: formatDateTime(item.campaign.deadline) },
            { label: t`Reason`, value: <Text style={{ whiteSpace: 'pre-line' }}>{item.reason}</Text> },
            { label: t`Asked`, value: formatDateTime(item.createdAt) },
          ]}
        />
        <Group gap="xs" role="group" aria-label={t`Decisions`}>
          <Button onClick={() => onDecide('approve')}>
            <Trans>Approve</Trans>
          </Button>
          <Button variant="light" color="red" onClick={() => onDecide('decline')}>
            <Trans>Decline</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** Deadline extension requests waiting for a decision, oldest first, a page at a time (the page in the URL). */
export function ExtensionQueue() {
  const { t } = useLingui();
  const {
    query: { page },
    setPage,
  } = useUrlQuery(ExtensionsUrlSchema);
  const queue = useExtensionQueue({ page, pageSize: PAGE_SIZE });
  const [deciding, setDeciding] = useState<{ item: ExtensionQueueItem; decision: ExtensionDecision['decision'] }>();
  const { answer, lastPage } = useClampedPage(page, queue, setPage);
  const items = queue.data?.items ?? [];

  return (
    <Stack gap="lg" component="section" aria-label={t`Deadline extensions waiting for a decision`}>
      {queue.data && (
        <Text size="sm" c="dimmed" role="status">
          <Trans>{queue.data.total} waiting · oldest first</Trans>
        </Text>
      )}
      {queue.isPending && <Skeleton height={180} radius="md" role="status" aria-label={t`Loading the queue`} />}
      {queue.isError && !queue.data && (
        <LoadError title={t`The queue could not be loaded`} error={queue.error} onRetry={() => void queue.refetch()} />
      )}
      {answer && items.length === 0 && page <= lastPage && (
        <Text>
          <Trans>No extension request is waiting.</Trans>
        </Text>
      )}
      {items.map((item) => (
        <ExtensionRequestCard key={item.id} item={item} onDecide={(decision) => setDeciding({ item, decision })} />
      ))}
      {queue.data && queue.data.total > 0 && (
        <Paginator
          page={page}
          pageSize={queue.data.pageSize}
          total={queue.data.total}
          onPageChange={setPage}
          noun={t`extension requests`}
          countText={(total) => plural(total, { one: '# extension request', other: '# extension requests' })}
        />
      )}
      {deciding && (
        <ExtensionDecisionModal
          key={`${deciding.item.id} ${deciding.decision}`}
          item={deciding.item}
          decision={deciding.decision}
          onClose={() => setDeciding(undefined)}
          onDecided={() => setDeciding(undefined)}
        />
      )}
    </Stack>
  );
}
