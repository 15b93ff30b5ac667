import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Breadcrumbs, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { isRateable, type AdminTask } from '@portal/domain/admin';
import { inSubState, reportStateOf } from '@portal/domain/tasks';
import { DetailList } from '@/components/detail-list';
import { PayoutDetails } from '@/features/back-office/shared/components/payout-details';
import { adminPaths } from '@/config/admin-paths';
import { useAdminTask } from '@/features/back-office/review/api/get-admin-task';
import { TaskRatingForm } from '@/features/back-office/creators/components/task-rating-form';
import { LoadError } from '@/components/load-error';
import { TaskCaptionForm } from '@/features/back-office/captions/components/task-caption-form';
import { TaskDecisions } from '@/features/back-office/review/components/task-decisions';
import { revisionLabel } from '@/features/back-office/shared/revision-label';
import { useCreatorName } from '@/features/back-office/shared/creator-name';
import { TaskSentWork } from '@/features/back-office/review/components/task-sent-work';
import { TaskStatusBadge } from '@/features/back-office/shared/components/task-status-badge';
import { TaskTimeline } from '@/features/back-office/review/components/task-timeline';
import type { UndoWindow } from '@/features/back-office/review/api/decide-task';
import { UndoNotice } from '@/features/back-office/review/components/undo-notice';
import { platformText, TASK_TYPE_TEXTS } from '@/features/back-office/shared/task-labels';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';

// The conversation's code comes apart from the page's (the creator's task page loads it the same way).
const TaskThread = lazy(() =>
  import('@/features/messages/components/task-thread').then(({ TaskThread }) => ({ default: TaskThread })),
);

/** A part of the page, named by its heading (`id` makes the heading's id: the title is translated). */
function Section({ id: name, title, children }: { id: string; title: string; children: ReactNode }) {
  const id = `task-section-${name}`;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function TaskPage({ data }: { data: AdminTask }) {
  const { t } = useLingui();
  const creatorName = useCreatorName();
  const { task, campaign, influencer } = data;
  const queryClient = useQueryClient();
  const [undoable, setUndoable] = useState<UndoWindow | null>(null);
  const campaignRows = [
    { label: t`Task type`, value: t(TASK_TYPE_TEXTS[campaign.taskType]) },
    { label: t`Platform`, value: t(platformText(campaign.platform)) },
    { label: t`Incentive`, value: formatMoney(campaign.incentive, campaign.currency) },
    { label: t`Requires a report`, value: campaign.requiresReport ? t`Yes` : t`No` },
    ...(campaign.uniqueCommentUrl ? [{ label: t`Unique comment URL`, value: campaign.uniqueCommentUrl }] : []),
    { label: t`Requirements`, value: campaign.requirements || '—' },
    { label: t`Instructions`, value: campaign.instructions || '—' },
  ];
  const taskRows = [
    { label: t`Last change`, value: formatDateTime(task.updatedAt) },
    ...(task.submissionDate ? [{ label: t`Submitted`, value: formatDateTime(task.submissionDate) }] : []),
    ...(task.draftComment
      ? [{ label: task.draftApproved ? t`Approved comment` : t`Draft comment`, value: task.draftComment }]
      : []),
    ...(task.applicationRejectionComments
      ? [{ label: t`Application rejected because`, value: task.applicationRejectionComments }]
      : []),
    ...(task.rejectionComments ? [{ label: t`Rejected because`, value: task.rejectionComments }] : []),
    { label: t`Revisions`, value: task.revisions.used === 0 ? t`None yet` : t(revisionLabel(task.revisions)) },
  ];

  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to={adminPaths.adminCampaigns.getHref()}>
          <Trans>Campaigns</Trans>
        </Anchor>
        <Anchor component={Link} to={adminPaths.adminCampaign.getHref(campaign.id)}>
          {campaign.title}
        </Anchor>
        <Text>{creatorName(influencer.fullName)}</Text>
      </Breadcrumbs>
      <Group gap="sm" align="center">
        <Title order={1}>
          {creatorName(influencer.fullName)} · {campaign.title}
        </Title>
        <TaskStatusBadge status={task.status} />
      </Group>
      <Section id="decision" title={t`Decision`}>
        {undoable && (
          <UndoNotice
            key={undoable.until}
            taskId={task.id}
            action={undoable.action}
            until={undoable.until}
            onUndone={() => setUndoable(null)}
            onExpired={() => setUndoable(null)}
          />
        )}
        <TaskDecisions
          onDone={setUndoable}
          item={{
            task: {
              id: task.id,
              status: task.status,
              draftComment: task.draftComment,
              draftSubmittedAt: task.draftSubmittedAt,
              draftApproved: task.draftApproved,
              revisions: task.revisions,
            },
            campaign: { requiresReport: campaign.requiresReport },
            reportWaiting: inSubState('reportWaiting', {
              status: task.status,
              report: reportStateOf(data.reports, campaign.requiresReport),
            }),
          }}
        />
      </Section>
      {isRateable(task.status) && (
        <Section id="rating" title={t`Rating of the work`}>
          <TaskRatingForm taskId={task.id} />
        </Section>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            {campaign.taskType === 'UNIQUECOMMENT' && (
              <Section id="unique-caption" title={t`Unique caption`}>
                <TaskCaptionForm
                  taskId={task.id}
                  status={task.status}
                  caption={task.uniqueComment}
                  url={task.uniqueCommentUrl}
                  campaignUrl={campaign.uniqueCommentUrl}
                />
              </Section>
            )}
            <Suspense fallback={null}>
              <TaskThread
                side="brand"
                taskId={task.id}
                // Read or answered, the Messages queue and its count change.
                onChange={() => void queryClient.invalidateQueries({ queryKey: ['admin', 'queues'] })}
              />
            </Suspense>
            <Section id="task" title={t`Task`}>
              <DetailList rows={taskRows} />
            </Section>
            <Section id="submissions-and-reports" title={t`Submissions and reports`}>
              <TaskSentWork submissions={data.submissions} reports={data.reports} />
            </Section>
            <Section id="timeline" title={t`Timeline`}>
              <TaskTimeline events={data.events} />
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Section id="influencer" title={t`Influencer`}>
              <DetailList
                rows={[
                  {
                    label: t`Name`,
                    value: (
                      <Anchor component={Link} to={adminPaths.adminInfluencer.getHref(influencer.id)}>
                        {creatorName(influencer.fullName)}
                      </Anchor>
                    ),
                  },
                  { label: t`E-mail`, value: <Anchor href={`mailto:${influencer.email}`}>{influencer.email}</Anchor> },
                  { label: t`Country`, value: influencer.country ?? '—' },
                ]}
              />
            </Section>
            <Section id="screening-answers" title={t`Screening answers`}>
              {data.answers.length === 0 ? (
                <Text size="sm" c="dimmed">
                  <Trans>No screening answers.</Trans>
                </Text>
              ) : (
                <DetailList
                  vertical
                  rows={data.answers.map(({ question, answer }) => ({ label: question, value: answer || '—' }))}
                />
              )}
            </Section>
            <Section id="campaign-requirements" title={t`Campaign requirements`}>
              <DetailList vertical rows={campaignRows} />
            </Section>
            <Section id="payout-details" title={t`Payout details`}>
              <PayoutDetails payout={data.payout} />
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** `/admin/tasks/:taskId`: one task with everything sent, its timeline and the decisions it waits for. */
export function AdminTaskRoute() {
  const { t } = useLingui();
  const { taskId = '' } = useParams();
  const task = useAdminTask(taskId);

  if (task.isPending) {
    return (
      <Stack gap="lg" role="status" aria-label={t`Loading task`}>
        <Skeleton height={36} width="50%" />
        <Skeleton height={300} />
      </Stack>
    );
  }
  if (task.isError) {
    return <LoadError title={t`Could not load the task`} error={task.error} onRetry={() => void task.refetch()} />;
  }
  if (task.data === null) {
    return (
      <Alert color="gray" title={t`No task found`}>
        <Trans>There is no task at this address.</Trans>
      </Alert>
    );
  }
  return <TaskPage data={task.data} />;
}
