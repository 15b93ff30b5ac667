import { Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { QueueItem, QueueKind } from '@portal/domain/admin';
import { PagePagination } from '@/components/page-pagination';
import { RetryAlert } from '@/components/retry-alert';
import { lastPageOf, useClampedPage } from '@/lib/use-clamped-page';
import { useCampaignChoices } from '../api/get-admin-campaigns';
import { useQueue } from '../api/get-queue';
import { QUEUE_LABELS } from '../queue-labels';
import { QueueItemCard } from './queue-item-card';

const PAGE_SIZE = 10;

interface ReviewQueueProps {
  kind: Exclude<QueueKind, 'payouts'>;
  /** The decision buttons of an item; `onDone` takes the item off the list at once. */
  renderDecisions: (item: QueueItem, onDone: () => void) => ReactNode;
}

const positiveInt = (value: string | null): number => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : 1;
};

/** The campaign filter: any of the newest campaigns, open or closed. */
function CampaignFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  const campaigns = useCampaignChoices('all', '');
  const choices = useMemo(() => {
    const listed = (campaigns.data ?? []).map((campaign) => ({ value: campaign.id, label: campaign.title }));
    return value && !listed.some((choice) => choice.value === value)
      ? [{ value, label: 'Chosen campaign' }, ...listed]
      : listed;
  }, [campaigns.data, value]);

  return (
    <Select
      label="Campaign"
      placeholder="All campaigns"
      data={choices}
      value={value ?? null}
      onChange={(id) => onChange(id ?? undefined)}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': 'Clear campaign' }}
      nothingFoundMessage="No campaign matches"
      w={{ base: '100%', sm: 360 }}
    />
  );
}

/**
 * One review queue (oldest first): a campaign filter and a page kept in the URL, a card per item
 * with its decisions. A decided item leaves the list at once; the refetch confirms it. A page past
 * the end (its last item decided) gives way to the last page.
 */
export function ReviewQueue({ kind, renderDecisions }: ReviewQueueProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const campaignId = searchParams.get('campaign') ?? undefined;
  const page = positiveInt(searchParams.get('page'));
  const queue = useQueue(kind, { campaignId, page, pageSize: PAGE_SIZE });
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  // The server's own answer for this page, not the previous page's kept while it loads.
  const answer = queue.isPlaceholderData ? undefined : queue.data;

  // A decided item stays hidden until an answer no longer lists it; after that, an item that comes
  // back into the queue (a rejected draft followed by a new one) shows again.
  const [prunedWith, setPrunedWith] = useState(answer);
  if (answer !== prunedWith) {
    setPrunedWith(answer);
    if (answer && decided.size > 0) {
      const listed = new Set(answer.items.map((item) => item.task.id));
      setDecided(new Set([...decided].filter((taskId) => listed.has(taskId))));
    }
  }

  const items = (queue.data?.items ?? []).filter((item) => !decided.has(item.task.id));
  const totalPages = queue.data ? lastPageOf(queue.data.total, queue.data.pageSize) : 1;

  const setParams = useCallback(
    (changes: { campaign?: string | undefined; page?: number }, options?: { replace: boolean }) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || (key === 'page' && value === 1)) {
            next.delete(key);
          } else {
            next.set(key, String(value));
          }
        }
        return next;
      }, options),
    [setSearchParams],
  );
  const moveToPage = useCallback((last: number) => setParams({ page: last }, { replace: true }), [setParams]);
  useClampedPage(page, answer, moveToPage);

  return (
    <Stack gap="lg" component="section" aria-label={`${QUEUE_LABELS[kind]} waiting for review`}>
      <Group justify="space-between" align="flex-end">
        <CampaignFilter value={campaignId} onChange={(campaign) => setParams({ campaign, page: 1 })} />
        {queue.data && (
          <Text size="sm" c="dimmed" role="status">
            {queue.data.total} waiting · oldest first
          </Text>
        )}
      </Group>

      {queue.isPending && (
        <Stack gap="md" role="status" aria-label="Loading the queue">
          <Skeleton height={180} radius="md" />
          <Skeleton height={180} radius="md" />
        </Stack>
      )}
      {queue.isError && !queue.data && (
        <RetryAlert title="The queue could not be loaded" onRetry={() => void queue.refetch()} />
      )}
      {answer && items.length === 0 && page <= totalPages && <Text>Nothing waiting for review</Text>}
      {items.map((item) => (
        <QueueItemCard
          key={item.task.id}
          item={item}
          decisions={renderDecisions(item, () => setDecided((current) => new Set(current).add(item.task.id)))}
        />
      ))}
      <PagePagination totalPages={totalPages} page={page} onChange={(next) => setParams({ page: next })} />
    </Stack>
  );
}
