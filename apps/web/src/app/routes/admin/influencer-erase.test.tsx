import { i18n } from '@lingui/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route } from 'wouter';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAdminMessages, loadMessages } from '@portal/domain/i18n';
import { ERASED_ACCOUNT_NAME } from '@portal/domain/privacy';
import { AdminInfluencersRoute } from '@/app/routes/admin/influencers';
import { adminPaths } from '@/config/admin-paths';
import { tokenManager } from '@/lib/token-manager';
import { buildInfluencer, pageOf } from '@/testing/admin-fixtures';
import { requestsTo, stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { optionRoutes, tokenRoutes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';

const ana = buildInfluencer();
const erased = buildInfluencer({
  id: 'user-9',
  fullName: ERASED_ACCOUNT_NAME,
  email: 'deleted-user-9@deleted.invalid',
});

const routesWith = (extra: StubRoutes = {}): StubRoutes => ({
  ...optionRoutes,
  ...tokenRoutes,
  'GET /api/admin/influencers': { body: pageOf([ana, erased]) },
  ...extra,
});

function renderDirectory() {
  return renderWithProviders(
    <Route path={adminPaths.adminInfluencers.path}>
      <AdminInfluencersRoute />
    </Route>,
    { route: adminPaths.adminInfluencers.getHref() },
  );
}

async function showIn(locale: 'en' | 'ms' | 'zh-Hans') {
  const [messages, adminMessages] = await Promise.all([loadMessages(locale), loadAdminMessages(locale)]);
  act(() => i18n.loadAndActivate({ locale, messages: { ...messages, ...adminMessages } }));
}

afterEach(async () => {
  tokenManager.clear();
  await showIn('en');
});

describe("erasing a creator's account from the directory", () => {
  it('asks for the reason in a dialog naming the creator, then erases the account', async () => {
    const person = userEvent.setup();
    const fetchMock = stubFetch(routesWith({ 'POST /api/admin/influencers/user-1/erase': { body: null } }));
    renderDirectory();
    const table = await screen.findByRole('table', { name: 'Influencers' });
    await person.click(
      within(within(table).getByRole('row', { name: /Ana Creator/ })).getByRole('button', { name: 'Erase account' }),
    );
    const dialog = await screen.findByRole('dialog', { name: "Erase Ana Creator's account?" });

    await person.click(within(dialog).getByRole('button', { name: 'Erase account' }));
    expect(await within(dialog).findByText('Please give the reason for erasing this account')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/admin/influencers/user-1/erase')).toHaveLength(0);

    await person.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Asked by e-mail on 7 Dec');
    await person.click(within(dialog).getByRole('button', { name: 'Erase account' }));

    expect(await screen.findByText('Account erased')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/admin/influencers/user-1/erase').map((request) => request.body)).toEqual([
      { reason: 'Asked by e-mail on 7 Dec' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The directory is read again, to show the account erased.
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/admin/influencers').length).toBeGreaterThan(1));
  });

  it('shows an erased account as "Deleted creator" in the reader\'s language, with nothing left to do', async () => {
    stubFetch(routesWith());
    renderDirectory();
    const table = await screen.findByRole('table', { name: 'Influencers' });
    const row = within(table).getByRole('row', { name: /Deleted creator/ });
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();

    await showIn('zh-Hans');
    expect(within(table).getByText('已删除的创作者')).toBeInTheDocument();
    await showIn('ms');
    expect(within(table).getByText('Pencipta kandungan dipadam')).toBeInTheDocument();
  });
});
