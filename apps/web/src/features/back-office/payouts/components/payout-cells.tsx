import { useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import type { PayoutDetails as Payout } from '@portal/domain/admin';
import { PayoutDetails } from '@/features/back-office/shared/components/payout-details';
import { PAYMENT_METHOD_LABELS } from '@/lib/i18n/choice-labels';

/** A payout table's three cells on where the money goes (under `PayoutHeaderCells`): method, details, identity document. */
export function PayoutCells({ payout }: { payout: Payout | null }) {
  const { i18n } = useLingui();
  return (
    <>
      <Table.Td>{payout?.paymentMethod ? i18n._(PAYMENT_METHOD_LABELS[payout.paymentMethod]) : '—'}</Table.Td>
      <Table.Td>
        <PayoutDetails payout={payout} part="account" />
      </Table.Td>
      <Table.Td>
        <PayoutDetails payout={payout} part="document" />
      </Table.Td>
    </>
  );
}
