import { Trans } from '@lingui/react/macro';
import { Table } from '@mantine/core';

/** The headers over `PayoutCells`: payment method, payment details, identity document. */
export function PayoutHeaderCells() {
  return (
    <>
      <Table.Th>
        <Trans>Payment method</Trans>
      </Table.Th>
      <Table.Th>
        <Trans>Payment details</Trans>
      </Table.Th>
      <Table.Th>
        <Trans>Identity document</Trans>
      </Table.Th>
    </>
  );
}
