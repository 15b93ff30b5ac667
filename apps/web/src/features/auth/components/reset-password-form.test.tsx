import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { ResetPasswordForm } from './reset-password-form';

async function submitNewPassword(password: string) {
  const person = userEvent.setup();
  await person.type(screen.getByLabelText('New Password'), password);
  await person.type(screen.getByLabelText('Confirm Password'), password);
  await person.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordForm', () => {
  it('sets the new password with the token of the link', async () => {
    const fetchMock = stubFetch({ 'POST /api/identity/reset-password': { body: { status: true } } });
    const onPasswordReset = vi.fn();
    renderWithProviders(<ResetPasswordForm token="reset-token" onPasswordReset={onPasswordReset} />);

    await submitNewPassword('brand new secret');

    expect(await screen.findByText('Password Updated')).toBeInTheDocument();
    expect(onPasswordReset).toHaveBeenCalledOnce();
    expect(requestsTo(fetchMock, 'POST /api/identity/reset-password')[0]?.body).toEqual({
      newPassword: 'brand new secret',
      token: 'reset-token',
    });
  });

  it('shows the code of a failure and what it means', async () => {
    stubFetch({
      'POST /api/identity/reset-password': { status: 400, body: { code: 'INVALID_TOKEN', message: 'Invalid token' } },
    });
    renderWithProviders(<ResetPasswordForm token="stale-token" onPasswordReset={vi.fn()} />);

    await submitNewPassword('brand new secret');

    expect(await screen.findByText('Error resetting password invalid-reset-link')).toBeInTheDocument();
    expect(
      screen.getByText('This reset link is invalid or has expired. Please ask for a new one.'),
    ).toBeInTheDocument();
  });
});
