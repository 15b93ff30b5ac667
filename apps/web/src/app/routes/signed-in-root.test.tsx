import { onlineManager } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STALE_FOLLOWERS_WARNING } from '@portal/domain/profile';
import { offlineSession } from '@/lib/offline-session';
import { tokenManager } from '@/lib/token-manager';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { buildInvite, buildNewUser, buildUser, storedSessionRoutes } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const HOUR = 60 * 60 * 1000;

/** A complete profile whose follower counts were saved just over 2160 hours ago. */
function buildStaleUser() {
  const user = buildUser();
  const savedAt = new Date(Date.now() - 2161 * HOUR).toISOString();
  return { ...user, socialMediaFollowers: { ...user.socialMediaFollowers, updatedAt: savedAt } };
}

afterEach(() => {
  tokenManager.clear();
  // Unmounted first: back online, the queries that waited would ask.
  cleanup();
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('stale follower counts', () => {
  it('send the user to Edit Profile, with the warning, wherever they go', async () => {
    stubFetch(storedSessionRoutes(buildStaleUser()));
    renderApp('/campaigns');
    const person = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(STALE_FOLLOWERS_WARNING);

    await person.click(screen.getByRole('link', { name: 'My Dashboard' }));
    expect(screen.getByRole('heading', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'My Dashboard' })).not.toBeInTheDocument();
  });

  it("leave an e-mail's unsubscribe link where it is", async () => {
    stubFetch({
      ...storedSessionRoutes(buildStaleUser()),
      'GET /api/public/unsubscribe/token-1': { status: 400, body: { message: 'This unsubscribe link is not valid' } },
    });
    renderApp('/unsubscribe/token-1');

    expect(await screen.findByRole('heading', { name: 'Stop e-mails' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('count as stale when they were never saved: a new account is sent to Getting started', async () => {
    stubFetch(storedSessionRoutes(buildNewUser()));
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Getting started' })).toBeInTheDocument();
  });

  it('free the navigation once saved', async () => {
    const user = buildStaleUser();
    stubFetch({ ...storedSessionRoutes(user), 'PUT /api/auth': { body: buildUser() } });
    renderApp('/payment-history');
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(screen.queryByText(STALE_FOLLOWERS_WARNING)).not.toBeInTheDocument();
    await person.click(screen.getByRole('link', { name: 'Payment History' }));
    expect(await screen.findByRole('heading', { name: 'Payment History' })).toBeInTheDocument();
  });

  it('bring the user back to the page they were opening once saved', async () => {
    stubFetch({
      ...storedSessionRoutes(buildStaleUser()),
      'PUT /api/auth': { body: buildUser() },
      'GET /api/invite': { body: buildInvite({ id: 'invite-5' }) },
    });
    renderApp('/invite/invite-5');
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Apply for Task' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it.each(['/register', '/'])('bring the user on to the page %s was to return to once saved', async (page) => {
    stubFetch({
      ...storedSessionRoutes(buildStaleUser()),
      'PUT /api/auth': { body: buildUser() },
      'GET /api/invite': { body: buildInvite({ id: 'invite-5' }) },
    });
    renderApp(`${page}?next=%2Finvite%2Finvite-5`);
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('button', { name: 'Apply for Task' })).toBeInTheDocument();
  });

  it('send a complete profile to Edit Profile offline too, not to Getting started', async () => {
    // A reload offline: the tab's copy of the user lacks the birth date, but says the profile was complete.
    offlineSession.keep(buildStaleUser());
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderApp('/my-tasks', { storedSession: Promise.resolve(null) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Getting started' })).not.toBeInTheDocument();
  });

  it('still let the user sign out', async () => {
    const fetchMock = stubFetch(storedSessionRoutes(buildStaleUser()));
    renderApp('/my-tasks');
    const person = userEvent.setup();

    await screen.findByRole('heading', { name: 'Edit Profile' });
    await person.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toHaveFocus());
    expect(requestsTo(fetchMock, 'POST /api/identity/sign-out')).toHaveLength(1);
  });
});

describe('fresh follower counts', () => {
  it('leave the user where they go, without the warning', async () => {
    stubFetch(storedSessionRoutes(buildUser()));
    renderApp('/campaigns');

    expect(await screen.findByRole('heading', { name: 'Campaigns' })).toBeInTheDocument();
    expect(screen.queryByText(STALE_FOLLOWERS_WARNING)).not.toBeInTheDocument();
  });

  it('show Edit Profile without the warning', async () => {
    stubFetch(storedSessionRoutes(buildUser()));
    renderApp('/edit-profile');

    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByText(STALE_FOLLOWERS_WARNING)).not.toBeInTheDocument();
  });
});
