import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { Redirect, useParams } from 'wouter';
import { QUEUE_KINDS, type QueueItem, type QueueKind } from '@portal/domain/admin';
import skipClasses from '@/components/layouts/skip-link.module.css';
import { adminPaths } from '@/config/admin-paths';
import { TaskDecisions } from '@/features/back-office/review/components/task-decisions';
import { QueueNav } from '@/features/back-office/queues/components/queue-nav';
import { ReviewQueue, type DecisionHandlers } from '@/features/back-office/queues/components/review-queue';
import { QUEUE_LABELS } from '@/features/back-office/queues/queue-labels';

const isQueueKind = (kind: string | undefined): kind is QueueKind => QUEUE_KINDS.some((known) => known === kind);

/** The decisions of a waiting item, as the task page takes them. */
function decisionsFor(kind: QueueKind, item: QueueItem, { onDone, onHold }: DecisionHandlers) {
  // A waiting draft's comment, as sent with it, prefills the approved one.
  const draftComment =
    kind === 'drafts' ? (item.submission?.draftComment ?? item.task.draftComment) : item.task.draftComment;
  return (
    <TaskDecisions
      item={{
        task: {
          id: item.task.id,
          status: item.task.status,
          draftComment,
          draftSubmittedAt: item.task.draftSubmittedAt,
          draftApproved: item.task.draftApproved,
          revisions: item.task.revisions,
        },
        campaign: { requiresReport: item.campaign.requiresReport },
        reportWaiting: kind === 'reports',
      }}
      onDone={onDone}
      onHold={onHold}
    />
  );
}

/** `/admin/queues/:kind`: what waits for a campaign manager's decision, one queue at a time. */
export function AdminQueuesRoute() {
  const { t } = useLingui();
  const { kind } = useParams();

  if (!isQueueKind(kind)) {
    return <Redirect to={adminPaths.adminQueue.getHref('applications')} replace />;
  }
  if (kind === 'payouts') {
    return <Redirect to={adminPaths.adminPayouts.getHref()} replace />;
  }
  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Review queues</Trans>
      </Title>
      {/* Out of sight until a keyboard reaches it: the first stop past the page's skip link, to the first decision. */}
      <a
        href="#queue-first-decision"
        className={skipClasses.skipLink}
        onClick={(event) => {
          event.preventDefault();
          document.querySelector<HTMLElement>('article [data-shortcut], article [role="group"] button')?.focus();
        }}
      >
        <Trans>Skip to the first item's decisions</Trans>
      </a>
      <QueueNav current={kind} />
      <Title order={2} size="h3">
        {t(QUEUE_LABELS[kind])}
      </Title>
      <ReviewQueue key={kind} kind={kind} renderDecisions={(item, handlers) => decisionsFor(kind, item, handlers)} />
    </Stack>
  );
}
