import { Trans } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { PaidPayoutsTable } from '@/features/back-office/payouts/components/paid-payouts-table';
import { PayoutsTable } from '@/features/back-office/payouts/components/payouts-table';
import { QueueNav } from '@/features/back-office/queues/components/queue-nav';
import { ReferralFeesTable } from '@/features/back-office/payouts/components/referral-fees-table';

/** `/admin/payouts`: the payouts queue, the paid ones (filterable), then the referral fees due. */
export function AdminPayoutsRoute() {
  return (
    <Stack gap="xl">
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Payouts</Trans>
        </Title>
        <QueueNav current="payouts" />
        <PayoutsTable />
      </Stack>
      <Stack gap="lg">
        <Title order={2}>
          <Trans>Paid payouts</Trans>
        </Title>
        <PaidPayoutsTable />
      </Stack>
      <Stack gap="lg">
        <Title order={2}>
          <Trans>Referral fees due</Trans>
        </Title>
        <ReferralFeesTable />
      </Stack>
    </Stack>
  );
}
