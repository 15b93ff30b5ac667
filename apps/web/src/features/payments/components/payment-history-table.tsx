import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Table, Text } from '@mantine/core';
import { formatMoney } from '@portal/domain/money';
import { totalsByCurrency, type PaymentHistoryRow } from '@portal/domain/referrals';
import { EmptyState } from '@/components/empty-state';
import { Paginator } from '@/components/paginator';
import { PaymentStandingText } from '@/components/payment-standing';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { intlLocale } from '@/lib/i18n/locale';
import { useNow } from '@/lib/use-now';
import { usePagination } from '@/lib/use-pagination';

const ONE_MINUTE = 60_000;

const TYPE_LABELS: Record<PaymentHistoryRow['type'], MessageDescriptor> = {
  Task: msg`Task`,
  Referral: msg`Referral`,
};

const STATUS_LABELS: Record<PaymentHistoryRow['status'], MessageDescriptor> = {
  Successful: msg`Successful`,
  Pending: msg`Pending`,
};

/**
 * SPEC §4 Payment History: the creator's task and referral payments, a page at a time, with a total per currency;
 * a task's status says when it is due, is overdue, or when it was paid and with what reference.
 * On a phone the Date and Type columns fold into the Campaign cell, so Amount and Status fit without scrolling.
 */
export function PaymentHistoryTable({ rows }: { rows: PaymentHistoryRow[] }) {
  const { t } = useLingui();
  const pagination = usePagination(rows);
  const locale = intlLocale();
  const now = useNow(ONE_MINUTE);

  if (rows.length === 0) {
    return (
      <EmptyState
        message={<Trans>You do not have any payments yet.</Trans>}
        action={{ label: t`See your invites`, href: paths.campaigns.getHref() }}
      />
    );
  }
  return (
    <Stack gap="lg">
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th visibleFrom="sm">
              <Trans>Date</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Campaign</Trans>
            </Table.Th>
            <Table.Th visibleFrom="sm">
              <Trans>Type</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Amount</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Status</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pagination.visibleItems.map((row) => {
            const type = t(TYPE_LABELS[row.type]);
            const friend = row.referredFriend;
            return (
              <Table.Tr key={`${row.type}-${row.id}`}>
                <Table.Td visibleFrom="sm">{formatDate(row.date)}</Table.Td>
                <Table.Td>
                  {row.campaign}
                  <Text hiddenFrom="sm" size="xs" c="dimmed">
                    {formatDate(row.date)} · {type}
                  </Text>
                  {friend !== null && (
                    <Text size="xs" c="dimmed">
                      <Trans>Referred friend: {friend}</Trans>
                    </Text>
                  )}
                </Table.Td>
                <Table.Td visibleFrom="sm">{type}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(row.amountMinor, row.currency, locale)}
                </Table.Td>
                <Table.Td>
                  {t(STATUS_LABELS[row.status])}
                  {row.payment && <PaymentStandingText payment={row.payment} now={now} size="xs" />}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      <Paginator {...pagination.paginatorProps} />
      <Stack gap={4} align="flex-end">
        {totalsByCurrency(rows).map(({ currency, totalMinor }) => {
          const total = formatMoney(totalMinor, currency, locale);
          return (
            <Text key={currency} fw={600}>
              <Trans>Total {total}</Trans>
            </Text>
          );
        })}
      </Stack>
    </Stack>
  );
}
