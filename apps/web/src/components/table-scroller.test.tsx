import { Button, Table } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { TableScroller } from './table-scroller';

const FIRST = { id: '1', amount: 'RM 150.00', status: 'Paid' };
const SECOND = { id: '2', amount: 'RM 20.00', status: 'Pending' };

/** A payments table whose second row comes later, as a next page's would. */
function Payments({ initialRows }: { initialRows: (typeof FIRST)[] }) {
  const [rows, setRows] = useState(initialRows);
  return (
    <>
      <Button onClick={() => setRows([FIRST, SECOND])}>Load more</Button>
      <TableScroller label="Payments" minWidth={600}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Amount</Table.Th>
              <Table.Th>Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>{row.amount}</Table.Td>
                <Table.Td>{row.status}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroller>
    </>
  );
}

describe('TableScroller', () => {
  it('is a named region the keyboard can reach', () => {
    renderWithProviders(<Payments initialRows={[]} />);
    expect(screen.getByRole('region', { name: 'Payments' })).toHaveAttribute('tabindex', '0');
  });

  it("names each cell by its column, for the phone's stacked cards, also in rows added later", async () => {
    renderWithProviders(<Payments initialRows={[FIRST]} />);
    expect(screen.getByRole('cell', { name: 'RM 150.00' })).toHaveAttribute('data-label', 'Amount');
    expect(screen.getByRole('cell', { name: 'Paid' })).toHaveAttribute('data-label', 'Status');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getByRole('cell', { name: 'Pending' })).toHaveAttribute('data-label', 'Status'));
    expect(screen.getByRole('cell', { name: 'RM 20.00' })).toHaveAttribute('data-label', 'Amount');
  });
});
