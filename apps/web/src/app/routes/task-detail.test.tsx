import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Task } from '@portal/domain/tasks';
import { tokenManager } from '@/lib/token-manager';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { buildTask, storedSessionRoutes } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

afterEach(() => {
  tokenManager.clear();
});

describe('Task detail page', () => {
  it('accepts an invite, then says so with the time remaining', async () => {
    let task: Task = buildTask({ id: 'task-7' });
    const fetchMock = stubFetch({
      ...storedSessionRoutes(),
      'GET /api/task/taskId': () => ({ body: task }),
      'PUT /api/task/accept': () => {
        task = { ...task, status: 'ACCEPTED' };
        return { body: task };
      },
    });
    renderApp('/campaign/task-7');
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Accept Task' }));
    expect(await screen.findByText('Are you sure you want to accept this task?')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Task Accepted')).toBeInTheDocument();
    expect(await screen.findByText('Task Accepted Successfully!')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Time Remaining' })).toHaveTextContent(/2 days 23 hours 59 minutes/);
    expect(screen.queryByRole('button', { name: 'Accept Task' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT /api/task/accept')[0]?.body).toEqual({ task: 'task-7', screeningResponses: [] });
  });

  it('shows the referral panel and the referrals of a campaign with a referral fee', async () => {
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/task/taskId': {
        body: buildTask({ id: 'task-7', status: 'ACCEPTED', campaignDetails: { referralFee: 25 } }),
      },
      'GET /api/referral/link': { body: { code: 'abc123' } },
      'GET /api/referral/task': { body: [] },
    });
    renderApp('/campaign/task-7#referrals');

    expect(await screen.findByRole('heading', { name: 'Refer a Friend' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Referral Link' })).toHaveValue(
      `${window.location.origin}/refer/abc123`,
    );
    expect(screen.getByRole('region', { name: 'Referrals' })).toHaveAttribute('id', 'referrals');
    expect(await screen.findByText('No referrals yet.')).toBeInTheDocument();
  });

  it('says when there is no such campaign', async () => {
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/task/taskId': { status: 404, body: { message: 'No campaign found', code: 'not-found' } },
    });
    renderApp('/campaign/unknown');

    expect(await screen.findByText('No campaign found')).toBeInTheDocument();
  });

  it('says when the campaign cannot be loaded', async () => {
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/task/taskId': { status: 403, body: { message: 'Forbidden', code: 'forbidden' } },
    });
    renderApp('/campaign/task-7');

    expect(await screen.findByText('Error retrieving campaign')).toBeInTheDocument();
  });
});
