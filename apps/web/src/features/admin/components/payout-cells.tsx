import { Table } from '@mantine/core';
import type { PayoutDetails as Payout } from '@portal/domain/admin';
import { PayoutDetails } from '@/components/payout-details';

/** A payout table's three cells on where the money goes (under `PayoutHeaderCells`): method, details, identity document. */
export function PayoutCells({ payout }: { payout: Payout | null }) {
  return (
    <>
      <Table.Td>{payout?.paymentMethod ?? '—'}</Table.Td>
      <Table.Td>
        <PayoutDetails payout={payout} part="account" />
      </Table.Td>
      <Table.Td>
        <PayoutDetails payout={payout} part="document" />
      </Table.Td>
    </>
  );
}
