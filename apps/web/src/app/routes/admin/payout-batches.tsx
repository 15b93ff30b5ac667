import { Trans } from '@lingui/react/macro';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { adminPaths } from '@/config/admin-paths';
import { DuePayoutsPreview } from '@/features/back-office/payouts/components/due-payouts-preview';
import { PayoutBatchesTable } from '@/features/back-office/payouts/components/payout-batches-table';

/** `/admin/payout-batches`: what is due, to schedule in batches per rail and currency, then the batches made. */
export function AdminPayoutBatchesRoute() {
  return (
    <Stack gap="xl">
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Payout batches</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            Payouts go out in batches, each on one rail and in one currency: PayPal, a bank transfer file, or by hand.
            One payout at a time stays on the{' '}
            <Anchor component={Link} to={adminPaths.adminPayouts.getHref()}>
              Payouts
            </Anchor>{' '}
            page.
          </Trans>
        </Text>
      </Stack>
      <Stack gap="lg" component="section" aria-labelledby="due-payouts-heading">
        <Title order={2} id="due-payouts-heading">
          <Trans>Due</Trans>
        </Title>
        <DuePayoutsPreview />
      </Stack>
      <Stack gap="lg" component="section" aria-labelledby="payout-batches-heading">
        <Title order={2} id="payout-batches-heading">
          <Trans>Batches</Trans>
        </Title>
        <PayoutBatchesTable />
      </Stack>
    </Stack>
  );
}
