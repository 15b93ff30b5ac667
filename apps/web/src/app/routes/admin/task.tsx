import { Alert, Anchor, Breadcrumbs, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminTask } from '@portal/domain/admin';
import { inSubState, platformLabel, reportStateOf, TASK_TYPE_LABELS } from '@portal/domain/tasks';
import { DetailList } from '@/components/detail-list';
import { PayoutDetails } from '@/components/payout-details';
import { paths } from '@/config/paths';
import { useAdminTask } from '@/features/admin/api/get-admin-task';
import { LoadError } from '@/components/load-error';
import { TaskCaptionForm } from '@/features/admin/components/task-caption-form';
import { TaskDecisions } from '@/features/admin/components/task-decisions';
import { TaskSentWork } from '@/features/admin/components/task-sent-work';
import { TaskStatusBadge } from '@/features/admin/components/task-status-badge';
import { TaskTimeline } from '@/features/admin/components/task-timeline';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `task-section-${title.toLowerCase().replaceAll(' ', '-')}`;
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
  const { task, campaign, influencer } = data;
  const campaignRows = [
    { label: 'Task type', value: TASK_TYPE_LABELS[campaign.taskType] },
    { label: 'Platform', value: platformLabel(campaign.platform) },
    { label: 'Incentive', value: formatMoney(campaign.incentive, campaign.currency) },
    { label: 'Requires a report', value: campaign.requiresReport ? 'Yes' : 'No' },
    ...(campaign.uniqueCommentUrl ? [{ label: 'Unique comment URL', value: campaign.uniqueCommentUrl }] : []),
    { label: 'Requirements', value: campaign.requirements || '—' },
    { label: 'Instructions', value: campaign.instructions || '—' },
  ];
  const taskRows = [
    { label: 'Last change', value: formatDateTime(task.updatedAt) },
    ...(task.submissionDate ? [{ label: 'Submitted', value: formatDateTime(task.submissionDate) }] : []),
    ...(task.draftComment
      ? [{ label: task.draftApproved ? 'Approved comment' : 'Draft comment', value: task.draftComment }]
      : []),
    ...(task.applicationRejectionComments
      ? [{ label: 'Application rejected because', value: task.applicationRejectionComments }]
      : []),
    ...(task.rejectionComments ? [{ label: 'Rejected because', value: task.rejectionComments }] : []),
  ];

  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to={paths.adminCampaigns.getHref()}>
          Campaigns
        </Anchor>
        <Anchor component={Link} to={paths.adminCampaign.getHref(campaign.id)}>
          {campaign.title}
        </Anchor>
        <Text>{influencer.fullName}</Text>
      </Breadcrumbs>
      <Group gap="sm" align="center">
        <Title order={1}>
          {influencer.fullName} · {campaign.title}
        </Title>
        <TaskStatusBadge status={task.status} />
      </Group>
      <Section title="Decision">
        <TaskDecisions
          item={{
            task: {
              id: task.id,
              status: task.status,
              draftComment: task.draftComment,
              draftApproved: task.draftApproved,
            },
            campaign: { requiresReport: campaign.requiresReport },
            reportWaiting: inSubState('reportWaiting', {
              status: task.status,
              report: reportStateOf(data.reports, campaign.requiresReport),
            }),
          }}
        />
      </Section>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            {campaign.taskType === 'UNIQUECOMMENT' && (
              <Section title="Unique caption">
                <TaskCaptionForm
                  // A saved caption, or one changed elsewhere, starts the form afresh.
                  key={`${task.uniqueComment ?? ''}\n${task.uniqueCommentUrl ?? ''}`}
                  taskId={task.id}
                  status={task.status}
                  caption={task.uniqueComment}
                  url={task.uniqueCommentUrl}
                  campaignUrl={campaign.uniqueCommentUrl}
                />
              </Section>
            )}
            <Section title="Task">
              <DetailList rows={taskRows} />
            </Section>
            <Section title="Submissions and reports">
              <TaskSentWork submissions={data.submissions} reports={data.reports} />
            </Section>
            <Section title="Timeline">
              <TaskTimeline events={data.events} />
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Section title="Influencer">
              <DetailList
                rows={[
                  { label: 'Name', value: influencer.fullName },
                  { label: 'E-mail', value: <Anchor href={`mailto:${influencer.email}`}>{influencer.email}</Anchor> },
                  { label: 'Country', value: influencer.country ?? '—' },
                ]}
              />
            </Section>
            <Section title="Screening answers">
              {data.answers.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No screening answers.
                </Text>
              ) : (
                <DetailList
                  vertical
                  rows={data.answers.map(({ question, answer }) => ({ label: question, value: answer || '—' }))}
                />
              )}
            </Section>
            <Section title="Campaign requirements">
              <DetailList vertical rows={campaignRows} />
            </Section>
            <Section title="Payout details">
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
  const { taskId = '' } = useParams();
  const task = useAdminTask(taskId);

  if (task.isPending) {
    return (
      <Stack gap="lg" role="status" aria-label="Loading task">
        <Skeleton height={36} width="50%" />
        <Skeleton height={300} />
      </Stack>
    );
  }
  if (task.isError) {
    return <LoadError title="Could not load the task" error={task.error} onRetry={() => void task.refetch()} />;
  }
  if (task.data === null) {
    return (
      <Alert color="gray" title="No task found">
        There is no task at this address.
      </Alert>
    );
  }
  return <TaskPage data={task.data} />;
}
