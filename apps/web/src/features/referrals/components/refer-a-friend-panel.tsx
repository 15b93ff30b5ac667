import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Loader, Stack, TextInput, Title } from '@mantine/core';
import { useId } from 'react';
import { LINK_COPIED, referralPath } from '@portal/domain/referrals';
import type { CampaignDetails } from '@portal/domain/tasks';
import { DetailList } from '@/components/detail-list';
import { formatMoney } from '@/lib/format-money';
import { notify } from '@/lib/notify';
import { useCreateReferralLink } from '../api/create-referral-link';
import { useReferralLink } from '../api/get-referral-link';

interface ReferAFriendPanelProps {
  campaignId: string;
  campaign: CampaignDetails;
  referralFee: number;
}

/** The referral link as a full site address, with a Copy action. */
function ReferralLinkField({ code }: { code: string }) {
  const { t } = useLingui();
  const url = `${window.location.origin}${referralPath(code)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(LINK_COPIED);
    } catch (error) {
      console.warn('Could not copy the referral link', error);
    }
  };

  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <TextInput label={t`Referral Link`} value={url} readOnly style={{ flex: 1 }} />
      <Button variant="light" onClick={() => void copy()}>
        <Trans>Copy</Trans>
      </Button>
    </Group>
  );
}

/**
 * SPEC §2 task detail: the campaign's referral fee, criteria and instructions, and the creator's
 * referral link for it, generated on the first click. A failed load of the link is only logged:
 * the creator can still generate it (the same link, if they had one).
 */
export function ReferAFriendPanel({ campaignId, campaign, referralFee }: ReferAFriendPanelProps) {
  const { t } = useLingui();
  const titleId = useId();
  const link = useReferralLink(campaignId);
  const creation = useCreateReferralLink();
  const code = link.data?.code ?? null;

  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        <Trans>Refer a Friend</Trans>
      </Title>
      <DetailList
        rows={[
          { label: t`Referral Fee`, value: formatMoney(referralFee, campaign.currency) },
          { label: t`Referral Criteria`, value: campaign.referralCriteria },
          { label: t`Referral Instructions`, value: campaign.referralInstructions },
        ]}
      />
      {link.isPending && <Loader size="sm" role="status" aria-label={t`Loading referral link`} />}
      {code && <ReferralLinkField code={code} />}
      {!link.isPending && !code && (
        <Button
          onClick={() => creation.mutate(campaignId)}
          loading={creation.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Generate Referral Link</Trans>
        </Button>
      )}
    </Stack>
  );
}
