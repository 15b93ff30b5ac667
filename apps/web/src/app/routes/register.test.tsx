import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenManager } from '@/lib/token-manager';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import {
  buildUser,
  CHAT_GROUP_LINK,
  noEarningsRoutes,
  noSessionRoutes,
  signedInFrameRoutes,
  tokenRoutes,
} from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const countriesRoute = {
  'GET /api/public/options/countries': {
    body: [
      { value: 'MY', text: 'Malaysia' },
      { value: 'SG', text: 'Singapore' },
    ],
  },
};

afterEach(() => {
  tokenManager.clear();
});

describe('sign-up page', () => {
  it("shows the spec's first message on an empty submit and focuses that field", async () => {
    stubFetch({ ...noSessionRoutes, ...countriesRoute });
    renderApp('/register');
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Sign Up' }));

    expect(screen.getByText('Please complete full name field')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
  });

  it('tells when the passwords do not match', async () => {
    stubFetch({ ...noSessionRoutes, ...countriesRoute });
    renderApp('/register');
    const person = userEvent.setup();

    await person.type(await screen.findByLabelText('Password'), 'first secret');
    await person.type(screen.getByLabelText('Confirm Password'), 'second secret');
    await person.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
  });

  it('creates the identity account, then the profile, and signs the user in', async () => {
    const user = buildUser({ referralCode: 'FRIEND1' });
    const fetchMock = stubFetch({
      ...noSessionRoutes,
      ...countriesRoute,
      ...tokenRoutes,
      'POST /api/identity/sign-up/email': { body: { token: 'session-token', user: { id: user.id } } },
      'POST /api/auth': { body: user },
      ...signedInFrameRoutes,
      'GET /api/task': { body: [] },
      'GET /api/public/options/telegram': { body: { value: CHAT_GROUP_LINK } },
      ...noEarningsRoutes,
    });
    renderApp('/register');
    const person = userEvent.setup();

    await person.type(await screen.findByLabelText('Full Name'), user.fullName);
    await person.type(screen.getByLabelText('Email'), user.email);
    await person.type(screen.getByLabelText('Password'), 'correct horse');
    await person.type(screen.getByLabelText('Confirm Password'), 'correct horse');
    await person.type(screen.getByLabelText('Contact Number'), '+60123456789');
    await person.type(screen.getByRole('combobox', { name: 'Country' }), 'Malaysia');
    await person.keyboard('{ArrowDown}{Enter}');
    await person.type(screen.getByLabelText('Referral Code (optional)'), 'FRIEND1');
    await person.click(screen.getByRole('checkbox', { name: 'I agree to the Terms of Use and the Privacy Notice' }));
    await person.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('heading', { name: 'My Dashboard' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/identity/sign-up/email')[0]?.body).toEqual({
      email: user.email,
      password: 'correct horse',
      name: user.fullName,
    });
    expect(requestsTo(fetchMock, 'POST /api/auth')[0]?.body).toEqual({
      fullName: user.fullName,
      contactNumber: '+60123456789',
      country: 'MY',
      referralCode: 'FRIEND1',
      agreesToTerms: true,
      marketingEmails: false,
    });
  });

  it('asks for the agreement to the terms and the privacy notice last, and records the separate choice of news', async () => {
    const user = buildUser();
    const fetchMock = stubFetch({
      ...noSessionRoutes,
      ...countriesRoute,
      ...tokenRoutes,
      'POST /api/identity/sign-up/email': { body: { token: 'session-token', user: { id: user.id } } },
      'POST /api/auth': { body: user },
      ...signedInFrameRoutes,
      'GET /api/task': { body: [] },
      'GET /api/public/options/telegram': { body: { value: CHAT_GROUP_LINK } },
      ...noEarningsRoutes,
    });
    renderApp('/register');
    const person = userEvent.setup();

    await person.type(await screen.findByLabelText('Full Name'), user.fullName);
    await person.type(screen.getByLabelText('Email'), user.email);
    await person.type(screen.getByLabelText('Password'), 'correct horse');
    await person.type(screen.getByLabelText('Confirm Password'), 'correct horse');
    await person.type(screen.getByLabelText('Contact Number'), '+60123456789');
    await person.type(screen.getByRole('combobox', { name: 'Country' }), 'Malaysia');
    await person.keyboard('{ArrowDown}{Enter}');
    const agreement = screen.getByRole('checkbox', { name: 'I agree to the Terms of Use and the Privacy Notice' });
    const news = screen.getByRole('checkbox', { name: 'Send me news and offers by e-mail (optional)' });
    expect(agreement).not.toBeChecked();
    expect(agreement).toBeRequired();
    expect(news).not.toBeChecked();
    // Each document opens in a new tab, so the form stays as filled.
    for (const [name, href] of [
      ['Terms of Use', '/terms'],
      ['Privacy Notice', '/privacy'],
    ]) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }

    await person.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('Please agree to the Terms of Use and the Privacy Notice')).toBeInTheDocument();
    expect(agreement).toHaveFocus();
    expect(requestsTo(fetchMock, 'POST /api/identity/sign-up/email')).toHaveLength(0);

    await person.click(agreement);
    await person.click(news);
    await person.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByRole('heading', { name: 'My Dashboard' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/auth')[0]?.body).toMatchObject({
      agreesToTerms: true,
      marketingEmails: true,
    });
  });

  it('says so when the profile cannot be created', async () => {
    stubFetch({
      ...noSessionRoutes,
      ...countriesRoute,
      ...tokenRoutes,
      'POST /api/identity/sign-up/email': { body: { token: 'session-token', user: { id: 'user-1' } } },
      'POST /api/auth': { status: 500, body: { message: 'Database down', code: 'internal' } },
      'POST /api/identity/sign-out': { body: { success: true } },
    });
    renderApp('/register');
    const person = userEvent.setup();

    await person.type(await screen.findByLabelText('Full Name'), 'Ana Creator');
    await person.type(screen.getByLabelText('Email'), 'ana@example.com');
    await person.type(screen.getByLabelText('Password'), 'correct horse');
    await person.type(screen.getByLabelText('Confirm Password'), 'correct horse');
    await person.type(screen.getByLabelText('Contact Number'), '+60123456789');
    await person.type(screen.getByRole('combobox', { name: 'Country' }), 'Singapore');
    await person.keyboard('{ArrowDown}{Enter}');
    await person.click(screen.getByRole('checkbox', { name: 'I agree to the Terms of Use and the Privacy Notice' }));
    await person.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Error creating user.')).toBeInTheDocument();
  });

  it("shows the identity service's refusal of an e-mail as SPEC §8's message", async () => {
    stubFetch({
      ...noSessionRoutes,
      ...countriesRoute,
      'POST /api/identity/sign-up/email': {
        status: 400,
        body: { message: '[body.email] Invalid email address', code: 'VALIDATION_ERROR' },
      },
    });
    renderApp('/register');
    const person = userEvent.setup();

    await person.type(await screen.findByLabelText('Full Name'), 'Ana Creator');
    await person.type(screen.getByLabelText('Email'), 'ana@example');
    await person.type(screen.getByLabelText('Password'), 'correct horse');
    await person.type(screen.getByLabelText('Confirm Password'), 'correct horse');
    await person.type(screen.getByLabelText('Contact Number'), '+60123456789');
    await person.type(screen.getByRole('combobox', { name: 'Country' }), 'Singapore');
    await person.keyboard('{ArrowDown}{Enter}');
    await person.click(screen.getByRole('checkbox', { name: 'I agree to the Terms of Use and the Privacy Notice' }));
    await person.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Email provided is invalid')).toBeInTheDocument();
  });

  it("holds each field to the server's limit", async () => {
    stubFetch({ ...noSessionRoutes, ...countriesRoute });
    renderApp('/register');

    expect(await screen.findByLabelText('Full Name')).toHaveAttribute('maxLength', '200');
    expect(screen.getByLabelText('Email')).toHaveAttribute('maxLength', '320');
    expect(screen.getByLabelText('Password')).toHaveAttribute('maxLength', '128');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('maxLength', '128');
    expect(screen.getByLabelText('Contact Number')).toHaveAttribute('maxLength', '40');
    expect(screen.getByLabelText('Referral Code (optional)')).toHaveAttribute('maxLength', '64');
  });

  it('says so when the countries cannot be loaded', async () => {
    stubFetch({
      ...noSessionRoutes,
      'GET /api/public/options/countries': { status: 404, body: { message: 'Not found', code: 'not-found' } },
    });
    renderApp('/register');

    expect(await screen.findByText('Error retrieving countries')).toBeInTheDocument();
  });
});
