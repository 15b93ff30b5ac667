import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenManager } from '@/lib/token-manager';
import { stubFetch } from '@/testing/fetch-stub';
import { buildUser, storedSessionRoutes } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { selectOption } from '@/testing/select-option';

afterEach(() => {
  tokenManager.clear();
});

describe('Payment Details page', () => {
  it('saves the details into the signed-in user, shown masked on the dashboard', async () => {
    const saved = buildUser({
      paymentMethod: 'Bank Transfer',
      bankName: 'Maybank',
      bankAccName: 'Ana Creator',
      bankAccNo: '1234 5678 9012',
    });
    stubFetch({ ...storedSessionRoutes(buildUser()), 'PUT /api/auth/bank': { body: saved } });
    renderApp('/bank-details');
    const person = userEvent.setup();

    await screen.findByRole('button', { name: 'Save' });
    await selectOption(person, 'Payment Method', 'Bank Transfer');
    await selectOption(person, 'Bank Name', 'Maybank');
    await person.type(screen.getByLabelText('Bank Account Name'), 'Ana Creator');
    await person.type(screen.getByLabelText('Bank Account Number'), '1234 5678 9012');
    await person.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Payment details updated')).toBeInTheDocument();

    await person.click(screen.getByRole('link', { name: 'My Dashboard' }));
    expect(await screen.findByText('••••••••9012')).toBeInTheDocument();
    expect(screen.queryByText('1234 5678 9012')).not.toBeInTheDocument();
  });
});
