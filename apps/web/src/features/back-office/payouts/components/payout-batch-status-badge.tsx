import { useLingui } from '@lingui/react/macro';
import { Badge, type MantineColor } from '@mantine/core';
import type { PayoutBatchStatus, PayoutLineStatus } from '@portal/domain/admin';
import { WRAPPING_BADGE } from '@/components/status-badge';
import { BATCH_STATUS_LABELS, LINE_STATUS_LABELS } from '../payout-batch-labels';

/** Waiting on the team or the rail, done, or come back: the colours of the task statuses' meanings. */
const LINE_COLORS: Record<PayoutLineStatus, MantineColor> = {
  scheduled: 'blue',
  sent: 'blue',
  paid: 'teal',
  unclaimed: 'orange',
  returned: 'red',
  failed: 'red',
};
const BATCH_COLORS: Record<PayoutBatchStatus, MantineColor> = {
  scheduled: 'blue',
  sending: 'blue',
  sent: 'blue',
  settled: 'teal',
};

type BadgeStatus = { kind: 'line'; status: PayoutLineStatus } | { kind: 'batch'; status: PayoutBatchStatus };

/** A payout batch's or line's status, in words and in the colour of what it means. */
export function PayoutBatchStatusBadge(props: BadgeStatus) {
  const { t } = useLingui();
  const [label, color] =
    props.kind === 'line'
      ? [LINE_STATUS_LABELS[props.status], LINE_COLORS[props.status]]
      : [BATCH_STATUS_LABELS[props.status], BATCH_COLORS[props.status]];
  return (
    <Badge variant="light" color={color} tt="none" size="md" radius="sm" fw={600} styles={WRAPPING_BADGE}>
      {t(label)}
    </Badge>
  );
}
