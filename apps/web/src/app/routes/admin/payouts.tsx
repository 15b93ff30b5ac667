import { Stack, Title } from '@mantine/core';
import { PayoutsTable } from '@/features/admin/components/payouts-table';
import { QueueNav } from '@/features/admin/components/queue-nav';
import { ReferralFeesTable } from '@/features/admin/components/referral-fees-table';

/** `/admin/payouts`: the payouts queue, then the referral fees due. */
export function AdminPayoutsRoute() {
  return (
    <Stack gap="xl">
      <Stack gap="lg">
        <Title order={1}>Payouts</Title>
        <QueueNav current="payouts" />
        <PayoutsTable />
      </Stack>
      <Stack gap="lg">
        <Title order={2}>Referral fees due</Title>
        <ReferralFeesTable />
      </Stack>
    </Stack>
  );
}
