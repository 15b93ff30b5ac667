import { useLingui } from '@lingui/react/macro';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { Suspense, useState, type ReactNode } from 'react';
import { availableActions, showsAssignedCaption, type Task, type TaskAction } from '@portal/domain/tasks';
import { DetailList } from '@/components/detail-list';
import { ExternalLink } from '@/components/external-link';
import { PaymentStandingText } from '@/components/payment-standing';
import { useHeadingFocusAfterChange } from '@/components/use-heading-focus-after-change';
import { lazyComponent } from '@/lib/lazy-component';
import { useNow } from '@/lib/use-now';
import { CampaignInfo } from './campaign-info';
import { DeadlineExtensions } from './deadline-extensions';
import { ReviewDueText } from './review-due';
import { StatusBanner } from './status-banner';
import { TaskHistory } from './task-history';

const ONE_MINUTE = 60_000;

// Each step's form is a chunk of its own, fetched for the task that shows it: a task waiting on
// the brand loads none, a task to accept does not load the upload fields.
const AcceptTaskPanel = lazyComponent(() => import('./accept-task-panel').then((module) => module.AcceptTaskPanel));
const SubmissionPanel = lazyComponent(() => import('./submission-panel').then((module) => module.SubmissionPanel));
const ReportPanel = lazyComponent(() => import('./report-panel').then((module) => module.ReportPanel));
const stepForms: Partial<Record<TaskAction, { preload: () => Promise<void> }>> = {
  accept: AcceptTaskPanel,
  submit: SubmissionPanel,
  submitReport: ReportPanel,
};

/**
 * Fetches the code of the form the task's status asks of the creator, once the task is known and
 * while its page renders: the form then shows with the page, not a round trip after it.
 */
export function preloadStepForm(task: Task): void {
  for (const action of availableActions(task.status, 'influencer')) {
    void stepForms[action]?.preload();
  }
}

/** The assigned caption and the comment URL of a UNIQUECOMMENT task (the task's own URL, else the campaign's). */
function UniqueCommentDetails({ task }: { task: Task }) {
  const { t } = useLingui();
  const commentUrl = task.uniqueCommentUrl ?? task.campaignDetails.uniqueCommentURL;
  return (
    <DetailList
      rows={[
        {
          label: t`Assigned Caption`,
          value: task.uniqueComment ?? (
            <Text span size="sm" c="dimmed">
              {t`Not assigned yet`}
            </Text>
          ),
        },
        { label: t`Comment URL`, value: commentUrl && <ExternalLink href={commentUrl} /> },
      ]}
    />
  );
}

interface TaskDetailProps {
  task: Task;
  /** Where the task's payout stands (Approved to Paid), composed by the page. */
  payout?: ReactNode;
  /** The campaign's referral panel and table, composed by the page. */
  referrals?: ReactNode;
  /** The task's conversation with the brand, composed by the page (below the fold, loaded apart). */
  messages?: ReactNode;
}

/**
 * SPEC §2 task detail: the campaign, the status banner, the panel of its status, its deadline
 * extensions, the referrals and what was sent.
 */
export function TaskDetail({ task, payout, referrals, messages }: TaskDetailProps) {
  const { t } = useLingui();
  const [justAccepted, setJustAccepted] = useState(false);
  const now = useNow(ONE_MINUTE);
  const actions = availableActions(task.status, 'influencer');
  // A step sent (Submit Task) takes its form away with the focus in it.
  useHeadingFocusAfterChange(task.status);

  return (
    <Stack gap="lg" maw={840}>
      <CampaignInfo campaign={task.campaignDetails} incentive={task.incentive} paymentSecured={task.paymentSecured} />
      <StatusBanner status={task.status} />
      <ReviewDueText task={task} />
      <PaymentStandingText payment={task} now={now} />
      {payout}
      {task.campaignDetails.taskType === 'UNIQUECOMMENT' && showsAssignedCaption(task.status) && (
        <UniqueCommentDetails task={task} />
      )}
      <Suspense
        fallback={
          <Center mih={160} role="status" aria-label={t`Loading form`}>
            <Loader />
          </Center>
        }
      >
        {actions.includes('accept') && <AcceptTaskPanel task={task} onAccepted={() => setJustAccepted(true)} />}
        {actions.includes('submit') && <SubmissionPanel task={task} justAccepted={justAccepted} />}
        {actions.includes('submitReport') && <ReportPanel task={task} />}
      </Suspense>
      <DeadlineExtensions task={task} />
      {referrals}
      {messages}
      <TaskHistory taskId={task.id} />
    </Stack>
  );
}
