import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, List, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { CAMPAIGN_CHANGED, type Campaign } from '@portal/domain/admin';
import { formatDateTime } from '@/lib/format-date';
import { translateDomainMessage } from '@/lib/i18n/translate-errors';
import { platformText, TASK_TYPE_TEXTS, USAGE_RIGHTS_TEXTS } from '@/features/back-office/shared/task-labels';

interface CampaignConflictProps {
  /** The campaign as the form's values started from it. */
  before: Campaign;
  /** The campaign as another manager saved it since. */
  theirs: Campaign;
}

/**
 * Says that another manager saved the campaign while this form was open, and shows each field they
 * changed with its value now; the form keeps what this manager typed.
 */
export function CampaignConflict({ before, theirs }: CampaignConflictProps) {
  const { t } = useLingui();
  const orEmpty = (text: string | number | null) => (text === null || text === '' ? t`(empty)` : String(text));
  const yesNo = (flag: boolean) => (flag ? t`Yes` : t`No`);
  const fields: { label: string; text: (campaign: Campaign) => string }[] = [
    { label: t`Title`, text: (campaign) => campaign.title },
    { label: t`Brand logo`, text: (campaign) => orEmpty(campaign.brandLogoUrl) },
    { label: t`Task type`, text: (campaign) => t(TASK_TYPE_TEXTS[campaign.taskType]) },
    { label: t`Platform`, text: (campaign) => t(platformText(campaign.platform)) },
    { label: t`Currency`, text: (campaign) => campaign.currency },
    { label: t`Incentive`, text: (campaign) => String(campaign.incentive) },
    { label: t`Deadline`, text: (campaign) => formatDateTime(campaign.deadline) },
    { label: t`Unique comment URL`, text: (campaign) => orEmpty(campaign.uniqueCommentUrl) },
    { label: t`Requirements`, text: (campaign) => orEmpty(campaign.requirements) },
    { label: t`Instructions`, text: (campaign) => orEmpty(campaign.instructions) },
    { label: t`Requires a report`, text: (campaign) => yesNo(campaign.requiresReport) },
    { label: t`Referral fee`, text: (campaign) => orEmpty(campaign.referralFee) },
    { label: t`Referral criteria`, text: (campaign) => orEmpty(campaign.referralCriteria) },
    { label: t`Referral instructions`, text: (campaign) => orEmpty(campaign.referralInstructions) },
    { label: t`Payment within (working days)`, text: (campaign) => String(campaign.terms.paymentDays) },
    { label: t`Brand review within (working days)`, text: (campaign) => String(campaign.terms.reviewDays) },
    { label: t`Revisions included`, text: (campaign) => String(campaign.terms.revisionsIncluded) },
    {
      label: t`Approve drafts and submissions automatically`,
      text: (campaign) => yesNo(campaign.autoApproveLateReviews),
    },
    { label: t`Content usage rights`, text: (campaign) => t(USAGE_RIGHTS_TEXTS[campaign.terms.usageRights]) },
    { label: t`Usage rights note`, text: (campaign) => orEmpty(campaign.terms.usageNote) },
    {
      label: t`Screening questions`,
      text: (campaign) => orEmpty(campaign.screeningQuestions.map((question) => question.question).join('; ')),
    },
  ];
  const changes = fields.filter((field) => field.text(before) !== field.text(theirs));
  const savedAt = formatDateTime(theirs.updatedAt);
  const alert = useRef<HTMLDivElement>(null);
  // The manager pressed Save at the foot of a long form: bring them to what happened.
  useEffect(() => {
    alert.current?.focus();
  }, [theirs.updatedAt]);

  return (
    <Alert
      ref={alert}
      tabIndex={-1}
      color="yellow"
      variant="light"
      role="alert"
      title={translateDomainMessage(CAMPAIGN_CHANGED)}
    >
      <Stack gap="xs">
        {changes.length > 0 ? (
          <>
            <Text size="sm">
              <Trans>They saved it at {savedAt}. What they changed, as it is now:</Trans>
            </Text>
            <List size="sm" spacing={4}>
              {changes.map((change) => (
                <List.Item key={change.label}>
                  <Text span size="sm" fw={600}>
                    {change.label}:
                  </Text>{' '}
                  <Text span size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                    {change.text(theirs)}
                  </Text>
                </List.Item>
              ))}
            </List>
          </>
        ) : (
          <Text size="sm">
            <Trans>They saved it at {savedAt}, with the same values you started from.</Trans>
          </Text>
        )}
        <Text size="sm">
          <Trans>
            What you typed is still in the form. Save again to replace their version with yours, or cancel to keep
            theirs.
          </Trans>
        </Text>
      </Stack>
    </Alert>
  );
}
