import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { paymentStanding, type PaymentFacts } from '@portal/domain/terms';
import { formatCalendarDate, formatDate } from '@/lib/format-date';

interface PaymentStandingTextProps {
  payment: PaymentFacts;
  /** The screen's clock: overdue is counted from it. */
  now: Date;
  size?: 'xs' | 'sm';
}

/**
 * Where a task's payment stands: 'Payment due by 12 Dec 2026', then 'Overdue by 3 days' (in the
 * theme's danger colour, with an icon: colour is never the only sign), then 'Paid on 10 Dec 2026
 * · ref. MBB-1234'. Nothing before it is approved for payment.
 */
export function PaymentStandingText({ payment, now, size = 'sm' }: PaymentStandingTextProps) {
  const { t } = useLingui();
  const standing = paymentStanding(payment, now);
  if (!standing) {
    return null;
  }
  switch (standing.kind) {
    case 'due': {
      const date = formatCalendarDate(standing.dueOn);
      return <Text size={size}>{t`Payment due by ${date}`}</Text>;
    }
    case 'overdue':
      return (
        <Group gap={4} wrap="nowrap">
          <IconAlertTriangle size={16} color="var(--mantine-color-red-text)" aria-hidden="true" />
          <Text size={size} fw={600} c="red">
            {plural(standing.daysOverdue, { one: 'Overdue by # day', other: 'Overdue by # days' })}
          </Text>
        </Group>
      );
    case 'paid': {
      const date = formatDate(standing.paidAt);
      const reference = standing.reference;
      return <Text size={size}>{reference ? t`Paid on ${date} · ref. ${reference}` : t`Paid on ${date}`}</Text>;
    }
  }
}
