import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@portal/domain/auth';
import { activateLocale } from '@/lib/i18n/locale';
import { tokenManager } from '@/lib/token-manager';
import { buildAdmin, buildCampaignSummary, buildQueueCounts, pageOf } from '@/testing/admin-fixtures';
import { requestsTo, stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { buildNewUser, buildUser, storedSessionRoutes } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

/** An admin's session, and the back office with nothing waiting and no campaigns. */
const adminRoutes = (admin: User = buildAdmin()): StubRoutes => ({
  ...storedSessionRoutes(admin),
  'GET /api/admin/queues': { body: buildQueueCounts() },
  'GET /api/admin/queues/applications': { body: pageOf([]) },
  'GET /api/admin/campaigns': { body: pageOf([]) },
});

// The back office is loaded lazily: have its code ready, as a warm browser cache would.
beforeAll(async () => {
  await import('./admin-root');
});

afterEach(() => {
  tokenManager.clear();
});

describe('the back office frame', () => {
  it('shows an admin its own navigation, and sends /admin to the application queue', async () => {
    stubFetch(adminRoutes());
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

  it('shows beside Payouts how many payouts are overdue, and nothing when none is', async () => {
    stubFetch({ ...adminRoutes(), 'GET /api/admin/queues': { body: buildQueueCounts({ overduePayouts: 3 }) } });
    renderApp('/admin');

    const navigation = await screen.findByRole('navigation', { name: 'Back office' });
    expect(await within(navigation).findByRole('link', { name: 'Payouts 3 overdue' })).toHaveAttribute(
      'href',
      '/admin/payouts',
    );
    expect(within(navigation).getByRole('link', { name: 'Campaigns' })).toBeInTheDocument();
  });

  it('moves between back-office pages from its navigation', async () => {
    stubFetch({ ...adminRoutes(), 'GET /api/admin/campaigns': { body: pageOf([buildCampaignSummary()]) } });
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
    stubFetch(adminRoutes(buildNewUser({ role: 'admin' })));
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
    stubFetch(adminRoutes());
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

describe('the back office’s catalogue', () => {
  it('is loaded when a back-office page opens in another language', async () => {
    // As main.tsx starts a browser whose language is Bahasa Malaysia: the main catalogue only.
    await activateLocale('ms');
    stubFetch(adminRoutes());
    renderApp('/admin');

    const navigation = await screen.findByRole('navigation', { name: 'Panel Pentadbir' });
    expect(await within(navigation).findByRole('link', { name: 'Baris gilir semakan' })).toBeInTheDocument();
    expect(within(navigation).getByRole('link', { name: 'Pempengaruh' })).toBeInTheDocument();
  });

  it('follows the language chosen in the back office, without reloading the page', async () => {
    const admin = buildAdmin();
    stubFetch({
      ...adminRoutes(admin),
      'PUT /api/auth': (request) => ({ body: { ...admin, ...(request.body as object) } }),
    });
    renderApp('/admin');
    const person = userEvent.setup();
    const header = await screen.findByRole('banner');
    const navigation = await screen.findByRole('navigation', { name: 'Back office' });
    await within(navigation).findByRole('link', { name: 'Review queues' });

    await person.selectOptions(within(header).getByRole('combobox', { name: 'Language' }), 'Bahasa Malaysia');
    expect(await within(navigation).findByRole('link', { name: 'Baris gilir semakan' })).toBeInTheDocument();

    await person.selectOptions(within(header).getByRole('combobox', { name: 'Bahasa' }), '简体中文');
    expect(await within(navigation).findByRole('link', { name: '审核队列' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-Hans');
    // The catalogue came with the language: the back office was not put away meanwhile (a form keeps what was typed).
    expect(screen.getByRole('navigation', { name: '后台' })).toBe(navigation);
  });
});
