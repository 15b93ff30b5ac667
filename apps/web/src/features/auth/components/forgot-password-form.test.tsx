import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { ForgotPasswordForm } from './forgot-password-form';

describe('ForgotPasswordForm', () => {
  it('requires an email', async () => {
    stubFetch({});
    renderWithProviders(<ForgotPasswordForm />);

    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));

    expect(screen.getByText('Please enter email address')).toBeInTheDocument();
  });

  it('asks for a reset link to the reset-password page and shows the same answer for any address', async () => {
    const fetchMock = stubFetch({ 'POST /api/identity/request-password-reset': { body: { status: true } } });
    renderWithProviders(<ForgotPasswordForm />);
    const person = userEvent.setup();

    await person.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await person.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));

    expect(
      await screen.findByText(
        'Success - if the email address you entered is valid you will receive instructions on how to reset your password by email.',
      ),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/identity/request-password-reset')[0]?.body).toEqual({
      email: 'nobody@example.com',
      redirectTo: `${window.location.origin}/reset-password`,
    });
  });

  it.each([
    [
      { message: '[body.email] Invalid email address', code: 'VALIDATION_ERROR' },
      'Error resetting password invalid-email',
      'Email provided is invalid',
    ],
    [
      { message: 'Too many attempts. Please try again in 15 minutes.', code: 'rate-limited' },
      'Error resetting password rate-limited',
      'Too many attempts. Please try again in 15 minutes.',
    ],
  ])('says a failed request with its code and what it means: %j', async (body, title, reason) => {
    stubFetch({
      'POST /api/identity/request-password-reset': { status: body.code === 'rate-limited' ? 429 : 400, body },
    });
    renderWithProviders(<ForgotPasswordForm />);
    const person = userEvent.setup();

    await person.type(screen.getByLabelText('Email'), 'nobody@example');
    await person.click(screen.getByRole('button', { name: 'Send Reset Instructions' }));

    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(reason)).toBeInTheDocument();
  });
});
