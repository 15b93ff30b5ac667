import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Route, Switch, useLocation } from 'wouter';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { QueueItem, QueueKind } from '@portal/domain/admin';
import { tokenManager } from '@/lib/token-manager';
import {
  buildAdminTask,
  buildCampaignSummary,
  buildQueueCounts,
  buildQueueItem,
  buildSubmission,
  pageOf,
} from '@/testing/admin-fixtures';
import { requestsTo, stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { tokenRoutes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { AdminQueuesRoute } from './queues';

beforeAll(() => {
  // Mantine's autosizing textarea listens for web fonts, which jsdom does not have.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});

afterEach(() => {
  tokenManager.clear();
});

function Address() {
  const [pathname] = useLocation();
  return <output aria-label="Address">{pathname}</output>;
}

function renderQueue(route: string) {
  return renderWithProviders(
    <>
      <Switch>
        <Route path="/admin/queues/:kind">
          <AdminQueuesRoute />
        </Route>
        <Route path="/admin/tasks/:taskId">
          <p>Task page</p>
        </Route>
      </Switch>
      <Address />
    </>,
    { route },
  );
}

const submission = (id: string, fullName: string): QueueItem =>
  buildQueueItem({
    task: { id, status: 'PENDING-CHECKING' },
    influencer: { id: `user-${id}`, fullName, email: `${id}@example.com` },
    submission: buildSubmission({ id: `submission-${id}` }),
  });
const ANA = submission('task-1', 'Ana Creator');
const BALA = submission('task-2', 'Bala Kumar');
const CHEN = submission('task-3', 'Chen Wei');

/** A queue holding `initial` until decisions take them off. */
function queueRoutes(kind: QueueKind, initial: QueueItem[], extra: StubRoutes = {}): StubRoutes {
  let items = initial;
  const decided = (taskIds: string[]) => {
    items = items.filter((item) => !taskIds.includes(item.task.id));
  };
  return {
    ...tokenRoutes,
    'GET /api/admin/queues': () => ({ body: buildQueueCounts({ [kind]: items.length }) }),
    [`GET /api/admin/queues/${kind}`]: () => ({ body: pageOf(items) }),
    'GET /api/admin/campaigns': { body: pageOf([buildCampaignSummary()], { pageSize: 100 }) },
    ...Object.fromEntries(
      initial.flatMap((item) => [
        [
          `PUT /api/admin/tasks/${item.task.id}/review`,
          () => {
            decided([item.task.id]);
            return {};
          },
        ],
        [`GET /api/admin/tasks/${item.task.id}`, { body: buildAdminTask({ task: item.task }) }],
      ]),
    ),
    [`POST /api/admin/queues/${kind}/approve`]: (request) => {
      const { taskIds } = request.body as { taskIds: string[] };
      // The last one was approved by another manager a moment ago.
      const approved = taskIds.slice(0, -1);
      decided(taskIds);
      return {
        body: {
          approved,
          skipped: taskIds.slice(-1).map((taskId) => ({
            taskId,
            reason: 'Duplicate Request',
            code: 'duplicate-request',
            params: { action: 'approve', by: 'Ben Tan', at: new Date().toISOString() },
          })),
        },
      };
    },
    ...extra,
  };
}

const card = (name: RegExp) => screen.findByRole('article', { name });

describe('Approving many queue items at once', () => {
  it('approves the selected items after a confirmation naming the count, and says which were skipped and why', async () => {
    const person = userEvent.setup();
    const fetchMock = stubFetch(queueRoutes('submissions', [ANA, BALA, CHEN]));
    renderQueue('/admin/queues/submissions');

    await card(/Ana Creator/);
    expect(screen.getByRole('button', { name: 'Approve selected (0)' })).toBeDisabled();
    await person.click(screen.getByRole('checkbox', { name: 'Select Ana Creator, Raya Glow Serum' }));
    await person.click(screen.getByRole('checkbox', { name: 'Select Chen Wei, Raya Glow Serum' }));
    await person.click(screen.getByRole('button', { name: 'Approve selected (2)' }));

    const dialog = await screen.findByRole('dialog', { name: 'Approve 2 items?' });
    expect(requestsTo(fetchMock, 'POST /api/admin/queues/submissions/approve')).toHaveLength(0);
    await person.click(within(dialog).getByRole('button', { name: 'Approve 2 items' }));

    const result = await screen.findByRole('alert');
    expect(result).toHaveTextContent('Approved 1 item');
    expect(result).toHaveTextContent(/Skipped 1:\s*Chen Wei \(Raya Glow Serum\): Ben Tan approved/);
    expect(requestsTo(fetchMock, 'POST /api/admin/queues/submissions/approve').map((request) => request.body)).toEqual([
      { taskIds: ['task-1', 'task-3'] },
    ]);
    // Both leave the queue; the one not selected stays, and nothing is selected any more.
    await waitFor(() => expect(screen.queryByRole('article', { name: /Ana Creator/ })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('article', { name: /Chen Wei/ })).not.toBeInTheDocument());
    expect(await card(/Bala Kumar/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve selected (0)' })).toBeDisabled();
  });

  it('selects every item of the page at once, and cancelling the confirmation approves nothing', async () => {
    const person = userEvent.setup();
    const fetchMock = stubFetch(queueRoutes('submissions', [ANA, BALA, CHEN]));
    renderQueue('/admin/queues/submissions');

    await card(/Ana Creator/);
    await person.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    for (const name of ['Ana Creator', 'Bala Kumar', 'Chen Wei']) {
      expect(screen.getByRole('checkbox', { name: `Select ${name}, Raya Glow Serum` })).toBeChecked();
    }
    await person.click(screen.getByRole('button', { name: 'Approve selected (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve 3 items?' });
    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, 'POST /api/admin/queues/submissions/approve')).toHaveLength(0);
    expect(screen.getByRole('article', { name: /Chen Wei/ })).toBeInTheDocument();
  });

  it("reaches the first item's Approve in one Tab from the top of the queue, past a skip link", async () => {
    const person = userEvent.setup();
    stubFetch(queueRoutes('submissions', [ANA, BALA]));
    renderQueue('/admin/queues/submissions');
    const item = await card(/Ana Creator/);

    await person.tab();
    expect(screen.getByRole('link', { name: "Skip to the first item's decisions" })).toHaveFocus();
    await person.keyboard('{Enter}');
    expect(within(item).getByRole('button', { name: 'Approve submission' })).toHaveFocus();
  });

  it("puts an item's Approve right after its checkbox and name in the tab order", async () => {
    const person = userEvent.setup();
    stubFetch(queueRoutes('submissions', [ANA]));
    renderQueue('/admin/queues/submissions');

    const item = await card(/Ana Creator/);
    within(item)
      .getByRole('checkbox', { name: /Select Ana Creator/ })
      .focus();
    await person.tab();
    expect(within(item).getByRole('link', { name: 'Ana Creator' })).toHaveFocus();
    await person.tab();
    expect(within(item).getByRole('button', { name: 'Approve submission' })).toHaveFocus();
  });
});

describe('Keyboard shortcuts of the queues', () => {
  it('moves between items with j and k (and the arrows), announcing each, and toggles the selection with x', async () => {
    const person = userEvent.setup();
    stubFetch(queueRoutes('submissions', [ANA, BALA]));
    renderQueue('/admin/queues/submissions');
    const ana = await card(/Ana Creator/);
    const bala = await card(/Bala Kumar/);

    await person.keyboard('j');
    expect(ana).toHaveFocus();
    expect(screen.getByText('Item 1 of 2: Ana Creator, Raya Glow Serum')).toBeInTheDocument();
    await person.keyboard('j');
    expect(bala).toHaveFocus();
    expect(screen.getByText('Item 2 of 2: Bala Kumar, Raya Glow Serum')).toBeInTheDocument();
    await person.keyboard('{ArrowUp}');
    expect(ana).toHaveFocus();
    await person.keyboard('{ArrowDown}');
    expect(bala).toHaveFocus();
    await person.keyboard('k');
    expect(ana).toHaveFocus();

    await person.keyboard('x');
    expect(screen.getByRole('checkbox', { name: 'Select Ana Creator, Raya Glow Serum' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Approve selected (1)' })).toBeEnabled();
    await person.keyboard('x');
    expect(screen.getByRole('checkbox', { name: 'Select Ana Creator, Raya Glow Serum' })).not.toBeChecked();
  });

  it('approves the current item with a, and opens its rejection with r, whose remark takes the keys typed', async () => {
    const person = userEvent.setup();
    const fetchMock = stubFetch(queueRoutes('submissions', [ANA, BALA]));
    renderQueue('/admin/queues/submissions');
    await card(/Ana Creator/);

    await person.keyboard('ja');
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'PUT /api/admin/tasks/task-1/review').map((request) => request.body)).toEqual([
        { action: 'approve' },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('article', { name: /Ana Creator/ })).not.toBeInTheDocument());

    // Bala's item took Ana's place as the current one.
    await person.keyboard('r');
    const dialog = await screen.findByRole('dialog', { name: 'Reject submission' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason for the creator/ });
    await person.click(reason);
    await person.keyboard('jaxork');
    expect(reason).toHaveValue('jaxork');
    expect(requestsTo(fetchMock, 'PUT /api/admin/tasks/task-2/review')).toHaveLength(0);
    await person.click(within(dialog).getByRole('button', { name: 'Send rejection' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'PUT /api/admin/tasks/task-2/review').map((request) => request.body)).toEqual([
        { action: 'reject', remark: 'jaxork' },
      ]),
    );
  });

  it('does nothing while the manager types in the campaign filter', async () => {
    const person = userEvent.setup();
    const fetchMock = stubFetch(queueRoutes('submissions', [ANA]));
    renderQueue('/admin/queues/submissions');
    const ana = await card(/Ana Creator/);

    const filter = screen.getByRole('combobox', { name: 'Campaign' });
    await person.click(filter);
    await person.keyboard('jax');
    expect(filter).toHaveValue('jax');
    expect(ana).not.toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Select Ana Creator, Raya Glow Serum' })).not.toBeChecked();
    expect(requestsTo(fetchMock, 'PUT /api/admin/tasks/task-1/review')).toHaveLength(0);
  });

  it('opens the current task and its conversation with o', async () => {
    const person = userEvent.setup();
    stubFetch(queueRoutes('submissions', [ANA]));
    renderQueue('/admin/queues/submissions');
    await card(/Ana Creator/);

    await person.keyboard('jo');
    expect(await screen.findByText('Task page')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/admin/tasks/task-1');
  });

  it('lists the shortcuts in a dialog opened with ? or the Keyboard shortcuts button', async () => {
    const person = userEvent.setup();
    stubFetch(queueRoutes('submissions', [ANA]));
    renderQueue('/admin/queues/submissions');
    await card(/Ana Creator/);

    await person.keyboard('?');
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(help)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'jor↓Next item',
      'kor↑Previous item',
      'aApprove the item',
      'rReject the item (asks for the remark)',
      'oOpen the task and its conversation',
      'xSelect or unselect the item',
      '?Show these shortcuts',
    ]);
    // Its own keys are the dialog's: a shortcut does nothing behind it.
    await person.keyboard('j');
    expect(screen.getByRole('article', { name: /Ana Creator/ })).not.toHaveFocus();
    await person.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await person.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    expect(await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });
});
