import { useLingui } from '@lingui/react/macro';
import type { PayoutBatch } from '@portal/domain/admin';
import { DetailList } from '@/components/detail-list';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { RAIL_LABELS } from '../payout-batch-labels';
import { PayoutBatchStatusBadge } from './payout-batch-status-badge';

const when = (time: string | null) => (time ? formatDateTime(time) : '—');

/** A batch at a glance: rail, currency, status, total, its dates and the rail's id for it. */
export function PayoutBatchSummary({ batch }: { batch: PayoutBatch }) {
  const { t } = useLingui();
  return (
    <DetailList
      rows={[
        { label: t`Rail`, value: t(RAIL_LABELS[batch.method]) },
        { label: t`Currency`, value: batch.currency },
        { label: t`Status`, value: <PayoutBatchStatusBadge kind="batch" status={batch.status} /> },
        { label: t`Total`, value: formatMoney(batch.total, batch.currency) },
        { label: t`Created`, value: when(batch.createdAt) },
        { label: t`Sent`, value: when(batch.sentAt) },
        { label: t`Settled`, value: when(batch.settledAt) },
        { label: t`Rail's batch id`, value: batch.railBatchId ?? '—' },
      ]}
    />
  );
}
