import { useLingui } from '@lingui/react/macro';
import { Group, Stack, Text, Title } from '@mantine/core';
import { platformLabel, TASK_TYPE_LABELS, type Invite } from '@portal/domain/tasks';
import { BrandMark } from '@/components/brand-mark';
import { DetailList } from '@/components/detail-list';
import { formatMoney } from '@/lib/format-money';
import { translateMessage } from '@/lib/i18n/translate-message';
import { TermsCard } from './terms-card';

interface CampaignInfoProps {
  /** The display fields every campaign has, on a task or on an invite. */
  campaign: Invite['inviteCampaign'];
  /** The creator's incentive (a task's own), in the campaign's currency. */
  incentive: number;
  /** The brand has set aside the money for the task's payment (a task's `paymentSecured`). */
  paymentSecured?: boolean;
}

/** SPEC §2 task detail: brand logo, title, task type, incentive, platform, requirements and instructions, then the terms. */
export function CampaignInfo({ campaign, incentive, paymentSecured = false }: CampaignInfoProps) {
  const { t } = useLingui();
  const campaignTitle = campaign.campaignTitle;
  return (
    <Stack gap="md">
      <Group gap="md" wrap="nowrap">
        <BrandMark
          campaignTitle={campaignTitle}
          logoUrl={campaign.brandLogoURL}
          logoAlt={t`${campaignTitle} logo`}
          size={64}
        />
        <Title order={1}>{campaign.campaignTitle}</Title>
      </Group>
      {/* What the task pays: the figure a creator looks for first. */}
      <div>
        <Text size="sm" c="dimmed">
          {t`Incentive`}
        </Text>
        <Text fw={800} fz={28} lh={1.2} c="var(--mantine-color-violet-text)">
          {formatMoney(incentive, campaign.currency)}
        </Text>
      </div>
      <DetailList
        rows={[
          { label: t`Task Type`, value: translateMessage(TASK_TYPE_LABELS[campaign.taskType]) },
          { label: t`Platform`, value: translateMessage(platformLabel(campaign.platform)) },
          { label: t`Requirements`, value: campaign.requirements },
          { label: t`Instructions`, value: campaign.instructions },
        ]}
      />
      <TermsCard
        terms={campaign.terms}
        autoApproval={campaign.autoApproveLateReviews}
        paymentSecured={paymentSecured}
      />
    </Stack>
  );
}
