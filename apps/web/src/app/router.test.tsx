import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenManager } from '@/lib/token-manager';
import { fakeJwt, requestsTo, stubFetch } from '@/testing/fetch-stub';
import { buildInvite, buildUser, noSessionRoutes, storedSessionRoutes } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

/** Whether the back office's code was fetched: a creator at /admin must not load it. */
const backOffice = vi.hoisted(() => ({ loaded: false }));
vi.mock('./routes/admin/admin-root', () => {
  backOffice.loaded = true;
  return { AdminRootRoute: () => null };
});

afterEach(() => {
  tokenManager.clear();
});

describe('routes while signed out', () => {
  it('sends an unknown path to the sign-in page', async () => {
    stubFetch(noSessionRoutes);
    renderApp('/payment-history');

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('asks a visitor opening a task to log in, carrying the task along', async () => {
    stubFetch(noSessionRoutes);
    renderApp('/campaign/invite-7');

    expect(await screen.findByText('Please log in to view this task.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/?next=%2Fcampaign%2Finvite-7');
  });

  it('shows an error and a way forward when the reset link has no token', async () => {
    stubFetch(noSessionRoutes);
    renderApp('/reset-password');

    expect(await screen.findByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('routes while signed in', () => {
  it('restores the stored session into the dashboard', async () => {
    const user = buildUser({ fullName: 'Bea Vlogger', email: 'bea@example.com' });
    const fetchMock = stubFetch(storedSessionRoutes(user));
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'My Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Bea Vlogger')).toBeInTheDocument();
    expect(screen.getByText('bea@example.com')).toBeInTheDocument();
    // The API token and the user come with the session: one request before the page's data.
    expect(requestsTo(fetchMock, 'GET /api/identity/get-session')).toHaveLength(1);
    expect(requestsTo(fetchMock, 'GET /api/identity/token')).toHaveLength(0);
    expect(requestsTo(fetchMock, 'GET /api/auth')).toHaveLength(0);
  });

  it('sends an unknown path to the dashboard', async () => {
    stubFetch(storedSessionRoutes());
    renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { name: 'My Dashboard' })).toBeInTheDocument();
  });

  it('shows the page of a sidebar link', async () => {
    stubFetch(storedSessionRoutes());
    renderApp('/');
    const person = userEvent.setup();

    await person.click(await screen.findByRole('link', { name: 'Payment History' }));

    expect(await screen.findByRole('heading', { name: 'Payment History' })).toBeInTheDocument();
  });

  it('signs out to the sign-in page', async () => {
    const fetchMock = stubFetch(storedSessionRoutes());
    renderApp('/my-tasks');
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/identity/sign-out')).toHaveLength(1);
  });

  it("stops this browser's pushes on sign-out, so the next person here gets none of them", async () => {
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      unsubscribe: vi.fn(async () => true),
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => ({ pushManager: { getSubscription: async () => subscription } }) },
    });
    try {
      const fetchMock = stubFetch({ ...storedSessionRoutes(), 'DELETE /api/push/subscriptions': { body: null } });
      renderApp('/my-tasks');
      const person = userEvent.setup();

      await person.click(await screen.findByRole('button', { name: 'Sign Out' }));

      expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
      expect(requestsTo(fetchMock, 'DELETE /api/push/subscriptions')[0]?.body).toEqual({
        endpoint: subscription.endpoint,
      });
      expect(subscription.unsubscribe).toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('refuses a banned user with the support address, and signs the session out', async () => {
    const fetchMock = stubFetch({
      ...storedSessionRoutes(),
      // A session still open when its user was banned: its user answer is the ban.
      'GET /api/identity/get-session': () => ({
        headers: { 'set-auth-jwt': fakeJwt(Date.now() + 60_000) },
        body: {
          session: { id: 'session-1' },
          user: { id: 'user-1' },
          portalUser: { status: 403, body: { message: 'User is banned', code: 'user-banned' } },
        },
      }),
      'GET /api/public/config': { body: { supportEmail: 'help@example.com' } },
    });
    renderApp('/');

    expect(
      await screen.findByText(
        'Your account has been banned for violating previous campaign(s). To unban, email help@example.com',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/identity/sign-out')).toHaveLength(1);
  });

  it('goes on to the page a sign-up was to return to', async () => {
    stubFetch({ ...storedSessionRoutes(), 'GET /api/invite': { body: buildInvite({ id: 'invite-5' }) } });
    renderApp('/register?next=%2Finvite%2Finvite-5');

    expect(await screen.findByRole('button', { name: 'Apply for Task' })).toBeInTheDocument();
  });

  it('ends a session banned mid-visit with the ban message alone, once', async () => {
    const banned = { status: 403, body: { message: 'User is banned', code: 'user-banned' } };
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/task': banned,
      'GET /api/referral/task/completed': banned,
      'GET /api/public/config': { body: { supportEmail: 'help@example.com' } },
    });
    renderApp('/payment-history');

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(
      screen.getAllByText(
        'Your account has been banned for violating previous campaign(s). To unban, email help@example.com',
      ),
    ).toHaveLength(1);
    expect(screen.queryByText('Error retrieving tasks')).not.toBeInTheDocument();
  });

  it('keeps the ban message on the sign-in page until it is closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const banned = { status: 403, body: { message: 'User is banned', code: 'user-banned' } };
      stubFetch({
        ...storedSessionRoutes(),
        'GET /api/task': banned,
        'GET /api/referral/task/completed': banned,
        'GET /api/public/config': { body: { supportEmail: 'help@example.com' } },
      });
      renderApp('/payment-history');
      const banText =
        'Your account has been banned for violating previous campaign(s). To unban, email help@example.com';

      expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
      expect(await screen.findByText(banText)).toBeInTheDocument();
      // Long past a toast's two seconds, and past the sign-out's wait for this browser's push.
      await vi.advanceTimersByTimeAsync(10_000);
      const notice = screen.getByRole('alert');
      expect(notice).toHaveTextContent(banText);

      await userEvent
        .setup({ advanceTimers: vi.advanceTimersByTime })
        .click(within(notice).getByRole('button', { name: 'Close' }));
      expect(screen.queryByText(banText)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends an expired session with one message asking to sign in again', async () => {
    const expired = { status: 401, body: { message: 'Unauthenticated', code: 'unauthenticated' } };
    stubFetch({ ...storedSessionRoutes(), 'GET /api/task': expired, 'GET /api/referral/task/completed': expired });
    renderApp('/payment-history');

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(await screen.findAllByText('Your session has ended. Please sign in again.')).toHaveLength(1);
    expect(screen.queryByText('Error retrieving tasks')).not.toBeInTheDocument();
  });
});

describe('the signed-in hint for the next visit', () => {
  it('is kept by a browser whose session is restored, and dropped when there is none', async () => {
    const fetchMock = stubFetch(storedSessionRoutes());
    const { unmount } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'My Dashboard' })).toBeInTheDocument();
    // The hint is written after the page is shown (a passive effect), so it is waited for.
    await waitFor(() => expect(localStorage.getItem('portal.signed-in')).toBe('true'));
    // The page is left once it has asked for all it shows: the bell's count comes once it is drawn.
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/notifications/unread')).toHaveLength(1));
    unmount();

    stubFetch(noSessionRoutes);
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('portal.signed-in')).toBeNull());
  });
});

describe('the back office for a creator', () => {
  it('says there is no access at /admin without fetching the back office', async () => {
    stubFetch(storedSessionRoutes(buildUser()));
    renderApp('/admin');

    expect(
      await screen.findByRole('heading', { name: 'You do not have access to the back office' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(backOffice.loaded).toBe(false);
  });
});

describe('where the user is', () => {
  it("titles the tab after the page's heading, and a link moves the focus to the new page's heading", async () => {
    stubFetch(storedSessionRoutes());
    renderApp('/');
    const person = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'My Dashboard' })).not.toHaveFocus();
    await waitFor(() => expect(document.title).toBe('My Dashboard · Creator Portal'));

    await person.click(screen.getByRole('link', { name: 'Payment History' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Payment History' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Payment History · Creator Portal');
  });

  it("offers a keyboard user's first Tab a way past the header, to the main content", async () => {
    stubFetch(noSessionRoutes);
    renderApp('/');
    const person = userEvent.setup();
    await screen.findByRole('heading', { name: 'Sign In' });

    await person.tab();

    const skipLink = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skipLink).toHaveFocus();
    expect(document.querySelector(skipLink.getAttribute('href') ?? '')).toBe(screen.getByRole('main'));
  });
});
