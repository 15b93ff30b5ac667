import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeadlineExtension } from '@portal/domain/tasks';
import { toLocalInput } from '@/lib/local-datetime';
import { tokenManager } from '@/lib/token-manager';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { expectInvalid } from '@/testing/field-errors';
import { buildTask, tokenRoutes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { DeadlineExtensions } from './deadline-extensions';

const DAY = 24 * 60 * 60 * 1000;
const deadline = new Date(Date.now() + 3 * DAY);
const task = buildTask({ id: 'task-5', status: 'ACCEPTED', taskDeadline: deadline.toISOString() });

function extension(overrides: Partial<DeadlineExtension> = {}): DeadlineExtension {
  return {
    id: 'extension-1',
    status: 'PENDING',
    previousDeadline: deadline.toISOString(),
    requestedDeadline: new Date(deadline.getTime() + 4 * DAY).toISOString(),
    reason: 'My camera broke',
    createdAt: new Date().toISOString(),
    approvedDeadline: null,
    remark: null,
    decidedAt: null,
    ...overrides,
  };
}

afterEach(() => {
  tokenManager.clear();
});

describe('DeadlineExtensions', () => {
  it('asks for a new date after the current deadline and a reason, saying what is missing on each field', async () => {
    const fetchMock = stubFetch({
      ...tokenRoutes,
      'GET /api/task/extension': { body: { expiredAt: null, requests: [] } },
      'POST /api/task/extension': { body: extension() },
    });
    renderWithProviders(<DeadlineExtensions task={task} />);
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Request an extension' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a deadline extension' });
    const newDeadline = within(dialog).getByLabelText(/New deadline/);
    const reason = within(dialog).getByLabelText(/Reason/);
    await person.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expectInvalid(newDeadline, 'Please choose the new deadline');
    expectInvalid(reason, 'Please give a reason for the extension');
    expect(newDeadline).toHaveFocus();

    await person.type(newDeadline, toLocalInput(new Date(deadline.getTime() - DAY).toISOString()));
    await person.type(reason, 'My camera broke');
    await person.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expectInvalid(newDeadline, 'The new deadline must be after the current deadline');
    expect(requestsTo(fetchMock, 'POST /api/task/extension')).toHaveLength(0);

    const wanted = new Date(deadline.getTime() + 4 * DAY);
    wanted.setSeconds(0, 0);
    await person.clear(newDeadline);
    await person.type(newDeadline, toLocalInput(wanted.toISOString()));
    await person.click(within(dialog).getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/task/extension')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'POST /api/task/extension')[0]?.body).toEqual({
      taskId: 'task-5',
      deadline: wanted.toISOString(),
      reason: 'My camera broke',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('gives the focus back to Request an extension when the dialog is cancelled', async () => {
    stubFetch({ ...tokenRoutes, 'GET /api/task/extension': { body: { expiredAt: null, requests: [] } } });
    renderWithProviders(<DeadlineExtensions task={task} />);
    const person = userEvent.setup();

    const opener = await screen.findByRole('button', { name: 'Request an extension' });
    await person.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Request a deadline extension' });
    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('shows a request waiting for a decision, and offers no second one meanwhile', async () => {
    stubFetch({ ...tokenRoutes, 'GET /api/task/extension': { body: { expiredAt: null, requests: [extension()] } } });
    renderWithProviders(<DeadlineExtensions task={task} />);

    const request = await screen.findByRole('article', { name: /^Extension request of/ });
    expect(within(request).getByText('Waiting for a decision')).toBeInTheDocument();
    expect(within(request).getByText('Your reason: My camera broke')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request an extension' })).not.toBeInTheDocument();
  });

  it("shows a declined request with the manager's reason, and lets the creator ask again", async () => {
    stubFetch({
      ...tokenRoutes,
      'GET /api/task/extension': {
        body: { expiredAt: null, requests: [extension({ status: 'DECLINED', remark: 'The brand launches that day' })] },
      },
    });
    renderWithProviders(<DeadlineExtensions task={task} />);

    const request = await screen.findByRole('article', { name: /^Extension request of/ });
    expect(within(request).getByText('Declined')).toBeInTheDocument();
    expect(within(request).getByText('Reason given: The brand launches that day')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request an extension' })).toBeInTheDocument();
  });

  it('offers nothing once the task is under review and nothing was asked', async () => {
    const fetchMock = stubFetch({
      ...tokenRoutes,
      'GET /api/task/extension': { body: { expiredAt: null, requests: [] } },
    });
    renderWithProviders(<DeadlineExtensions task={{ ...task, status: 'PENDING-CHECKING' }} />);

    await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/task/extension')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Deadline extension' })).not.toBeInTheDocument();
  });
});
