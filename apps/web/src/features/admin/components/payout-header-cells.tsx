import { Table } from '@mantine/core';

/** The headers over `PayoutCells`: payment method, payment details, identity document. */
export function PayoutHeaderCells() {
  return (
    <>
      <Table.Th>Payment method</Table.Th>
      <Table.Th>Payment details</Table.Th>
      <Table.Th>Identity document</Table.Th>
    </>
  );
}
