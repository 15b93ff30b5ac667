import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route } from 'wouter';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { tokenManager } from '@/lib/token-manager';
import { buildAdmin, buildCampaignSummary, pageOf } from '@/testing/admin-fixtures';
import { stubFetch } from '@/testing/fetch-stub';
import { storedSessionRoutes, tokenRoutes } from '@/testing/fixtures';
import { addressSearch, LocationSearch } from '@/testing/location-search';
import { renderApp, renderWithProviders } from '@/testing/render';
import { AdminCampaignsRoute } from './campaigns';

/** The query strings the campaign list was asked with. */
const listQueries = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), window.location.origin))
    .filter((url) => url.pathname === '/api/admin/campaigns')
    .map((url) => Object.fromEntries(url.searchParams));

// The back office is loaded lazily: have its code ready, as a warm browser cache would.
beforeAll(async () => {
  await import('./admin-root');
});

afterEach(() => {
  tokenManager.clear();
});

describe('Campaigns list', () => {
  it('shows each campaign with its logo, type, platform, incentive, deadline and task counts', async () => {
    stubFetch({
      ...storedSessionRoutes(buildAdmin()),
      'GET /api/admin/campaigns': {
        body: pageOf([buildCampaignSummary({ currency: 'SGD' })]),
      },
    });
    renderApp('/admin/campaigns');

    const table = await screen.findByRole('table', { name: 'Campaigns' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row as HTMLElement).getByRole('img', { name: 'Raya Glow Serum logo' })).toBeInTheDocument();
    expect(row).toHaveTextContent('Post');
    expect(row).toHaveTextContent('Instagram');
    expect(row).toHaveTextContent('SGD 150.50');
    expect(row).toHaveTextContent('Pending Application Review: 2');
    expect(row).toHaveTextContent('On-Going: 1');
    // Each count in its status's colour, as the creator sees that status.
    const counts = within(row as HTMLElement).getByRole('list', { name: 'Tasks by status' });
    expect(within(counts).getByText('Pending Application Review: 2').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'waiting',
    );
    expect(within(counts).getByText('On-Going: 1').closest('[data-tone]')).toHaveAttribute('data-tone', 'action');
    expect(screen.getByRole('link', { name: 'New campaign' })).toHaveAttribute('href', '/admin/campaigns/new');
  });

  it('counts approved tasks under the creator’s label, their payment’s state beside it', async () => {
    stubFetch({
      ...storedSessionRoutes(buildAdmin()),
      'GET /api/admin/campaigns': {
        body: pageOf([buildCampaignSummary({ taskCounts: { 'APPROVED-PENDING-PAYMENT': 3, COMPLETED: 2 } })]),
      },
    });
    renderApp('/admin/campaigns');

    const counts = await screen.findByRole('list', { name: 'Tasks by status' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Approved · Payment: Awaiting: 3', 'Approved · Payment: Successful: 2']);
  });

  it('asks the server for the state, the search and the page', async () => {
    const fetchMock = stubFetch({
      ...storedSessionRoutes(buildAdmin()),
      'GET /api/admin/campaigns': { body: pageOf([buildCampaignSummary()], { total: 60 }) },
    });
    renderApp('/admin/campaigns');
    const person = userEvent.setup();

    await screen.findByRole('table', { name: 'Campaigns' });
    expect(listQueries(fetchMock)[0]).toEqual({ state: 'open', page: '1', pageSize: '25' });

    await person.click(screen.getByRole('radio', { name: 'Closed' }));
    await person.type(screen.getByRole('searchbox', { name: 'Search campaigns' }), 'glow');
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({ state: 'closed', search: 'glow', page: '1', pageSize: '25' }),
    );

    await person.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ page: '2' }));
  });

  it('keeps the state, the search and the page through a reload', async () => {
    const fetchMock = stubFetch({
      ...tokenRoutes,
      'GET /api/admin/campaigns': ({ query }) => ({
        body: pageOf([buildCampaignSummary()], { total: 60, page: Number(query.get('page')) }),
      }),
    });
    const renderAt = (route: string) =>
      renderWithProviders(
        <Route path="/admin/campaigns">
          <AdminCampaignsRoute />
          <LocationSearch />
        </Route>,
        { route },
      );
    const first = renderAt('/admin/campaigns');
    const person = userEvent.setup();
    await screen.findByRole('table', { name: 'Campaigns' });
    await person.click(screen.getByRole('radio', { name: 'Closed' }));
    await person.type(screen.getByRole('searchbox', { name: 'Search campaigns' }), 'glow');
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ search: 'glow' }));
    await person.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ page: '2' }));
    const address = addressSearch();
    first.unmount();
    fetchMock.mockClear();

    renderAt(`/admin/campaigns${address}`);

    expect(await screen.findByText(/^Page 2 of 3/)).toBeInTheDocument();
    expect(listQueries(fetchMock)[0]).toEqual({ state: 'closed', search: 'glow', page: '2', pageSize: '25' });
    expect(screen.getByRole('radio', { name: 'Closed' })).toBeChecked();
    expect(screen.getByRole('searchbox', { name: 'Search campaigns' })).toHaveValue('glow');
  });

  it('moves to the last page when the page asked for is past the end', async () => {
    let campaigns = [buildCampaignSummary(), buildCampaignSummary({ id: 'campaign-2', title: 'Kopi Morning' })];
    const fetchMock = stubFetch({
      ...storedSessionRoutes(buildAdmin()),
      // One campaign a page; Kopi Morning closes before page 2 is asked for.
      'GET /api/admin/campaigns': ({ query }) => {
        const page = Number(query.get('page'));
        const body = pageOf(campaigns.slice(page - 1, page), { total: campaigns.length, page, pageSize: 1 });
        campaigns = campaigns.slice(0, 1);
        return { body };
      },
    });
    renderApp('/admin/campaigns');
    const person = userEvent.setup();

    await screen.findByRole('table', { name: 'Campaigns' });
    await person.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(listQueries(fetchMock).map((query) => query.page)).toEqual(['1', '2']));
    expect(await screen.findByText(/^Page 1 of/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Campaigns' })).toHaveTextContent('Raya Glow Serum');
    expect(screen.queryByText('No campaigns here yet.')).not.toBeInTheDocument();
  });

  it('says when there are no campaigns', async () => {
    stubFetch({
      ...storedSessionRoutes(buildAdmin()),
      'GET /api/admin/campaigns': { body: { items: [], total: 0, page: 1, pageSize: 25 } },
    });
    renderApp('/admin/campaigns');

    expect(await screen.findByText('No campaigns here yet.')).toBeInTheDocument();
  });

  it('says when the campaigns cannot be loaded, with a way to try again', async () => {
    stubFetch({
      ...storedSessionRoutes(buildAdmin()),
      'GET /api/admin/campaigns': { status: 403, body: { message: 'Admins only', code: 'forbidden' } },
    });
    renderApp('/admin/campaigns');

    const alert = await screen.findByRole('alert', { name: 'Could not load the campaigns' });
    expect(alert).toHaveTextContent('Admins only');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
