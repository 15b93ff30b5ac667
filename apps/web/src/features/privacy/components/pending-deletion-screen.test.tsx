import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenManager } from '@/lib/token-manager';
import { fakeJwt, requestsTo, stubFetch } from '@/testing/fetch-stub';
import { noSessionRoutes, tokenRoutes } from '@/testing/fixtures';
import { renderApp, renderWithProviders } from '@/testing/render';
import { PendingDeletionScreen } from './pending-deletion-screen';

const pending = {
  status: 403,
  body: {
    message: 'Your account is being deleted on 2026-12-22. You can cancel the deletion or sign out.',
    code: 'account-deletion-pending',
    params: { date: '2026-12-22' },
  },
};
const deletion = { requestedAt: '2026-12-08T02:00:00.000Z', eraseAfter: '2026-12-22T02:00:00.000Z' };

/** A session opened again on an account waiting for its deletion: its user answer is the refusal. */
const pendingSessionRoutes = {
  'GET /api/identity/get-session': () => ({
    headers: { 'set-auth-jwt': fakeJwt(Date.now() + 60_000) },
    body: { session: { id: 'session-1' }, user: { id: 'user-1' }, portalUser: pending },
  }),
  ...tokenRoutes,
  'GET /api/me/deletion': { body: deletion },
};

afterEach(() => {
  tokenManager.clear();
});

describe('an account waiting for its deletion', () => {
  it('is offered only to cancel the deletion or sign out, in place of the portal', async () => {
    stubFetch(pendingSessionRoutes);
    renderApp('/my-tasks');

    expect(
      await screen.findByRole('heading', { name: 'Your account is being deleted on 22 Dec 2026' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Sign out', 'Cancel deletion']);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('is what signing in with the password opens, without any error shown', async () => {
    let signedIn = false;
    stubFetch({
      ...pendingSessionRoutes,
      'GET /api/identity/get-session': () =>
        signedIn ? pendingSessionRoutes['GET /api/identity/get-session']() : { body: null },
      'POST /api/identity/sign-in/email': () => {
        signedIn = true;
        return { body: { redirect: false, token: 'session-token', user: { id: 'user-1' } } };
      },
    });
    renderApp('/');
    const person = userEvent.setup();
    await person.type(await screen.findByLabelText('Email'), 'aisyah@example.com');
    await person.type(screen.getByLabelText('Password'), 'correct horse');
    await person.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByRole('heading', { name: 'Your account is being deleted on 22 Dec 2026' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('cancels the deletion with its token, then lets the portal start again signed in', async () => {
    const fetchMock = stubFetch({ ...pendingSessionRoutes, 'DELETE /api/me/deletion': { body: null } });
    const onCancelled = vi.fn();
    renderWithProviders(<PendingDeletionScreen onSignOut={vi.fn()} onCancelled={onCancelled} />);
    expect(
      await screen.findByRole('heading', { name: 'Your account is being deleted on 22 Dec 2026' }),
    ).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel deletion' }));

    await vi.waitFor(() => expect(requestsTo(fetchMock, 'DELETE /api/me/deletion')).toHaveLength(1));
    await vi.waitFor(() => expect(onCancelled).toHaveBeenCalledTimes(1));
    const [cancel] = requestsTo(fetchMock, 'DELETE /api/me/deletion');
    expect(cancel?.headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('signs out to the sign-in page', async () => {
    const fetchMock = stubFetch({
      ...pendingSessionRoutes,
      'POST /api/identity/sign-out': { body: { success: true } },
    });
    renderApp('/');

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/identity/sign-out')).toHaveLength(1);
    expect(requestsTo(fetchMock, 'DELETE /api/me/deletion')).toHaveLength(0);
  });
});

describe('PendingDeletionScreen', () => {
  it('says when the date cannot be loaded, with a way to try again', async () => {
    let fails = true;
    stubFetch({
      ...noSessionRoutes,
      'GET /api/identity/token': { body: { token: fakeJwt(Date.now() + 60_000) } },
      'GET /api/me/deletion': () =>
        fails
          ? { status: 500, body: { code: 'internal', message: 'Something went wrong. Please try again.' } }
          : { body: deletion },
    });
    renderWithProviders(<PendingDeletionScreen onSignOut={vi.fn()} />);

    expect(await screen.findByText("Your account's deletion could not be loaded")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel deletion' })).toBeDisabled();
    fails = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Your account is being deleted on 22 Dec 2026' }),
    ).toBeInTheDocument();
  });
});
