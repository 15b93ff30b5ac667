import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { needsDraft, type Task } from '@portal/domain/tasks';
import { DraftSubmissionForm } from './draft-submission-form';
import { FinalSubmissionForm } from './final-submission-form';
import { RevisionCount } from './revision-count';
import { TimeRemaining } from './time-remaining';

interface SubmissionPanelProps {
  task: Task;
  /** Shown above the countdown right after the task was accepted. */
  justAccepted: boolean;
}

/**
 * SPEC §2 submission panel of ACCEPTED, REJECTED and EXPIRED tasks. Draft task types show only
 * the draft form until the draft is approved, then the approved draft and the final form.
 */
export function SubmissionPanel({ task, justAccepted }: SubmissionPanelProps) {
  const { t } = useLingui();
  const draftStage = needsDraft(task.campaignDetails.taskType);

  return (
    <Stack gap="md" component="section" aria-label={t`Submit Task`}>
      <Title order={2} size="h3">
        {t`Submit Task`}
      </Title>
      {justAccepted && <Alert color="teal" variant="light" title={t`Task Accepted Successfully!`} />}
      {task.status === 'REJECTED' && (
        <Alert
          color="red"
          variant="light"
          title={t`Rejected. Resubmit Required`}
          icon={<IconAlertTriangle aria-hidden="true" />}
        >
          <Stack gap="xs">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {task.rejectionComments}
            </Text>
            <RevisionCount revisions={task.revisions} />
          </Stack>
        </Alert>
      )}
      <TimeRemaining deadline={task.taskDeadline} />
      {draftStage && task.draftAwaitingReview ? (
        <Alert color="blue" variant="light" title={t`Draft Submitted`}>
          <Trans>
            Your draft is waiting for the brand&apos;s review. You can submit your final work once it is approved.
          </Trans>
        </Alert>
      ) : draftStage && !task.draftApproved ? (
        <DraftSubmissionForm task={task} />
      ) : (
        <>
          {draftStage && (
            <Alert
              color="teal"
              variant="light"
              title={t`Draft Approved`}
              icon={<IconCircleCheck aria-hidden="true" />}
              aria-label={t`Draft Approved`}
            >
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {task.draftComment}
              </Text>
            </Alert>
          )}
          <FinalSubmissionForm task={task} />
        </>
      )}
    </Stack>
  );
}
