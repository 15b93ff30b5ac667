import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Breadcrumbs, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'wouter';
import { adminPaths } from '@/config/admin-paths';
import { LoadError } from '@/components/load-error';
import { usePayoutBatch } from '@/features/back-office/payouts/api/get-payout-batch';
import { RAIL_LABELS } from '@/features/back-office/payouts/payout-batch-labels';
import { PayoutBatchActions } from '@/features/back-office/payouts/components/payout-batch-actions';
import { PayoutBatchLines } from '@/features/back-office/payouts/components/payout-batch-lines';
import { PayoutBatchSummary } from '@/features/back-office/payouts/components/payout-batch-summary';

/** `/admin/payout-batches/:batchId`: a batch, what can be done with it on its rail now, and its lines. */
export function AdminPayoutBatchRoute() {
  const { t } = useLingui();
  const { batchId = '' } = useParams();
  const batch = usePayoutBatch(batchId);
  const data = batch.data;
  const rail = data ? t(RAIL_LABELS[data.method]) : '';
  const currency = data?.currency ?? '';

  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to={adminPaths.adminPayoutBatches.getHref()}>
          <Trans>Payout batches</Trans>
        </Anchor>
        <Text>{data ? `${rail} · ${currency}` : t`Batch`}</Text>
      </Breadcrumbs>
      <Title order={1}>{data ? t`${rail} batch in ${currency}` : t`Payout batch`}</Title>
      {batch.isPending && (
        <Stack gap="md" role="status" aria-label={t`Loading the payout batch`}>
          <Skeleton height={160} />
          <Skeleton height={240} />
        </Stack>
      )}
      {batch.isError && (
        <LoadError
          title={t`The payout batch could not be loaded`}
          error={batch.error}
          onRetry={() => void batch.refetch()}
        />
      )}
      {data && (
        <>
          <PayoutBatchSummary batch={data} />
          <PayoutBatchActions batch={data} />
          <Title order={2}>
            <Trans>Lines</Trans>
          </Title>
          <PayoutBatchLines lines={data.lineItems} />
        </>
      )}
    </Stack>
  );
}
