import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { Campaign } from '@portal/domain/admin';
import { platformLabel, TASK_TYPE_LABELS } from '@portal/domain/tasks';
import { DetailList } from '@/components/detail-list';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { TaskCounts } from './task-counts';

const QUESTION_TYPE_NAMES = { multipleChoice: 'Multiple choice', text: 'Text answer', checkbox: 'Yes/no checkbox' };

/** Everything a campaign holds, as the admin set it. */
export function CampaignDetails({ campaign }: { campaign: Campaign }) {
  const rows = [
    { label: 'Task type', value: TASK_TYPE_LABELS[campaign.taskType] },
    { label: 'Platform', value: platformLabel(campaign.platform) },
    { label: 'Incentive', value: formatMoney(campaign.incentive, campaign.currency) },
    { label: 'Deadline', value: formatDateTime(campaign.deadline) },
    { label: 'Requires a report', value: campaign.requiresReport ? 'Yes' : 'No' },
    ...(campaign.uniqueCommentUrl
      ? [
          {
            label: 'Unique comment URL',
            value: (
              <Anchor href={campaign.uniqueCommentUrl} target="_blank" rel="noreferrer">
                {campaign.uniqueCommentUrl}
              </Anchor>
            ),
          },
        ]
      : []),
    { label: 'Requirements', value: campaign.requirements || '—' },
    { label: 'Instructions', value: campaign.instructions || '—' },
    {
      label: 'Referral fee',
      value: campaign.referralFee === null ? 'No referrals' : formatMoney(campaign.referralFee, campaign.currency),
    },
    ...(campaign.referralCriteria ? [{ label: 'Referral criteria', value: campaign.referralCriteria }] : []),
    ...(campaign.referralInstructions
      ? [{ label: 'Referral instructions', value: campaign.referralInstructions }]
      : []),
    { label: 'Created', value: formatDateTime(campaign.createdAt) },
    ...(campaign.closedAt ? [{ label: 'Closed', value: formatDateTime(campaign.closedAt) }] : []),
    { label: 'Tasks', value: <TaskCounts counts={campaign.taskCounts} /> },
  ];

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label="Campaign details">
      <Stack gap="md">
        <DetailList rows={rows} />
        <Stack gap="xs">
          <Title order={2} size="h4">
            Screening questions
          </Title>
          {campaign.screeningQuestions.length === 0 ? (
            <Text size="sm" c="dimmed">
              None
            </Text>
          ) : (
            <List type="ordered" spacing="xs">
              {campaign.screeningQuestions.map((question) => (
                <List.Item key={question.id}>
                  <Group gap={6}>
                    <Text size="sm">{question.question}</Text>
                    <Badge size="xs" variant="light" tt="none">
                      {QUESTION_TYPE_NAMES[question.questionType]}
                    </Badge>
                    {question.required && (
                      <Badge size="xs" variant="outline" tt="none">
                        Required
                      </Badge>
                    )}
                  </Group>
                  {question.options.length > 0 && (
                    <Text size="xs" c="dimmed">
                      Options: {question.options.join(' · ')}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
