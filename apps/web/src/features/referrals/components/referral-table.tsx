import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useId } from 'react';
import { useLocation } from 'wouter';
import { useReferrals } from '../api/get-referrals';

// The table's code loads once there are referrals to show: most tasks' first load has none.
const ReferralRows = lazy(() => import('./referral-rows').then(({ ReferralRows }) => ({ default: ReferralRows })));

const SECTION_ID = 'referrals';

/**
 * SPEC §2 task detail: the friends the creator referred to the campaign, and their referral and
 * payment status. A task card's Referral Status link (`#referrals`) scrolls to it.
 */
export function ReferralTable({ campaignId }: { campaignId: string }) {
  const titleId = useId();
  const referrals = useReferrals(campaignId);
  // The router follows the path only: the fragment is read from the address on each move.
  const [pathname] = useLocation();

  useEffect(() => {
    if (window.location.hash === `#${SECTION_ID}`) {
      document.getElementById(SECTION_ID)?.scrollIntoView();
    }
  }, [pathname]);

  return (
    <Stack gap="md" component="section" id={SECTION_ID} aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        <Trans>Referrals</Trans>
      </Title>
      {referrals.isPending && (
        <Text role="status">
          <Trans>Loading referrals...</Trans>
        </Text>
      )}
      {referrals.data?.length === 0 && (
        <Text>
          <Trans>No referrals yet.</Trans>
        </Text>
      )}
      {referrals.data && referrals.data.length > 0 && (
        <Suspense fallback={null}>
          <ReferralRows referrals={referrals.data} />
        </Suspense>
      )}
    </Stack>
  );
}
