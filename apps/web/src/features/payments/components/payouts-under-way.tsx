import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@portal/domain/money';
import type { PayoutTracker as Tracker } from '@portal/domain/earnings';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PayoutTracker } from './payout-tracker';
import { StatementLink } from './statement-link';
import { intlLocale } from '@/lib/i18n/locale';
import { usePayoutTrackers } from '../api/get-payout-trackers';

function PayoutCard({ tracker }: { tracker: Tracker }) {
  const { t } = useLingui();
  const what = tracker.referralId === null ? tracker.campaign : t`Referral fee · ${tracker.campaign}`;
  return (
    <Paper withBorder p="md" component="li">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Text fw={600}>{what}</Text>
          <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(tracker.amountMinor, tracker.currency, intlLocale())}
          </Text>
        </Group>
        <PayoutTracker tracker={tracker} />
        {tracker.stage === 'paid' && tracker.batchId && <StatementLink batchId={tracker.batchId} />}
      </Stack>
    </Paper>
  );
}

function PayoutList({ trackers, label }: { trackers: Tracker[]; label: string }) {
  return (
    <Stack component="ul" gap="sm" aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {trackers.map((tracker) => (
        <PayoutCard key={tracker.taskId ?? tracker.referralId} tracker={tracker} />
      ))}
    </Stack>
  );
}

/**
 * Payment History's payouts on their way: those not paid yet, each with where it stands (and what
 * to do about one that came back), then those paid lately.
 */
export function PayoutsUnderWay() {
  const { t } = useLingui();
  const payouts = usePayoutTrackers();
  const all = payouts.data?.payouts ?? [];
  const underWay = all.filter((tracker) => tracker.stage !== 'paid');
  const paid = all.filter((tracker) => tracker.stage === 'paid');

  return (
    <Stack gap="md" component="section" aria-labelledby="payouts-under-way">
      <Title order={2} id="payouts-under-way">
        <Trans>Payouts under way</Trans>
      </Title>
      {payouts.isPending && (
        <Text role="status">
          <Trans>Loading your payouts...</Trans>
        </Text>
      )}
      {payouts.isError && (
        <LoadError
          title={t`Could not load your payouts`}
          error={payouts.error}
          onRetry={() => void payouts.refetch()}
        />
      )}
      {payouts.isSuccess && underWay.length === 0 && (
        <EmptyState message={<Trans>No payout is on its way to you right now.</Trans>} />
      )}
      {underWay.length > 0 && <PayoutList trackers={underWay} label={t`Payouts under way`} />}
      {paid.length > 0 && (
        <>
          <Title order={3}>
            <Trans>Paid lately</Trans>
          </Title>
          <PayoutList trackers={paid} label={t`Paid lately`} />
        </>
      )}
    </Stack>
  );
}
