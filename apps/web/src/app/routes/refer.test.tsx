import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenManager } from '@/lib/token-manager';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { buildReferral, buildScreeningQuestion, buildTask, buildTerms, storedSessionRoutes } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const question = buildScreeningQuestion({ id: 'q-why', question: 'Why this brand?' });

afterEach(() => {
  tokenManager.clear();
});

describe('Referral page, signed in', () => {
  it('applies with the screening answers, then opens My Tasks', async () => {
    const fetchMock = stubFetch({
      ...storedSessionRoutes(),
      'GET /api/referral': {
        body: buildReferral({ id: 'code-5', referralCampaign: { screeningQuestions: [question] } }),
      },
      'POST /api/referral/accept': { body: buildTask({ status: 'APPLIED' }) },
    });
    renderApp('/refer/code-5');
    const person = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Raya Glow Serum' })).toBeInTheDocument();
    expect(screen.getByText('Referred by Bella Referrer')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Apply for Task' }));
    expect(await screen.findByText('Please enter all required screening questions')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/referral/accept')).toHaveLength(0);

    await person.type(screen.getByRole('textbox', { name: 'Why this brand? *' }), 'I love it');
    await person.click(screen.getByRole('button', { name: 'Apply for Task' }));

    expect(await screen.findByText('Applied Successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'My Tasks' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/referral/accept')[0]?.body).toEqual({
      referral: 'code-5',
      screeningResponses: [{ questionId: 'q-why', answer: 'I love it' }],
      shownTerms: buildTerms(),
    });
  });

  it("shows the server's reason when the referral is refused", async () => {
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/referral': { body: buildReferral() },
      'POST /api/referral/accept': {
        status: 400,
        body: { message: 'You cannot refer yourself', code: 'cannot-refer-yourself' },
      },
    });
    renderApp('/refer/referral-code-1');
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Apply for Task' }));

    expect(await screen.findByText('You cannot refer yourself')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply for Task' })).toBeInTheDocument();
  });

  it('says so when the application fails', async () => {
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/referral': { body: buildReferral() },
      'POST /api/referral/accept': { status: 500, body: { message: 'Down', code: 'internal' } },
    });
    renderApp('/refer/referral-code-1');
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Apply for Task' }));

    expect(await screen.findByText('Error applying for task')).toBeInTheDocument();
  });

  it('tells an applicant they already applied, with a way to My Tasks', async () => {
    stubFetch({ ...storedSessionRoutes(), 'GET /api/referral': { body: buildReferral({ status: 'APPLIED' }) } });
    renderApp('/refer/referral-code-1');

    expect(await screen.findByText('You have already applied for this task.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Tasks' })).toHaveAttribute('href', '/my-tasks');
    expect(screen.queryByRole('button', { name: 'Apply for Task' })).not.toBeInTheDocument();
  });

  it('tells a selected creator to find the task on Campaigns', async () => {
    stubFetch({ ...storedSessionRoutes(), 'GET /api/referral': { body: buildReferral({ status: 'SELECTED' }) } });
    renderApp('/refer/referral-code-1');

    expect(await screen.findByText('You are already selected for this task.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Campaigns' })).toHaveAttribute('href', '/campaigns');
  });

  it.each([null, 'SELECTED'] as const)(
    'says the campaign is closed, with no way to apply (creator status %s)',
    async (status) => {
      stubFetch({
        ...storedSessionRoutes(),
        'GET /api/referral': {
          body: buildReferral({ status, closed: true, referralCampaign: { campaignTitle: 'Raya Glow' } }),
        },
      });
      renderApp('/refer/referral-code-1');

      expect(await screen.findByRole('heading', { level: 1, name: 'This campaign is closed' })).toBeInTheDocument();
      expect(screen.queryByText('No campaign found')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Apply for Task' })).not.toBeInTheDocument();
    },
  );

  it('says when there is no such referral', async () => {
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/referral': { status: 404, body: { message: 'No campaign found', code: 'no-campaign-found' } },
    });
    renderApp('/refer/unknown');

    expect(await screen.findByText('No campaign found')).toBeInTheDocument();
  });
});
