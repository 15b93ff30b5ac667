import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenManager } from '@/lib/token-manager';
import { buildPayoutDetails } from '@/testing/admin-fixtures';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { tokenRoutes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { PayoutDetails } from './payout-details';

const REVEAL = 'POST /api/admin/influencers/user-1/personal-data';

afterEach(() => {
  tokenManager.clear();
});

describe('PayoutDetails', () => {
  it('shows the account and identity numbers masked, each with a Show button', () => {
    renderWithProviders(<PayoutDetails payout={buildPayoutDetails()} />);
    expect(screen.getByText('Maybank')).toBeInTheDocument();
    expect(screen.getByText('••••7890')).toBeInTheDocument();
    expect(screen.getByText('hidden, ending in 7890')).toBeInTheDocument();
    expect(screen.getByText('••••5678')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Account number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show NRIC' })).toBeInTheDocument();
  });

  it('asks why before showing a number in full, and lets the admin copy it', async () => {
    const person = userEvent.setup();
    const fetchMock = stubFetch({
      ...tokenRoutes,
      [REVEAL]: { body: { field: 'bank-account', value: '1234 5678 90' } },
    });
    renderWithProviders(<PayoutDetails payout={buildPayoutDetails()} />);

    await person.click(screen.getByRole('button', { name: 'Show Account number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Show Account number' });
    await person.click(within(dialog).getByRole('button', { name: 'Show number' }));
    expect(await within(dialog).findByText('Please choose why you need to see this number')).toBeInTheDocument();
    expect(requestsTo(fetchMock, REVEAL)).toEqual([]);

    await person.selectOptions(
      within(dialog).getByRole('combobox', { name: /Why do you need to see it\?/ }),
      'Making a payout',
    );
    await person.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), 'December batch');
    await person.click(within(dialog).getByRole('button', { name: 'Show number' }));

    expect(await within(dialog).findByText('1234 5678 90')).toBeInTheDocument();
    expect(requestsTo(fetchMock, REVEAL).map((request) => request.body)).toEqual([
      { field: 'bank-account', reason: 'Making a payout: December batch' },
    ]);
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();

    await person.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('1234 5678 90')).not.toBeInTheDocument();
    expect(screen.getByText('••••7890')).toBeInTheDocument();
  });

  it('needs words for another reason, and sends nothing without them', async () => {
    const person = userEvent.setup();
    const fetchMock = stubFetch({
      ...tokenRoutes,
      [REVEAL]: { body: { field: 'id-number', value: '960412-10-5678' } },
    });
    renderWithProviders(<PayoutDetails payout={buildPayoutDetails()} />);

    await person.click(screen.getByRole('button', { name: 'Show NRIC' }));
    const dialog = await screen.findByRole('dialog', { name: 'Show NRIC' });
    await person.selectOptions(
      within(dialog).getByRole('combobox', { name: /Why do you need to see it\?/ }),
      'Another reason',
    );
    await person.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'ab');
    await person.click(within(dialog).getByRole('button', { name: 'Show number' }));
    expect(await within(dialog).findByText('Please say why you need to see this number')).toBeInTheDocument();
    expect(requestsTo(fetchMock, REVEAL)).toEqual([]);

    await person.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'c audit');
    await person.click(within(dialog).getByRole('button', { name: 'Show number' }));
    expect(await within(dialog).findByText('960412-10-5678')).toBeInTheDocument();
    expect(requestsTo(fetchMock, REVEAL).map((request) => request.body)).toEqual([
      { field: 'id-number', reason: 'abc audit' },
    ]);
  });
});
