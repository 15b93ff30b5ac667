import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Select, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconKeyboard } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { z } from 'zod';
import { QueueQuerySchema, type BulkApprovalResult, type QueueItem, type QueueKind } from '@portal/domain/admin';
import { LoadError } from '@/components/load-error';
import { Paginator } from '@/components/paginator';
import { SelectAllCheckbox } from '@/components/select-all-checkbox';
import { adminPaths } from '@/config/admin-paths';
import { useClampedPage } from '@/lib/use-clamped-page';
import { useUrlQuery } from '@/lib/use-url-query';
import { useCampaignChoices } from '@/features/back-office/campaigns/api/get-admin-campaigns';
import type { UndoWindow } from '@/features/back-office/review/api/decide-task';
import { UndoNotice } from '@/features/back-office/review/components/undo-notice';
import { useApproveMany } from '../api/approve-many';
import { useQueue } from '../api/get-queue';
import { useQueueShortcuts } from '../hooks/use-queue-shortcuts';
import { QUEUE_COUNT_TEXTS, QUEUE_LABELS } from '../queue-labels';
import { BulkApprovalAlert } from './bulk-approval-alert';
import { BulkApprovalDialog } from './bulk-approval-dialog';
import { QueueItemCard } from './queue-item-card';
import { QueueShortcutsHelp } from './queue-shortcuts-help';

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
 * the end (its last item decided) gives way to the last page. Items may be selected and approved
 * at once (each on its own, skipped ones with why); keyboard shortcuts (QUEUE_SHORTCUTS) move
 * between items and decide the current one.
 */
export function ReviewQueue({ kind, renderDecisions }: ReviewQueueProps) {
  const { t } = useLingui();
  const queueLabel = t(QUEUE_LABELS[kind]);
  const { query, setFilters, setPage } = useUrlQuery(QueueUrlSchema);
  const { campaign: campaignId, page } = query;
  const queue = useQueue(kind, { campaignId, page, pageSize: PAGE_SIZE });
  const [, navigate] = useLocation();
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [bulkResult, setBulkResult] = useState<{ result: BulkApprovalResult; items: QueueItem[] } | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  /** The item the shortcuts act on, and where it was: the next one takes its place once it leaves. */
  const [current, setCurrent] = useState<{ id: string; index: number } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const cards = useRef(new Map<string, HTMLElement>());
  const approving = useApproveMany();
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
    // Only what this page lists stays selected.
    if (answer && selected.size > 0) {
      const listed = new Set(answer.items.map((item) => item.task.id));
      setSelected(new Set([...selected].filter((taskId) => listed.has(taskId))));
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

  const selectedItems = items.filter((item) => selected.has(item.task.id));
  const toggle = (taskId: string, on: boolean) =>
    setSelected((now) => {
      const next = new Set(now);
      if (on) next.add(taskId);
      else next.delete(taskId);
      return next;
    });
  const approveSelected = () => {
    const chosen = selectedItems;
    approving.mutate(
      { kind, taskIds: chosen.map((item) => item.task.id) },
      {
        onSuccess: (result) => {
          setConfirming(false);
          setSelected(new Set());
          setDecided((now) => new Set([...now, ...result.approved]));
          setBulkResult({ result, items: chosen });
        },
      },
    );
  };

  // The current item: the one chosen while it is listed, else the one that took its place.
  const currentIndex = current
    ? (() => {
        const found = items.findIndex((item) => item.task.id === current.id);
        return found >= 0 ? found : Math.min(current.index, items.length - 1);
      })()
    : -1;
  const currentItem = currentIndex >= 0 ? items[currentIndex] : undefined;
  const moveTo = (index: number) => {
    const item = items[index];
    if (!item) return;
    setCurrent({ id: item.task.id, index });
    cards.current.get(item.task.id)?.focus();
    const position = index + 1;
    const count = items.length;
    const name = item.influencer.fullName;
    const campaign = item.campaign.title;
    setAnnouncement(t`Item ${position} of ${count}: ${name}, ${campaign}`);
  };
  /** Presses the current item's button that the shortcut names (the same as a click). */
  const press = (shortcut: 'approve' | 'reject') => {
    if (!currentItem) return;
    const button = cards.current
      .get(currentItem.task.id)
      ?.querySelector<HTMLButtonElement>(`[data-shortcut="${shortcut}"]:not(:disabled)`);
    if (button) button.click();
    else setAnnouncement(t`This item has no such decision.`);
  };
  useQueueShortcuts({
    next: () => moveTo(currentIndex + 1 < items.length ? currentIndex + 1 : currentIndex),
    previous: () => moveTo(currentIndex > 0 ? currentIndex - 1 : 0),
    approve: () => press('approve'),
    reject: () => press('reject'),
    open: () => {
      if (currentItem) navigate(`${adminPaths.adminTask.getHref(currentItem.task.id)}#messages`);
    },
    toggle: () => {
      if (currentItem) toggle(currentItem.task.id, !selected.has(currentItem.task.id));
    },
    help: () => setHelpOpen(true),
  });
  // The current item decided and gone: its focus goes to the item that took its place.
  const currentId = currentItem?.task.id;
  useEffect(() => {
    if (currentId && document.activeElement === document.body) cards.current.get(currentId)?.focus();
  }, [currentId]);

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

      {items.length > 0 && (
        <Group justify="space-between" gap="sm" role="toolbar" aria-label={t`Selected items`}>
          <Group gap="sm">
            <SelectAllCheckbox
              selected={selectedItems.length}
              total={items.length}
              onChange={(on) => setSelected(on ? new Set(items.map((item) => item.task.id)) : new Set())}
            />
            <Button disabled={selectedItems.length === 0} onClick={() => setConfirming(true)}>
              <Trans>Approve selected ({selectedItems.length})</Trans>
            </Button>
          </Group>
          <Button
            variant="subtle"
            leftSection={<IconKeyboard size={18} aria-hidden="true" />}
            onClick={() => setHelpOpen(true)}
            aria-keyshortcuts="?"
          >
            <Trans>Keyboard shortcuts</Trans>
          </Button>
        </Group>
      )}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {bulkResult && (
        <BulkApprovalAlert result={bulkResult.result} items={bulkResult.items} onClose={() => setBulkResult(null)} />
      )}
      {confirming && (
        <BulkApprovalDialog
          count={selectedItems.length}
          pending={approving.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={approveSelected}
        />
      )}
      <QueueShortcutsHelp opened={helpOpen} onClose={() => setHelpOpen(false)} />
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
          current={index === currentIndex}
          cardRef={(card) => {
            if (card) cards.current.set(item.task.id, card);
            else cards.current.delete(item.task.id);
          }}
          onFocusWithin={() => {
            if (item.task.id !== currentItem?.task.id) setCurrent({ id: item.task.id, index });
          }}
          selection={
            <Checkbox
              mt={4}
              aria-label={t`Select ${item.influencer.fullName}, ${item.campaign.title}`}
              checked={selected.has(item.task.id)}
              onChange={(event) => toggle(item.task.id, event.currentTarget.checked)}
            />
          }
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
