import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tokenManager } from '@/lib/token-manager';
import { buildAdmin, buildCampaignSummary } from '@/testing/admin-fixtures';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { buildNewUser, buildUser, storedSessionRoutes } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const emptyPage = { items: [], total: 0, page: 1, pageSize: 25 };

// The back office is loaded lazily: have its code ready, as a warm browser cache would.
beforeAll(async () => {
  await import('./admin-root');
});

afterEach(() => {
  tokenManager.clear();
});

describe('the back office frame', () => {
  it('shows an admin its own navigation, and sends /admin to the application queue', async () => {
    stubFetch(storedSessionRoutes(buildAdmin()));
    renderApp('/admin');

    const navigation = await screen.findByRole('navigation', { name: 'Back office' });
    for (const name of ['Review queues', 'Campaigns', 'Influencers', 'Payouts', 'Back to the creator portal']) {
      expect(within(navigation).getByRole('link', { name })).toBeInTheDocument();
    }
    await waitFor(() =>
      expect(within(navigation).getByRole('link', { name: 'Review queues' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(screen.getByRole('button', { name: 'Toggle back-office navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('moves between back-office pages from its navigation', async () => {
    stubFetch({
      ...storedSessionRoutes(buildAdmin()),
      'GET /api/admin/campaigns': { body: { ...emptyPage, items: [buildCampaignSummary()], total: 1 } },
    });
    renderApp('/admin');
    const person = userEvent.setup();

    const navigation = await screen.findByRole('navigation', { name: 'Back office' });
    await person.click(within(navigation).getByRole('link', { name: 'Campaigns' }));

    expect(await screen.findByRole('heading', { name: 'Campaigns' })).toBeInTheDocument();
    expect(within(navigation).getByRole('link', { name: 'Campaigns' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('link', { name: 'Raya Glow Serum' })).toBeInTheDocument();
  });

  it('refuses an influencer, inside the creator portal', async () => {
    stubFetch(storedSessionRoutes(buildUser()));
    renderApp('/admin/campaigns');

    expect(
      await screen.findByRole('heading', { name: 'You do not have access to the back office' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Back office' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back office' })).not.toBeInTheDocument();
  });

  it('does not send an admin with stale follower counts to Edit Profile', async () => {
    stubFetch(storedSessionRoutes(buildNewUser({ role: 'admin' })));
    renderApp('/admin/campaigns');

    expect(await screen.findByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Campaigns' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('lets an admin without follower counts use the creator portal too', async () => {
    stubFetch(storedSessionRoutes(buildNewUser({ role: 'admin' })));
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Edit Profile' })).not.toBeInTheDocument();
  });

  it('offers admins, and only them, the back office in the creator sidebar', async () => {
    stubFetch(storedSessionRoutes(buildAdmin()));
    renderApp('/');
    const person = userEvent.setup();

    await person.click(await screen.findByRole('link', { name: 'Back office' }));

    expect(await screen.findByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
  });

  it('signs an admin out from the back office', async () => {
    const fetchMock = stubFetch(storedSessionRoutes(buildAdmin()));
    renderApp('/admin/campaigns/new');
    const person = userEvent.setup();

    await screen.findByRole('navigation', { name: 'Back office' });
    await person.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/identity/sign-out')).toHaveLength(1);
  });
});
