import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import { z } from 'zod';
import { QueueQuerySchema, type QueueItem, type QueueKind } from '@portal/domain/admin';
import { LoadError } from '@/components/load-error';
import { Paginator } from '@/components/paginator';
import { useClampedPage } from '@/lib/use-clamped-page';
import { useUrlQuery } from '@/lib/use-url-query';
import { useCampaignChoices } from '@/features/back-office/campaigns/api/get-admin-campaigns';
import type { UndoWindow } from '@/features/back-office/review/api/decide-task';
import { UndoNotice } from '@/features/back-office/review/components/undo-notice';
import { useQueue } from '../api/get-queue';
import { QUEUE_COUNT_TEXTS, QUEUE_LABELS } from '../queue-labels';
import { QueueItemCard } from './queue-item-card';

const PAGE_SIZE = 10;

export interface DecisionHandlers {
  onDone: (undo: UndoWindow | null) => void;
  onHold: (held: boolean) => void;
}

interface ReviewQueueProps {
  kind: Exclude<QueueKind, 'payouts'>;
  /**
   * The decision buttons of an item; `onDone` takes the item off the list at once, and `onHold`
   * keeps it on while a decision's dialog is open or a decision may still be undone.
   */
  renderDecisions: (item: QueueItem, handlers: DecisionHandlers) => ReactNode;
}

/** A queue's filter and page as the address holds them (`?campaign=…&page=…`). */
const QueueUrlSchema = z.object({ campaign: QueueQuerySchema.shape.campaignId, page: QueueQuerySchema.shape.page });

/** The campaign filter: any of the newest campaigns, open or closed. */
function CampaignFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
}) {
  const { t } = useLingui();
  const campaigns = useCampaignChoices('all', '');
  const choices = useMemo(() => {
    const listed = (campaigns.data ?? []).map((campaign) => ({ value: campaign.id, label: campaign.title }));
    return value && !listed.some((choice) => choice.value === value)
      ? [{ value, label: t`Chosen campaign` }, ...listed]
      : listed;
  }, [campaigns.data, value, t]);

  return (
    <Select
      label={t`Campaign`}
      placeholder={t`All campaigns`}
      data={choices}
      value={value ?? null}
      onChange={(id) => onChange(id ?? undefined)}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t`Clear campaign` }}
      nothingFoundMessage={t`No campaign matches`}
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
  const { t } = useLingui();
  const queueLabel = t(QUEUE_LABELS[kind]);
  const { query, setFilters, setPage } = useUrlQuery(QueueUrlSchema);
  const { campaign: campaignId, page } = query;
  const queue = useQueue(kind, { campaignId, page, pageSize: PAGE_SIZE });
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  /** The last decision taken here, while it may be undone. */
  const [undoable, setUndoable] = useState<(UndoWindow & { item: QueueItem }) | null>(null);
  // The server's own answer for this page, not the previous page's kept while it loads.
  const { answer, lastPage } = useClampedPage(page, queue, setPage);

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

  // The item held by its decisions (a dialog open, a decision that may be undone) stays where it was,
  // as last seen, though a refresh (its decision, or another manager's) no longer lists it.
  const [held, setHeld] = useState<{ item: QueueItem; index: number } | null>(null);
  const listed = (queue.data?.items ?? []).filter((item) => !decided.has(item.task.id));
  const items =
    held && !listed.some((item) => item.task.id === held.item.task.id)
      ? [...listed.slice(0, held.index), held.item, ...listed.slice(held.index)]
      : listed;

  return (
    <Stack gap="lg" component="section" aria-label={t`${queueLabel} waiting for review`}>
      <Group justify="space-between" align="flex-end">
        <CampaignFilter value={campaignId} onChange={(campaign) => setFilters({ campaign })} />
        {queue.data && (
          <Text size="sm" c="dimmed" role="status">
            <Trans>{queue.data.total} waiting · oldest first</Trans>
          </Text>
        )}
      </Group>

      {undoable && (
        <UndoNotice
          key={`${undoable.item.task.id} ${undoable.until}`}
          taskId={undoable.item.task.id}
          action={undoable.action}
          until={undoable.until}
          creatorName={undoable.item.influencer.fullName}
          onUndone={() => {
            // Back in the queue: shown again as soon as the refresh lists it.
            setDecided((current) => new Set([...current].filter((taskId) => taskId !== undoable.item.task.id)));
            setUndoable(null);
          }}
          onExpired={() => setUndoable(null)}
        />
      )}
      {queue.isPending && (
        <Stack gap="md" role="status" aria-label={t`Loading the queue`}>
          <Skeleton height={180} radius="md" />
          <Skeleton height={180} radius="md" />
        </Stack>
      )}
      {queue.isError && !queue.data && (
        <LoadError title={t`The queue could not be loaded`} error={queue.error} onRetry={() => void queue.refetch()} />
      )}
      {answer && items.length === 0 && page <= lastPage && (
        <Text>
          <Trans>Nothing waiting for review</Trans>
        </Text>
      )}
      {items.map((item, index) => (
        <QueueItemCard
          key={item.task.id}
          item={item}
          decisions={renderDecisions(item, {
            onDone: (undo) => {
              setDecided((current) => new Set(current).add(item.task.id));
              setUndoable(undo && { ...undo, item });
            },
            onHold: (hold) => setHeld(hold ? { item, index } : null),
          })}
        />
      ))}
      {queue.data && queue.data.total > 0 && (
        <Paginator
          page={page}
          pageSize={queue.data.pageSize}
          total={queue.data.total}
          onPageChange={setPage}
          noun={queueLabel.toLowerCase()}
          countText={QUEUE_COUNT_TEXTS[kind]}
        />
      )}
    </Stack>
  );
}
