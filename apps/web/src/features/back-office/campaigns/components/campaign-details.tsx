import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { Campaign } from '@portal/domain/admin';
import { platformText, TASK_TYPE_TEXTS, USAGE_RIGHTS_TEXTS } from '@/features/back-office/shared/task-labels';
import { DetailList } from '@/components/detail-list';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { TaskCounts } from './task-counts';

const QUESTION_TYPE_NAMES = {
  multipleChoice: msg`Multiple choice`,
  text: msg`Text answer`,
  checkbox: msg`Yes/no checkbox`,
};

/** Everything a campaign holds, as the admin set it. */
export function CampaignDetails({ campaign }: { campaign: Campaign }) {
  const { t } = useLingui();
  const rows = [
    { label: t`Task type`, value: t(TASK_TYPE_TEXTS[campaign.taskType]) },
    { label: t`Platform`, value: t(platformText(campaign.platform)) },
    { label: t`Incentive`, value: formatMoney(campaign.incentive, campaign.currency) },
    { label: t`Deadline`, value: formatDateTime(campaign.deadline) },
    { label: t`Requires a report`, value: campaign.requiresReport ? t`Yes` : t`No` },
    {
      label: t`Approve drafts and submissions automatically`,
      value: campaign.autoApproveLateReviews ? t`Yes` : t`No`,
    },
    ...(campaign.uniqueCommentUrl
      ? [
          {
            label: t`Unique comment URL`,
            value: (
              <Anchor href={campaign.uniqueCommentUrl} target="_blank" rel="noreferrer">
                {campaign.uniqueCommentUrl}
              </Anchor>
            ),
          },
        ]
      : []),
    { label: t`Requirements`, value: campaign.requirements || '—' },
    { label: t`Instructions`, value: campaign.instructions || '—' },
    {
      label: t`Referral fee`,
      value: campaign.referralFee === null ? t`No referrals` : formatMoney(campaign.referralFee, campaign.currency),
    },
    ...(campaign.referralCriteria ? [{ label: t`Referral criteria`, value: campaign.referralCriteria }] : []),
    ...(campaign.referralInstructions
      ? [{ label: t`Referral instructions`, value: campaign.referralInstructions }]
      : []),
    { label: t`Created`, value: formatDateTime(campaign.createdAt) },
    ...(campaign.closedAt ? [{ label: t`Closed`, value: formatDateTime(campaign.closedAt) }] : []),
    { label: t`Tasks`, value: <TaskCounts counts={campaign.taskCounts} /> },
  ];
  const { terms } = campaign;
  const termsTitleId = useId();
  const termRows = [
    { label: t`Payment within (working days)`, value: String(terms.paymentDays) },
    { label: t`Brand review within (working days)`, value: String(terms.reviewDays) },
    { label: t`Revisions included`, value: String(terms.revisionsIncluded) },
    { label: t`Content usage rights`, value: t(USAGE_RIGHTS_TEXTS[terms.usageRights]) },
    { label: t`Usage rights note`, value: terms.usageNote || '—' },
  ];

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={t`Campaign details`}>
      <Stack gap="md">
        <DetailList rows={rows} />
        <Stack gap="xs" component="section" aria-labelledby={termsTitleId}>
          <Title order={2} size="h4" id={termsTitleId}>
            <Trans>Terms for creators</Trans>
          </Title>
          <DetailList rows={termRows} />
        </Stack>
        <Stack gap="xs">
          <Title order={2} size="h4">
            <Trans>Screening questions</Trans>
          </Title>
          {campaign.screeningQuestions.length === 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>None</Trans>
            </Text>
          ) : (
            <List type="ordered" spacing="xs">
              {campaign.screeningQuestions.map((question) => (
                <List.Item key={question.id}>
                  <Group gap={6}>
                    <Text size="sm">{question.question}</Text>
                    <Badge size="xs" variant="light" tt="none">
                      {t(QUESTION_TYPE_NAMES[question.questionType])}
                    </Badge>
                    {question.required && (
                      <Badge size="xs" variant="outline" tt="none">
                        <Trans>Required</Trans>
                      </Badge>
                    )}
                  </Group>
                  {question.options.length > 0 && (
                    <Text size="xs" c="dimmed">
                      <Trans>Options: {question.options.join(' · ')}</Trans>
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
