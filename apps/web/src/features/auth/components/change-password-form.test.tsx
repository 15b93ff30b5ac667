import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { ChangePasswordForm } from './change-password-form';
import { activateAccountLocale } from '@/testing/account-locale';

async function submitPasswords(current: string, next: string, confirmation: string) {
  const person = userEvent.setup();
  await person.type(screen.getByLabelText('Current Password'), current);
  await person.type(screen.getByLabelText('New Password'), next);
  await person.type(screen.getByLabelText('Confirm New Password'), confirmation);
  await person.click(screen.getByRole('button', { name: 'Update Password' }));
}

describe('ChangePasswordForm', () => {
  it('has the current password re-checked before the new passwords are compared', async () => {
    const fetchMock = stubFetch({
      'POST /api/identity/change-password': {
        status: 400,
        body: { code: 'INVALID_PASSWORD', message: 'Invalid password' },
      },
    });
    renderWithProviders(<ChangePasswordForm />);

    await submitPasswords('wrong secret', 'new secret', 'other secret');

    expect(await screen.findByText('Error updating credential')).toBeInTheDocument();
    expect(screen.queryByText('New passwords do not match')).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/identity/change-password')[0]?.body).toMatchObject({
      currentPassword: 'wrong secret',
      newPassword: 'new secret',
      confirmPassword: 'other secret',
    });
  });

  it('says under the confirmation when the new passwords do not match', async () => {
    stubFetch({
      'POST /api/identity/change-password': {
        status: 422,
        body: { code: 'NEW_PASSWORDS_DO_NOT_MATCH', message: 'New passwords do not match' },
      },
    });
    renderWithProviders(<ChangePasswordForm />);

    await submitPasswords('old secret', 'new secret', 'other secret');

    expect(await screen.findByText('New passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm New Password')).toHaveFocus();
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription('New passwords do not match');
    expect(screen.queryByText('Error updating password')).not.toBeInTheDocument();
  });

  it('asks in the language shown', async () => {
    await activateAccountLocale('ms');
    stubFetch({});
    renderWithProviders(<ChangePasswordForm />);
    const person = userEvent.setup();

    await person.type(screen.getByLabelText('Kata Laluan Semasa'), 'old secret');
    await person.click(screen.getByRole('button', { name: 'Kemas Kini Kata Laluan' }));

    expect(screen.getByText('Sila masukkan kata laluan')).toBeInTheDocument();
  });

  it('changes the password, signing other sessions out', async () => {
    const fetchMock = stubFetch({ 'POST /api/identity/change-password': { body: { token: null, user: {} } } });
    renderWithProviders(<ChangePasswordForm />);

    await submitPasswords('old secret', 'new secret', 'new secret');

    expect(await screen.findByText('Password Updated')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/identity/change-password')[0]?.body).toEqual({
      currentPassword: 'old secret',
      newPassword: 'new secret',
      confirmPassword: 'new secret',
      revokeOtherSessions: true,
    });
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });

  it('says so when the current password is wrong', async () => {
    stubFetch({
      'POST /api/identity/change-password': {
        status: 400,
        body: { code: 'INVALID_PASSWORD', message: 'Invalid password' },
      },
    });
    renderWithProviders(<ChangePasswordForm />);

    await submitPasswords('wrong secret', 'new secret', 'new secret');

    expect(await screen.findByText('Error updating credential')).toBeInTheDocument();
  });

  it('reports any other failure', async () => {
    stubFetch({
      'POST /api/identity/change-password': {
        status: 400,
        body: { code: 'PASSWORD_TOO_SHORT', message: 'Password too short' },
      },
    });
    renderWithProviders(<ChangePasswordForm />);

    await submitPasswords('old secret', 'short', 'short');

    expect(await screen.findByText('Error updating password')).toBeInTheDocument();
  });

  it.each([
    [400, 'COMMON_PASSWORD', 'This password is too common. Please choose another.'],
    [429, 'rate-limited', 'Too many attempts. Please try again in 15 minutes.'],
  ])('says why a %i %s was refused, under the failure', async (status, code, message) => {
    stubFetch({ 'POST /api/identity/change-password': { status, body: { code, message } } });
    renderWithProviders(<ChangePasswordForm />);

    await submitPasswords('old secret', 'password123', 'password123');

    expect(await screen.findByText('Error updating password')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });
});
