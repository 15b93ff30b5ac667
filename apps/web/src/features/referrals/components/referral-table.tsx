import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId } from 'react';
import { Link, useLocation } from 'wouter';
import type { ReferralRow, ReferralStatus } from '@portal/domain/referrals';
import { paths } from '@/config/paths';
import { useReferrals } from '../api/get-referrals';
import { TableScroller } from '@/components/table-scroller';
import classes from './referral-table.module.css';

/** SPEC §4 referral status labels (`referralStatusLabel` in domain), in the page's language. */
const REFERRAL_STATUS_LABELS: Record<ReferralStatus, MessageDescriptor> = {
  'REFERRAL-INVITED': msg`Invited`,
  'REFERRAL-PAYMENT': msg`Pending`,
  'REFERRAL-COMPLETED': msg`Approved`,
  'REFERRAL-REJECTED': msg`Rejected`,
};

const isReferralStatus = (status: string): status is ReferralStatus =>
  Object.prototype.hasOwnProperty.call(REFERRAL_STATUS_LABELS, status);

/** The payment of a referral's fee: paid (with a link to the payment history), pending, rejected or none yet. */
function PaymentStatus({ status }: { status: ReferralRow['status'] }) {
  switch (status) {
    case 'REFERRAL-COMPLETED':
      return (
        <Trans>
          Paid{' '}
          <Anchor component={Link} to={paths.paymentHistory.getHref()}>
            View
          </Anchor>
        </Trans>
      );
    case 'REFERRAL-PAYMENT':
      return <Trans>Pending</Trans>;
    case 'REFERRAL-REJECTED':
      return <Trans>Rejected</Trans>;
    default:
      return '-';
  }
}

const SECTION_ID = 'referrals';

/**
 * SPEC §2 task detail: the friends the creator referred to the campaign, and their referral and
 * payment status. A task card's Referral Status link (`#referrals`) scrolls to it.
 */
export function ReferralTable({ campaignId }: { campaignId: string }) {
  const { t } = useLingui();
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
        <TableScroller label={t`Referrals`} minWidth={480}>
          <table className={classes.table}>
            <thead>
              <tr>
                <th>
                  <Trans>Name</Trans>
                </th>
                <th>
                  <Trans>Referral Status</Trans>
                </th>
                <th>
                  <Trans>Payment Status</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {referrals.data.map((referral) => (
                <tr key={referral.id}>
                  <td>{referral.referredUserDetails.fullName}</td>
                  <td>{isReferralStatus(referral.status) ? t(REFERRAL_STATUS_LABELS[referral.status]) : t`Unknown`}</td>
                  <td>
                    <PaymentStatus status={referral.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </Stack>
  );
}
