import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { errorText } from '@portal/domain/errors';
import { tokenManager } from '@/lib/token-manager';
import { buildAdminTask } from '@/testing/admin-fixtures';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { tokenRoutes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { TaskDecisions } from './task-decisions';

const APPLICATION = 'PUT /api/admin/tasks/task-3/application';
const amounts = { currency: 'RM', spent: '900.00', invites: '150.00', budget: '1000.00' };
const applied = {
  task: { id: 'task-3', status: 'APPLIED' as const, draftComment: null, draftSubmittedAt: null, draftApproved: false },
  campaign: { requiresReport: false },
};

afterEach(() => {
  tokenManager.clear();
});

describe('approving an application past the campaign’s budget', () => {
  it('shows the amounts and approves only once the manager ticks the confirmation', async () => {
    const fetchMock = stubFetch({
      ...tokenRoutes,
      'GET /api/admin/tasks/task-3': { body: buildAdminTask() },
      [APPLICATION]: (request) =>
        (request.body as { beyondBudget?: boolean }).beyondBudget
          ? { body: null }
          : {
              status: 409,
              body: {
                code: 'application-beyond-budget',
                params: amounts,
                message: errorText('application-beyond-budget', amounts),
              },
            },
    });
    renderWithProviders(<TaskDecisions item={applied} />);
    const person = userEvent.setup();

    await person.click(screen.getByRole('button', { name: 'Approve application' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve past the budget?' });
    expect(dialog).toHaveTextContent(
      'Approving this application takes the campaign past its budget: RM 900.00 already counted and RM 150.00 more, against RM 1000.00. Confirm to approve anyway',
    );
    expect(screen.queryByText('Error saving the decision')).not.toBeInTheDocument();
    const approve = within(dialog).getByRole('button', { name: 'Approve application' });
    expect(approve).toBeDisabled();
    await person.click(within(dialog).getByRole('checkbox', { name: 'Approve even though it goes past the budget' }));
    await person.click(approve);

    expect(await screen.findByText('Decision saved')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Approve past the budget?' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, APPLICATION).map((sent) => sent.body)).toEqual([
      { decision: 'approve' },
      { decision: 'approve', beyondBudget: true },
    ]);
  });
});
