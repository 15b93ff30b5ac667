import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route } from 'wouter';
import { afterEach, describe, expect, it } from 'vitest';
import { errorText } from '@portal/domain/errors';
import { adminPaths } from '@/config/admin-paths';
import { tokenManager } from '@/lib/token-manager';
import { buildCampaignSummary, buildInfluencer, pageOf } from '@/testing/admin-fixtures';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { optionRoutes, tokenRoutes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { selectOption } from '@/testing/select-option';
import { AdminInfluencersRoute } from './influencers';

afterEach(() => {
  tokenManager.clear();
});

const amounts = { currency: 'RM', spent: '950.00', invites: '150.50', budget: '1000.00' };

describe('inviting selected influencers past the campaign’s budget', () => {
  it('shows the amounts and invites only once the manager ticks the confirmation', async () => {
    const person = userEvent.setup({ delay: null });
    const campaign = buildCampaignSummary();
    const invitePath = `POST /api/admin/campaigns/${campaign.id}/tasks`;
    const fetchMock = stubFetch({
      ...optionRoutes,
      ...tokenRoutes,
      'GET /api/admin/influencers': { body: pageOf([buildInfluencer()]) },
      'GET /api/admin/campaigns': { body: pageOf([campaign], { pageSize: 100 }) },
      [invitePath]: (request) =>
        (request.body as { beyondBudget?: boolean }).beyondBudget
          ? { body: { invited: ['user-1'], alreadyInCampaign: [], unknown: [], taskIds: ['task-9'] } }
          : {
              status: 409,
              body: {
                code: 'invite-beyond-budget',
                params: amounts,
                message: errorText('invite-beyond-budget', amounts),
              },
            },
    });
    renderWithProviders(
      <Route path={adminPaths.adminInfluencers.path}>
        <AdminInfluencersRoute />
      </Route>,
      { route: adminPaths.adminInfluencers.getHref() },
    );
    await screen.findByRole('table', { name: 'Influencers' });

    await person.click(screen.getByRole('checkbox', { name: 'Select Ana Creator' }));
    await person.click(screen.getByRole('button', { name: 'Invite to campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to campaign' });
    await selectOption(person, 'Campaign', 'Raya Glow Serum');
    await person.click(within(dialog).getByRole('button', { name: 'Send invites' }));

    const warning = await within(dialog).findByRole('alert', { name: 'Past the campaign’s budget' });
    expect(warning).toHaveTextContent('RM 950.00 already counted and RM 150.50 more, against RM 1000.00');
    expect(screen.queryByText('Error inviting influencers')).not.toBeInTheDocument();
    const send = within(dialog).getByRole('button', { name: 'Send invites' });
    expect(send).toBeDisabled();
    await person.click(
      within(warning).getByRole('checkbox', { name: 'Invite them even though it goes past the budget' }),
    );
    await person.click(send);

    expect(await within(dialog).findByRole('region', { name: 'Invited' })).toHaveTextContent('Ana Creator');
    expect(requestsTo(fetchMock, invitePath).map((sent) => sent.body)).toEqual([
      { userIds: ['user-1'] },
      { userIds: ['user-1'], beyondBudget: true },
    ]);
  });
});
