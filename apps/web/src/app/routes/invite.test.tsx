import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenManager } from '@/lib/token-manager';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { TERMS_CHANGED_MESSAGE } from '@portal/domain/terms';
import { buildInvite, buildScreeningQuestion, buildTask, buildTerms, storedSessionRoutes } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const question = buildScreeningQuestion({ id: 'q-why', question: 'Why this brand?' });

afterEach(() => {
  tokenManager.clear();
});

describe('Invite page, signed in', () => {
  it('applies with the screening answers, then opens My Tasks', async () => {
    const fetchMock = stubFetch({
      ...storedSessionRoutes(),
      'GET /api/invite': { body: buildInvite({ id: 'invite-5', inviteCampaign: { screeningQuestions: [question] } }) },
      'POST /api/task/invite/accept': { body: buildTask({ status: 'APPLIED' }) },
    });
    renderApp('/invite/invite-5');
    const person = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Raya Glow Serum' })).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Apply for Task' }));
    expect(await screen.findByText('Please enter all required screening questions')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/task/invite/accept')).toHaveLength(0);

    await person.type(screen.getByRole('textbox', { name: 'Why this brand? *' }), 'I love it');
    await person.click(screen.getByRole('button', { name: 'Apply for Task' }));

    expect(await screen.findByText('Applied Successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Tasks' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/task/invite/accept')[0]?.body).toEqual({
      invite: 'invite-5',
      screeningResponses: [{ questionId: 'q-why', answer: 'I love it' }],
      shownTerms: buildTerms(),
    });
  });

  it('says Duplicate Request when the terms changed since the page loaded, and shows the new terms to review', async () => {
    let edited = false;
    const fetchMock = stubFetch({
      ...storedSessionRoutes(),
      'GET /api/invite': () => ({
        body: buildInvite({ inviteCampaign: { terms: buildTerms({ paymentDays: edited ? 30 : 14 }) } }),
      }),
      'POST /api/task/invite/accept': () => {
        edited = true;
        return { status: 409, body: { message: TERMS_CHANGED_MESSAGE, code: 'terms-changed' } };
      },
    });
    renderApp('/invite/invite-1');
    const person = userEvent.setup();

    expect(
      await screen.findByText('You will be paid RM 150.50 within 14 working days of approval'),
    ).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Apply for Task' }));

    expect(await screen.findByText('Error applying for task')).toBeInTheDocument();
    // SPEC §8: a 409 says 'Duplicate Request', whatever the server's reason; the page then shows the new terms.
    expect(screen.getByRole('button', { name: 'Apply for Task' })).toHaveAccessibleDescription(
      'Error applying for task Duplicate Request',
    );
    expect(
      await screen.findByText('You will be paid RM 150.50 within 30 working days of approval'),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/task/invite/accept')[0]?.body).toMatchObject({
      shownTerms: buildTerms({ paymentDays: 14 }),
    });

    await person.click(screen.getByRole('button', { name: 'Apply for Task' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/task/invite/accept')).toHaveLength(2));
    expect(requestsTo(fetchMock, 'POST /api/task/invite/accept')[1]?.body).toMatchObject({
      shownTerms: buildTerms({ paymentDays: 30 }),
    });
  });

  it('says so when the application fails or has no answer', async () => {
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/invite': { body: buildInvite() },
      'POST /api/task/invite/accept': { body: null },
    });
    renderApp('/invite/invite-1');
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Apply for Task' }));

    expect(await screen.findByText('Error applying for task')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply for Task' })).toBeInTheDocument();
  });

  it("says why the server refused the application: a closed campaign, under the step's message", async () => {
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/invite': { body: buildInvite() },
      'POST /api/task/invite/accept': {
        status: 400,
        body: { message: 'Campaign is closed', code: 'campaign-is-closed' },
      },
    });
    renderApp('/invite/invite-1');
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Apply for Task' }));

    expect(await screen.findByText('Error applying for task')).toBeInTheDocument();
    expect(screen.getByText('Campaign is closed')).toBeInTheDocument();
  });

  it('loads the invite again after a 409, so a second tab shows that the creator already applied', async () => {
    let applied = false;
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/invite': () => ({ body: buildInvite({ status: applied ? 'APPLIED' : null }) }),
      'POST /api/task/invite/accept': () => {
        applied = true;
        return { status: 409, body: { message: 'Duplicate Request', code: 'duplicate-request' } };
      },
    });
    renderApp('/invite/invite-1');
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Apply for Task' }));

    expect(await screen.findByText('Duplicate Request')).toBeInTheDocument();
    expect(await screen.findByText('You have already applied for this task.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply for Task' })).not.toBeInTheDocument();
  });

  it('tells an applicant they already applied, with a way to My Tasks', async () => {
    stubFetch({ ...storedSessionRoutes(), 'GET /api/invite': { body: buildInvite({ status: 'APPLIED' }) } });
    renderApp('/invite/invite-1');

    expect(await screen.findByText('You have already applied for this task.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Tasks' })).toHaveAttribute('href', '/my-tasks');
    expect(screen.queryByRole('button', { name: 'Apply for Task' })).not.toBeInTheDocument();
  });

  it('tells a selected creator to find the task on Campaigns', async () => {
    stubFetch({ ...storedSessionRoutes(), 'GET /api/invite': { body: buildInvite({ status: 'SELECTED' }) } });
    renderApp('/invite/invite-1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are already selected for this task.' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('You are already selected for this task. · Creator Portal'));
    expect(screen.getByRole('link', { name: 'Go to Campaigns' })).toHaveAttribute('href', '/campaigns');
  });

  it('still tells an applicant of a campaign closed since that they already applied', async () => {
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/invite': { body: buildInvite({ status: 'APPLIED', closed: true }) },
    });
    renderApp('/invite/invite-1');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'You have already applied for this task.' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('This campaign is closed')).not.toBeInTheDocument();
  });

  it('sends a creator further along to My Tasks', async () => {
    stubFetch({ ...storedSessionRoutes(), 'GET /api/invite': { body: buildInvite({ status: 'ACCEPTED' }) } });
    renderApp('/invite/invite-1');

    expect(await screen.findByText('You are already selected for this task.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Tasks' })).toHaveAttribute('href', '/my-tasks');
  });

  it.each([null, 'SELECTED'] as const)(
    'says the campaign is closed, with no way to apply or accept (creator status %s)',
    async (status) => {
      stubFetch({
        ...storedSessionRoutes(),
        'GET /api/invite': {
          body: buildInvite({ status, closed: true, inviteCampaign: { campaignTitle: 'Raya Glow' } }),
        },
      });
      renderApp('/invite/invite-1');

      expect(await screen.findByRole('heading', { level: 1, name: 'This campaign is closed' })).toBeInTheDocument();
      expect(
        screen.getByText('Raya Glow no longer takes applications or acceptances. Tasks already under way go on.'),
      ).toBeInTheDocument();
      expect(screen.queryByText('No campaign found')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Apply for Task' })).not.toBeInTheDocument();
      expect(screen.queryByText('You are already selected for this task.')).not.toBeInTheDocument();
    },
  );

  it('says when there is no such invite', async () => {
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/invite': { status: 404, body: { message: 'No campaign found', code: 'no-campaign-found' } },
    });
    renderApp('/invite/unknown');

    expect(await screen.findByRole('heading', { level: 1, name: 'No campaign found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('No campaign found · Creator Portal'));
  });
});
