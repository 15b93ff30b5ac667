import { Stack, Table, Text } from '@mantine/core';
import { formatMoney } from '@portal/domain/money';
import { totalsByCurrency, type PaymentHistoryRow } from '@portal/domain/referrals';
import { Paginator } from '@/components/paginator';
import { formatDate } from '@/lib/format-date';
import { usePagination } from '@/lib/use-pagination';

/** SPEC §4 Payment History: the creator's task and referral payments, a page at a time, with a total per currency. */
export function PaymentHistoryTable({ rows }: { rows: PaymentHistoryRow[] }) {
  const pagination = usePagination(rows);

  if (rows.length === 0) {
    return <Text>You do not have any payments yet.</Text>;
  }
  return (
    <Stack gap="lg">
      <Table.ScrollContainer minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Th>Campaign</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pagination.visibleItems.map((row) => (
              <Table.Tr key={`${row.type}-${row.id}`}>
                <Table.Td>{formatDate(row.date)}</Table.Td>
                <Table.Td>{row.campaign}</Table.Td>
                <Table.Td>{row.type}</Table.Td>
                <Table.Td>{formatMoney(row.amountMinor, row.currency)}</Table.Td>
                <Table.Td>{row.status}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Paginator {...pagination.paginatorProps} />
      <Stack gap={4} align="flex-end">
        {totalsByCurrency(rows).map(({ currency, totalMinor }) => (
          <Text key={currency} fw={600}>
            Total {formatMoney(totalMinor, currency)}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}
