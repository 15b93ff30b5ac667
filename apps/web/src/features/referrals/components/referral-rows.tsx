import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { Link } from 'wouter';
import type { ReferralRow, ReferralStatus } from '@portal/domain/referrals';
import { paths } from '@/config/paths';
import { TableScroller } from '@/components/table-scroller';
import classes from './referral-rows.module.css';

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

/** The referrals' table, loaded once there are referrals to show. */
export function ReferralRows({ referrals }: { referrals: ReferralRow[] }) {
  const { t } = useLingui();
  return (
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
          {referrals.map((referral) => (
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
  );
}
