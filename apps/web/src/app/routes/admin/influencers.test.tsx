import { i18n } from '@lingui/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route } from 'wouter';
import { afterEach, describe, expect, it } from 'vitest';
import { BanSchema, MAX_BAN_REASON_LENGTH } from '@portal/domain/admin';
import { loadAdminMessages, loadMessages } from '@portal/domain/i18n';
import { adminPaths } from '@/config/admin-paths';
import { tokenManager } from '@/lib/token-manager';
import { buildCampaignSummary, buildInfluencer, pageOf } from '@/testing/admin-fixtures';
import { requestsTo, stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { addressSearch, LocationSearch } from '@/testing/location-search';
import { optionRoutes, tokenRoutes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { selectOption } from '@/testing/select-option';
import { AdminInfluencersRoute } from './influencers';

afterEach(() => {
  tokenManager.clear();
});

function renderDirectory(route: string = adminPaths.adminInfluencers.getHref()) {
  return renderWithProviders(
    <Route path={adminPaths.adminInfluencers.path}>
      <AdminInfluencersRoute />
      <LocationSearch />
    </Route>,
    { route },
  );
}

const ana = buildInfluencer();
const bala = buildInfluencer({
  id: 'user-2',
  fullName: 'Bala Kumar',
  email: 'bala@example.com',
  gender: 'MALE',
  followers: { tiktok: 3000, youtube: 800 },
  followersFresh: false,
  followersUpdatedAt: '2024-01-01T06:00:00.000Z',
  banned: true,
  banReason: 'Fake followers',
});

const routesWith = (extra: StubRoutes = {}): StubRoutes => ({
  ...optionRoutes,
  ...tokenRoutes,
  'GET /api/admin/influencers': { body: pageOf([ana, bala]) },
  ...extra,
});

/** The query strings the directory was fetched with, in order. */
const directoryQueries = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), window.location.origin))
    .filter((url) => url.pathname === '/api/admin/influencers')
    .map((url) => url.searchParams);

const address = () => new URLSearchParams(addressSearch());

describe('Influencer directory', () => {
  it('shows each influencer with followers, freshness and ban', async () => {
    stubFetch(routesWith());
    renderDirectory();

    const table = await screen.findByRole('table', { name: 'Influencers' });
    const anaRow = within(table).getByRole('row', { name: /Ana Creator/ });
    expect(within(anaRow).getByText('ana@example.com')).toBeInTheDocument();
    expect(within(anaRow).getByText('Instagram: 12,500')).toBeInTheDocument();
    expect(within(anaRow).getByText('Fresh')).toBeInTheDocument();
    expect(within(anaRow).getByText('Malay, English')).toBeInTheDocument();
    const balaRow = within(table).getByRole('row', { name: /Bala Kumar/ });
    expect(within(balaRow).getByText('TikTok: 3,000')).toBeInTheDocument();
    expect(within(balaRow).getByText('Stale')).toBeInTheDocument();
    expect(within(balaRow).getByText('Banned')).toBeInTheDocument();
    expect(within(balaRow).getByText('Fake followers')).toBeInTheDocument();
    expect(within(balaRow).getByRole('button', { name: 'Unban' })).toBeInTheDocument();
  });

  it('keeps a lifted ban and its reason in view', async () => {
    const lifted = {
      ...ana,
      bans: [
        { reason: 'Bought followers', bannedAt: '2025-03-01T02:00:00.000Z', liftedAt: '2025-03-20T02:00:00.000Z' },
      ],
    };
    stubFetch(routesWith({ 'GET /api/admin/influencers': { body: pageOf([lifted]) } }));
    renderDirectory();

    const row = within(await screen.findByRole('table', { name: 'Influencers' })).getByRole('row', {
      name: /Ana Creator/,
    });
    expect(within(row).queryByText('Banned')).not.toBeInTheDocument();
    expect(within(row).getByText('Banned once before:')).toBeInTheDocument();
    expect(within(row).getByText('1 Mar 2025 – 20 Mar 2025: Bought followers')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Ban' })).toBeInTheDocument();
  });

  it('sends the filters as the query string and keeps them in the address', async () => {
    const person = userEvent.setup();
    const fetchMock = stubFetch(routesWith());
    renderDirectory();
    await screen.findByRole('table', { name: 'Influencers' });

    await selectOption(person, 'Country', 'Malaysia');
    await selectOption(person, 'State', 'Selangor');
    await selectOption(person, 'Gender', 'Female');
    await person.type(screen.getByRole('textbox', { name: 'Minimum age' }), '20');
    await person.type(screen.getByRole('textbox', { name: 'Maximum age' }), '35');
    await selectOption(person, 'Language', 'English');
    await selectOption(person, 'Content type', 'Beauty');
    await selectOption(person, 'Platform', 'Instagram');
    await person.type(screen.getByRole('textbox', { name: 'Minimum followers' }), '5000');
    await selectOption(person, 'Follower freshness', 'Fresh');
    await selectOption(person, 'Banned', 'Not banned');
    await person.type(screen.getByRole('searchbox', { name: /Search/ }), 'ana');

    const expected = {
      search: 'ana',
      country: 'Malaysia',
      state: 'Selangor',
      gender: 'FEMALE',
      ageMin: '20',
      ageMax: '35',
      language: 'English',
      contentType: 'Beauty',
      platform: 'instagram',
      followersMin: '5000',
      freshness: 'fresh',
      banned: 'no',
    };
    await waitFor(() =>
      expect(Object.fromEntries(directoryQueries(fetchMock).at(-1) ?? [])).toEqual({
        ...expected,
        page: '1',
        pageSize: '25',
      }),
    );
    expect(Object.fromEntries(address())).toEqual(expected);
  });

  it('offers only the chosen country’s states', async () => {
    const person = userEvent.setup();
    stubFetch(routesWith());
    renderDirectory();
    await screen.findByRole('table', { name: 'Influencers' });

    expect(screen.getByRole('combobox', { name: 'State' })).toBeDisabled();
    await selectOption(person, 'Country', 'Singapore');
    await person.click(screen.getByRole('combobox', { name: 'State' }));
    const states = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(states).toEqual(['Central', 'North East']);
  });

  it('reads the filters and page of a shared address', async () => {
    const fetchMock = stubFetch(
      routesWith({ 'GET /api/admin/influencers': { body: pageOf([ana], { total: 60, page: 2 }) } }),
    );
    renderDirectory('/admin/influencers?country=Malaysia&banned=yes&platform=tiktok&followersMin=1000&page=2');

    await screen.findByRole('table', { name: 'Influencers' });
    expect(Object.fromEntries(directoryQueries(fetchMock)[0] ?? [])).toEqual({
      country: 'Malaysia',
      platform: 'tiktok',
      followersMin: '1000',
      banned: 'yes',
      page: '2',
      pageSize: '25',
    });
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('Malaysia');
    expect(screen.getByRole('textbox', { name: 'Minimum followers' })).toHaveValue('1,000');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(address().get('page')).toBe('3'));
    expect(address().get('country')).toBe('Malaysia');
  });

  it('invites the selected influencers to an open campaign and shows the result', async () => {
    const person = userEvent.setup();
    const campaign = buildCampaignSummary();
    const fetchMock = stubFetch(
      routesWith({
        'GET /api/admin/campaigns': { body: pageOf([campaign], { pageSize: 100 }) },
        [`POST /api/admin/campaigns/${campaign.id}/tasks`]: {
          body: { invited: ['user-1'], alreadyInCampaign: ['user-2'], unknown: [], taskIds: ['task-9'] },
        },
      }),
    );
    renderDirectory();
    await screen.findByRole('table', { name: 'Influencers' });

    expect(screen.getByRole('button', { name: 'Invite to campaign' })).toBeDisabled();
    await person.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(screen.getByRole('checkbox', { name: 'Select Ana Creator' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Bala Kumar' })).toBeChecked();
    await person.click(screen.getByRole('button', { name: 'Invite to campaign' }));

    const dialog = await screen.findByRole('dialog', { name: 'Invite to campaign' });
    // The campaign field has the focus, its list closed until asked for: opened at once, it was an
    // empty list while the campaigns loaded.
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Campaign' })).toHaveFocus());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await person.click(within(dialog).getByRole('button', { name: 'Send invites' }));
    expect(await within(dialog).findByText('Please choose a campaign')).toBeInTheDocument();

    await selectOption(person, 'Campaign', 'Raya Glow Serum');
    await person.click(within(dialog).getByRole('button', { name: 'Send invites' }));

    const invited = await within(dialog).findByRole('region', { name: 'Invited' });
    expect(within(invited).getByText('Ana Creator')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('region', { name: 'Already in campaign' })).getByText('Bala Kumar'));
    expect(within(dialog).getByText('Unknown (0)')).toBeInTheDocument();
    expect(requestsTo(fetchMock, `POST /api/admin/campaigns/${campaign.id}/tasks`).map((r) => r.body)).toEqual([
      { userIds: ['user-1', 'user-2'] },
    ]);
    const campaignQuery = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), window.location.origin))
      .find((url) => url.pathname === '/api/admin/campaigns');
    expect(campaignQuery?.searchParams.get('state')).toBe('open');

    await person.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('checkbox', { name: 'Select Ana Creator' })).not.toBeChecked();
  });

  it('says why an invite was refused (409), not Duplicate Request', async () => {
    const person = userEvent.setup({ delay: null });
    const campaign = buildCampaignSummary();
    stubFetch(
      routesWith({
        'GET /api/admin/campaigns': { body: pageOf([campaign], { pageSize: 100 }) },
        [`POST /api/admin/campaigns/${campaign.id}/tasks`]: {
          status: 409,
          body: { message: 'Campaign is closed', code: 'campaign-is-closed' },
        },
      }),
    );
    renderDirectory();
    await screen.findByRole('table', { name: 'Influencers' });

    await person.click(screen.getByRole('checkbox', { name: 'Select Ana Creator' }));
    await person.click(screen.getByRole('button', { name: 'Invite to campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to campaign' });
    await selectOption(person, 'Campaign', 'Raya Glow Serum');
    await person.click(within(dialog).getByRole('button', { name: 'Send invites' }));

    expect(await screen.findByText('Error inviting influencers')).toBeInTheDocument();
    expect(screen.getByText('Campaign is closed')).toBeInTheDocument();
    expect(screen.queryByText('Duplicate Request')).not.toBeInTheDocument();
  });

  it('says in the language shown that the influencers could not be retrieved', async () => {
    const [messages, adminMessages] = await Promise.all([loadMessages('zh-Hans'), loadAdminMessages('zh-Hans')]);
    i18n.loadAndActivate({ locale: 'zh-Hans', messages: { ...messages, ...adminMessages } });
    stubFetch(routesWith({ 'GET /api/admin/influencers': { status: 500, body: { message: 'x', code: 'internal' } } }));
    renderDirectory();

    expect(await screen.findByText('获取网红列表时出错')).toBeInTheDocument();
  });

  it("names each influencer's country, state, languages and content types in the language shown", async () => {
    const [messages, adminMessages] = await Promise.all([loadMessages('zh-Hans'), loadAdminMessages('zh-Hans')]);
    i18n.loadAndActivate({ locale: 'zh-Hans', messages: { ...messages, ...adminMessages } });
    stubFetch(routesWith());
    renderDirectory();

    const table = await screen.findByRole('table', { name: '网红' });
    const anaRow = within(table).getByRole('row', { name: /Ana Creator/ });
    expect(within(anaRow).getByText('马来西亚')).toBeInTheDocument();
    expect(within(anaRow).getByText('雪兰莪')).toBeInTheDocument();
    expect(within(anaRow).getByText('马来语、英语')).toBeInTheDocument();
    expect(within(anaRow).getByText('美容、美食爱好者')).toBeInTheDocument();
  });

  it('says what the ban needs in the language chosen after the refusal', async () => {
    const person = userEvent.setup();
    stubFetch(routesWith({}));
    renderDirectory();
    const table = await screen.findByRole('table', { name: 'Influencers' });
    await person.click(
      within(within(table).getByRole('row', { name: /Ana Creator/ })).getByRole('button', { name: 'Ban' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ban Ana Creator' });
    await person.click(within(dialog).getByRole('button', { name: 'Ban influencer' }));
    expect(await within(dialog).findByText('Please give a reason for the ban')).toBeInTheDocument();

    const [messages, adminMessages] = await Promise.all([loadMessages('ms'), loadAdminMessages('ms')]);
    act(() => i18n.loadAndActivate({ locale: 'ms', messages: { ...messages, ...adminMessages } }));

    expect(within(dialog).getByText('Sila nyatakan sebab sekatan')).toBeInTheDocument();
  });

  it('bans with a required reason', async () => {
    const person = userEvent.setup();
    const fetchMock = stubFetch(routesWith({ 'PUT /api/admin/influencers/user-1/ban': {} }));
    renderDirectory();
    const table = await screen.findByRole('table', { name: 'Influencers' });

    await person.click(
      within(within(table).getByRole('row', { name: /Ana Creator/ })).getByRole('button', { name: 'Ban' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ban Ana Creator' });
    await person.click(within(dialog).getByRole('button', { name: 'Ban influencer' }));
    expect(await within(dialog).findByText('Please give a reason for the ban')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT /api/admin/influencers/user-1/ban')).toHaveLength(0);

    await person.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Bought followers');
    await person.click(within(dialog).getByRole('button', { name: 'Ban influencer' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'PUT /api/admin/influencers/user-1/ban').map((r) => r.body)).toEqual([
        { reason: 'Bought followers' },
      ]),
    );
    expect(await screen.findByText('Influencer banned')).toBeInTheDocument();
    await waitFor(() => expect(directoryQueries(fetchMock)).toHaveLength(2));
  });

  it('takes a reason as long as the ban keeps, and no longer', async () => {
    const person = userEvent.setup();
    stubFetch(routesWith());
    renderDirectory();
    const table = await screen.findByRole('table', { name: 'Influencers' });

    await person.click(
      within(within(table).getByRole('row', { name: /Ana Creator/ })).getByRole('button', { name: 'Ban' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ban Ana Creator' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveAttribute('maxlength', String(MAX_BAN_REASON_LENGTH));
    expect(BanSchema.safeParse({ reason: 'x'.repeat(MAX_BAN_REASON_LENGTH) }).success).toBe(true);
    expect(BanSchema.safeParse({ reason: 'x'.repeat(MAX_BAN_REASON_LENGTH + 1) }).success).toBe(false);
  });

  it('lifts a ban after a confirmation', async () => {
    const person = userEvent.setup();
    const fetchMock = stubFetch(routesWith({ 'DELETE /api/admin/influencers/user-2/ban': {} }));
    renderDirectory();
    const table = await screen.findByRole('table', { name: 'Influencers' });

    await person.click(
      within(within(table).getByRole('row', { name: /Bala Kumar/ })).getByRole('button', { name: 'Unban' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Unban Bala Kumar?' });
    expect(requestsTo(fetchMock, 'DELETE /api/admin/influencers/user-2/ban')).toHaveLength(0);
    await person.click(within(dialog).getByRole('button', { name: 'Lift ban' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'DELETE /api/admin/influencers/user-2/ban')).toHaveLength(1));
  });

  it('says when nothing matches', async () => {
    stubFetch(routesWith({ 'GET /api/admin/influencers': { body: pageOf([]) } }));
    renderDirectory('/admin/influencers?search=nobody');
    expect(await screen.findByText('No influencer matches these filters.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('nobody');
  });
});
