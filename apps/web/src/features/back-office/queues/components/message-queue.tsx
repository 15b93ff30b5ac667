import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import { z } from 'zod';
import { QueueQuerySchema } from '@portal/domain/admin';
import type { MessageQueueItem } from '@portal/domain/messages';
import { LoadError } from '@/components/load-error';
import { Paginator } from '@/components/paginator';
import { adminPaths } from '@/config/admin-paths';
import { formatDateTime } from '@/lib/format-date';
import { useClampedPage } from '@/lib/use-clamped-page';
import { useUrlQuery } from '@/lib/use-url-query';
import { useMessageQueue } from '../api/get-message-queue';

const PAGE_SIZE = 25;
const MessagesUrlSchema = z.object({ page: QueueQuerySchema.shape.page });

/** A task waiting for an answer: who, which campaign, since when, and the start of their latest message. */
function WaitingThread({ item }: { item: MessageQueueItem }) {
  const { t } = useLingui();
  const name = item.influencerName;
  const since = formatDateTime(item.waitingSince);
  const unread = item.unread;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={t`Messages from ${name}`}>
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start">
          <Anchor component={Link} to={`${adminPaths.adminTask.getHref(item.taskId)}#messages`} fw={600}>
            {name} · {item.campaignTitle}
          </Anchor>
          {unread > 0 && <Badge color="red">{t`${unread} unread`}</Badge>}
        </Group>
        <Text size="xs" c="dimmed">
          <Trans>Waiting since {since}</Trans>
        </Text>
        {item.preview && (
          <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {item.preview}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Tasks whose creator's latest messages wait for the brand's answer, the longest waiting first. */
export function MessageQueue() {
  const { t } = useLingui();
  const {
    query: { page },
    setPage,
  } = useUrlQuery(MessagesUrlSchema);
  const queue = useMessageQueue({ page, pageSize: PAGE_SIZE });
  const { answer, lastPage } = useClampedPage(page, queue, setPage);
  const items = queue.data?.items ?? [];

  return (
    <Stack gap="md" component="section" aria-label={t`Messages waiting for an answer`}>
      {queue.data && (
        <Text size="sm" c="dimmed" role="status">
          <Trans>{queue.data.total} waiting · oldest first</Trans>
        </Text>
      )}
      {queue.isPending && <Skeleton height={120} radius="md" role="status" aria-label={t`Loading the queue`} />}
      {queue.isError && !queue.data && (
        <LoadError title={t`The queue could not be loaded`} error={queue.error} onRetry={() => void queue.refetch()} />
      )}
      {answer && items.length === 0 && page <= lastPage && (
        <Text>
          <Trans>No creator is waiting for an answer.</Trans>
        </Text>
      )}
      {items.map((item) => (
        <WaitingThread key={item.taskId} item={item} />
      ))}
      {queue.data && queue.data.total > 0 && (
        <Paginator
          page={page}
          pageSize={queue.data.pageSize}
          total={queue.data.total}
          onPageChange={setPage}
          noun={t`conversations`}
          countText={(total) => plural(total, { one: '# conversation', other: '# conversations' })}
        />
      )}
    </Stack>
  );
}
