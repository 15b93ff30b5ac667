import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Table, Text } from '@mantine/core';
import type { PaymentStatement as Statement, PaymentStatementLine } from '@portal/domain/earnings';
import { formatMoney } from '@portal/domain/money';
import { formatDate } from '@/lib/format-date';
import { intlLocale } from '@/lib/i18n/locale';
import classes from './payment-statement.module.css';

const RAIL_NAMES: Record<Statement['method'], MessageDescriptor> = {
  paypal: msg`PayPal`,
  bank: msg`Bank transfer`,
  manual: msg`Paid by hand`,
};

function LineRow({ line }: { line: PaymentStatementLine }) {
  const { t } = useLingui();
  const { campaign } = line;
  const friend = line.friendName ?? '';
  const what = line.referralId === null ? t`Task: ${campaign}` : t`Referral fee for ${friend}: ${campaign}`;
  return (
    <Table.Tr>
      <Table.Td>{formatDate(line.paidAt)}</Table.Td>
      <Table.Td>{what}</Table.Td>
      <Table.Td>{line.reference ?? '—'}</Table.Td>
      <Table.Td className={classes.amount}>{formatMoney(line.amountMinor, line.currency, intlLocale())}</Table.Td>
    </Table.Tr>
  );
}

/** The creator's statement of one payout: who paid whom, each payment, the total per currency, the rail and when. */
export function PaymentStatement({ statement }: { statement: Statement }) {
  const { t } = useLingui();
  const { payerName, creatorName, batchId } = statement;
  const rail = t(RAIL_NAMES[statement.method]);
  const paidOn = formatDate(statement.paidAt);
  return (
    <Stack gap="md" className={classes.statement}>
      <Stack gap={4}>
        <Text>
          <Trans>Paid by: {payerName}</Trans>
        </Text>
        <Text>
          <Trans>Paid to: {creatorName}</Trans>
        </Text>
        <Text>
          <Trans>Paid on: {paidOn}</Trans>
        </Text>
        <Text>
          <Trans>Paid through: {rail}</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          <Trans>Statement number: {batchId}</Trans>
        </Text>
      </Stack>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Date paid</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>For</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Reference</Trans>
            </Table.Th>
            <Table.Th className={classes.amount}>
              <Trans>Amount</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {statement.lines.map((line) => (
            <LineRow key={line.taskId ?? line.referralId} line={line} />
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {statement.totals.map((total) => (
            <Table.Tr key={total.currency}>
              <Table.Th colSpan={3}>
                <Trans>Total</Trans>
              </Table.Th>
              <Table.Th className={classes.amount}>
                {formatMoney(total.amountMinor, total.currency, intlLocale())}
              </Table.Th>
            </Table.Tr>
          ))}
        </Table.Tfoot>
      </Table>
    </Stack>
  );
}
