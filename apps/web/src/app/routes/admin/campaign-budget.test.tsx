import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign } from '@portal/domain/admin';
import { errorText } from '@portal/domain/errors';
import { tokenManager } from '@/lib/token-manager';
import { buildAdmin, buildAdminCampaign, CAMPAIGN_ID } from '@/testing/admin-fixtures';
import { requestsTo, stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { storedSessionRoutes } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const campaignPath = `/api/admin/campaigns/${CAMPAIGN_ID}`;
const emptyPage = { items: [], total: 0, page: 1, pageSize: 25 };

function routesFor(campaign: Campaign, extra: StubRoutes = {}): StubRoutes {
  return {
    ...storedSessionRoutes(buildAdmin()),
    [`GET ${campaignPath}`]: { body: campaign },
    [`GET ${campaignPath}/tasks`]: { body: emptyPage },
    ...extra,
  };
}

/** A campaign of RM 1,000 with RM 450 committed, 200 approved and 150 paid; its funds confirmed. */
const budgeted = (overrides: Partial<Campaign> = {}) =>
  buildAdminCampaign({
    budget: 1000,
    fundsConfirmation: { by: 'Mei Ling', at: '2026-11-03T02:00:00.000Z' },
    budgetUse: { invited: 300, committed: 450, approved: 200, paid: 150, remaining: 200 },
    ...overrides,
  });

beforeAll(async () => {
  await import('./admin-root');
});

afterEach(() => {
  tokenManager.clear();
});

describe('the campaign page’s budget', () => {
  it('shows committed, approved, paid and remaining, with the share spoken for and who confirmed the funds', async () => {
    stubFetch(routesFor(budgeted()));
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}`);

    const summary = await screen.findByRole('region', { name: 'Budget' });
    const figures = Object.fromEntries(
      within(summary)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({
      Budget: 'RM 1,000.00',
      'Committed (accepted, not yet approved)': 'RM 450.00',
      'Approved (owed or being paid)': 'RM 200.00',
      Paid: 'RM 150.00',
      Remaining: 'RM 200.00',
      'Invited, not yet accepted': 'RM 300.00',
    });
    expect(within(summary).getByRole('progressbar', { name: /Share of the budget/ })).toHaveAttribute(
      'aria-valuenow',
      '80',
    );
    expect(summary).toHaveTextContent('80% of the budget committed, approved or paid');
    expect(summary).toHaveTextContent('Funds confirmed by Mei Ling on 3 Nov 2026');
  });

  it('says in words when the campaign is over its budget, and when nobody confirmed the funds', async () => {
    stubFetch(
      routesFor(
        budgeted({
          fundsConfirmation: null,
          budgetUse: { invited: 0, committed: 700, approved: 300, paid: 100, remaining: -100 },
        }),
      ),
    );
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}`);

    const summary = await screen.findByRole('region', { name: 'Budget' });
    expect(summary).toHaveTextContent('RM 100.00 over budget');
    expect(summary).toHaveTextContent('110% of the budget committed, approved or paid');
    expect(summary).toHaveTextContent('Nobody has confirmed that the brand’s money for this budget is set aside');
  });

  it('shows the figures without a bar when the campaign has no budget', async () => {
    stubFetch(routesFor(buildAdminCampaign()));
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}`);

    const summary = await screen.findByRole('region', { name: 'Budget' });
    expect(summary).toHaveTextContent('No budget set. Edit the campaign to set one.');
    expect(within(summary).queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('inviting past the budget', () => {
  const refusal = {
    status: 409,
    body: {
      code: 'invite-beyond-budget',
      params: { currency: 'RM', spent: '900.00', invites: '300.00', budget: '1000.00' },
      message: errorText('invite-beyond-budget', {
        currency: 'RM',
        spent: '900.00',
        invites: '300.00',
        budget: '1000.00',
      }),
    },
  };
  const invited = { invited: ['bea@example.com'], alreadyInCampaign: [], unknown: [], taskIds: ['task-10'] };

  it('shows the amounts, and invites only once the manager ticks the confirmation', async () => {
    const fetchMock = stubFetch(
      routesFor(budgeted(), {
        [`POST ${campaignPath}/tasks`]: (request) =>
          (request.body as { beyondBudget?: boolean }).beyondBudget ? { body: invited } : refusal,
      }),
    );
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}`);
    const person = userEvent.setup();

    await person.type(await screen.findByRole('textbox', { name: 'E-mail addresses' }), 'bea@example.com');
    await person.click(screen.getByRole('button', { name: 'Send invitations' }));

    const warning = await screen.findByRole('alert', { name: 'Past the campaign’s budget' });
    expect(warning).toHaveTextContent(
      'These invites take the campaign past its budget: RM 900.00 already counted and RM 300.00 more, against RM 1000.00. Confirm to invite anyway',
    );
    const goAhead = within(warning).getByRole('button', { name: 'Invite past the budget' });
    expect(goAhead).toBeDisabled();
    await person.click(
      within(warning).getByRole('checkbox', { name: 'Invite them even though it goes past the budget' }),
    );
    await person.click(goAhead);

    const results = await screen.findByRole('region', { name: 'Invitation results' });
    expect(within(results).getByRole('list', { name: 'Invited' })).toHaveTextContent('bea@example.com');
    expect(screen.queryByRole('alert', { name: 'Past the campaign’s budget' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, `POST ${campaignPath}/tasks`).map((sent) => sent.body)).toEqual([
      { emails: ['bea@example.com'] },
      { emails: ['bea@example.com'], beyondBudget: true },
    ]);
  });

  it('sends nothing more when the manager cancels', async () => {
    const fetchMock = stubFetch(routesFor(budgeted(), { [`POST ${campaignPath}/tasks`]: refusal }));
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}`);
    const person = userEvent.setup();

    await person.type(await screen.findByRole('textbox', { name: 'E-mail addresses' }), 'bea@example.com');
    await person.click(screen.getByRole('button', { name: 'Send invitations' }));
    const warning = await screen.findByRole('alert', { name: 'Past the campaign’s budget' });
    await person.click(within(warning).getByRole('button', { name: 'Cancel' }));

    expect(screen.queryByRole('alert', { name: 'Past the campaign’s budget' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, `POST ${campaignPath}/tasks`)).toHaveLength(1);
  });
});

describe('the campaign form’s budget', () => {
  it('keeps the funds box off without a budget, refuses a budget of nothing, and sends budget and funds', async () => {
    const fetchMock = stubFetch(routesFor(buildAdminCampaign(), { [`PUT ${campaignPath}`]: { body: null } }));
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}/edit`);
    const person = userEvent.setup({ delay: null });

    const budget = await screen.findByRole('textbox', { name: 'Budget' });
    const funds = screen.getByRole('checkbox', { name: 'The brand’s money for this budget is set aside' });
    expect(funds).toBeDisabled();
    expect(funds).toHaveAccessibleDescription('Set a budget first');

    await person.type(budget, '0');
    await person.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a budget of more than 0, or leave it empty')).toBeInTheDocument();
    expect(budget).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, `PUT ${campaignPath}`)).toHaveLength(0);

    await person.clear(budget);
    await person.type(budget, '5000');
    expect(funds).toBeEnabled();
    await person.click(funds);
    await person.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Campaign saved')).toBeInTheDocument();
    const [sent] = requestsTo(fetchMock, `PUT ${campaignPath}`);
    expect(sent?.body).toMatchObject({ budget: 5000, fundsConfirmed: true });
  });

  it('says who confirmed the funds, and withdraws the confirmation when unticked', async () => {
    const fetchMock = stubFetch(routesFor(budgeted(), { [`PUT ${campaignPath}`]: { body: null } }));
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}/edit`);
    const person = userEvent.setup({ delay: null });

    expect(await screen.findByRole('textbox', { name: 'Budget' })).toHaveValue('1,000');
    const funds = screen.getByRole('checkbox', { name: 'The brand’s money for this budget is set aside' });
    expect(funds).toBeChecked();
    expect(funds).toHaveAccessibleDescription(/Confirmed by Mei Ling on 3 Nov 2026/);
    await person.click(funds);
    await person.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Campaign saved')).toBeInTheDocument();
    const [sent] = requestsTo(fetchMock, `PUT ${campaignPath}`);
    expect(sent?.body).toMatchObject({ budget: 1000, fundsConfirmed: false });
  });
});
