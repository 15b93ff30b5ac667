import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'wouter';
import { formatMoney } from '@portal/domain/money';
import { paths } from '@/config/paths';
import { intlLocale } from '@/lib/i18n/locale';
import { usePayoutTrackers } from '../api/get-payout-trackers';

/** The dashboard's to-do when a payment came back: which, and where to read what to do. Nothing otherwise. */
export function ReturnedPayoutsNotice() {
  const { t } = useLingui();
  const payouts = usePayoutTrackers();
  const returned = payouts.data?.payouts.filter((tracker) => tracker.stage === 'returned') ?? [];
  if (returned.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={t`A payment came back`}
      // A to-do that stays on the page, not news to announce as it loads.
      role="region"
      aria-label={t`A payment came back`}
    >
      <List size="sm" spacing={4}>
        {returned.map((tracker) => {
          const amount = formatMoney(tracker.amountMinor, tracker.currency, intlLocale());
          const campaign = tracker.campaign;
          return (
            <List.Item key={tracker.taskId ?? tracker.referralId}>
              <Trans>
                Your payment of {amount} for {campaign} came back.{' '}
                <Anchor component={Link} to={paths.paymentHistory.getHref()} size="sm">
                  What to do
                </Anchor>
              </Trans>
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
