import { act, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LIST_STATUSES, type Task } from '@portal/domain/tasks';
import { activateLocale } from '@/lib/i18n/locale';
import { tokenManager } from '@/lib/token-manager';
import { heldReply, stubFetch } from '@/testing/fetch-stub';
import { buildTask, tokenRoutes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { optionsOf, selectOption } from '@/testing/select-option';
import { TaskList, type TaskListFilter } from './task-list';

const EMPTY = 'You do not currently have any campaigns, please check back soon!';

const tasks: Task[] = [
  buildTask({ id: 'like', campaignDetails: { campaignTitle: 'Kopi Morning Likes', taskType: 'LIKE' } }),
  buildTask({ id: 'review', campaignDetails: { campaignTitle: 'Nasi Lemak Review', taskType: 'REVIEW' } }),
  buildTask({
    id: 'unique',
    campaignDetails: { campaignTitle: 'Glow Caption', taskType: 'UNIQUECOMMENT', platform: 'FACEBOOK' },
  }),
  buildTask({ id: 'accepted', status: 'ACCEPTED', campaignDetails: { campaignTitle: 'Running Shoes' } }),
  buildTask({ id: 'approved', status: 'APPROVED-PENDING-PAYMENT', campaignDetails: { campaignTitle: 'Sun Cream' } }),
  buildTask({ id: 'applied', status: 'APPLIED', campaignDetails: { campaignTitle: 'Bubble Tea' } }),
  buildTask({ id: 'completed', status: 'COMPLETED', campaignDetails: { campaignTitle: 'Old Campaign' } }),
  buildTask({ id: 'expired', status: 'EXPIRED', campaignDetails: { campaignTitle: 'Missed Campaign' } }),
];

function renderList(statuses: readonly Task['status'][], filter?: TaskListFilter, emptyMessage = EMPTY) {
  renderWithProviders(
    <TaskList statuses={statuses} filter={filter} emptyMessage={emptyMessage} hasPaymentMethod={false} />,
  );
}

const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

afterEach(() => {
  tokenManager.clear();
});

describe('TaskList', () => {
  it('says it is loading until the tasks arrive', async () => {
    const reply = heldReply();
    stubFetch({ ...tokenRoutes, 'GET /api/task': reply.handler });
    renderList(LIST_STATUSES.campaigns, 'taskType');

    expect(await screen.findByText('Loading invites...')).toBeInTheDocument();
    reply.release({ body: tasks });
    expect(await screen.findByRole('heading', { name: 'Kopi Morning Likes' })).toBeInTheDocument();
    expect(screen.queryByText('Loading invites...')).not.toBeInTheDocument();
  });

  it('offers the next step when a list is empty', async () => {
    stubFetch({ ...tokenRoutes, 'GET /api/task': { body: tasks.filter((task) => task.status === 'SELECTED') } });
    renderWithProviders(
      <TaskList
        statuses={LIST_STATUSES.completedTasks}
        emptyMessage="You do not currently have any completed campaigns."
        emptyAction={{ label: 'Go to My Tasks', href: '/my-tasks' }}
        hasPaymentMethod={false}
      />,
    );

    expect(await screen.findByText('You do not currently have any completed campaigns.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Tasks' })).toHaveAttribute('href', '/my-tasks');
  });

  it('says no task matches, with no next step, when the tasks are there but the search matches none', async () => {
    stubFetch({ ...tokenRoutes, 'GET /api/task': { body: tasks } });
    renderWithProviders(
      <TaskList
        statuses={LIST_STATUSES.campaigns}
        emptyMessage={EMPTY}
        emptyAction={{ label: 'Update your profile', href: '/edit-profile' }}
        hasPaymentMethod={false}
      />,
    );
    const person = userEvent.setup();

    await screen.findByRole('heading', { name: 'Kopi Morning Likes' });
    await person.type(screen.getByLabelText('Search'), 'no such campaign');

    expect(await screen.findByText('No tasks match your search')).toBeInTheDocument();
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Update your profile' })).not.toBeInTheDocument();
  });

  it('shows only the invites on Campaigns, filtered by the spec task types', async () => {
    stubFetch({ ...tokenRoutes, 'GET /api/task': { body: tasks } });
    renderList(LIST_STATUSES.campaigns, 'taskType');
    const person = userEvent.setup();

    await screen.findByRole('heading', { name: 'Kopi Morning Likes' });
    expect(cardTitles()).toEqual(['Kopi Morning Likes', 'Nasi Lemak Review', 'Glow Caption']);
    expect(await optionsOf(person, 'Task Type')).toEqual([
      'All',
      'Like',
      'Comment',
      'Reviews',
      'Post',
      'Video',
      'Share',
      'Unique Comment',
    ]);

    await selectOption(person, 'Task Type', 'Reviews');
    expect(cardTitles()).toEqual(['Nasi Lemak Review']);
    await selectOption(person, 'Task Type', 'Unique Comment');
    expect(cardTitles()).toEqual(['Glow Caption']);
    await selectOption(person, 'Task Type', 'Video');
    expect(screen.getByText('No tasks match your search')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 tasks match');
    await selectOption(person, 'Task Type', 'All');
    expect(cardTitles()).toHaveLength(3);
  });

  it('shows the tasks in progress on My Tasks, filtered by the spec status labels', async () => {
    stubFetch({ ...tokenRoutes, 'GET /api/task': { body: tasks } });
    renderList(LIST_STATUSES.myTasks, 'status');
    const person = userEvent.setup();

    await screen.findByRole('heading', { name: 'Running Shoes' });
    expect(cardTitles()).toEqual(['Running Shoes', 'Sun Cream', 'Bubble Tea', 'Missed Campaign']);

    await selectOption(person, 'Status', 'Approved - Awaiting Payment');
    expect(cardTitles()).toEqual(['Sun Cream']);
    await selectOption(person, 'Status', 'Pending Application Review');
    expect(cardTitles()).toEqual(['Bubble Tea']);
    await selectOption(person, 'Status', 'On-Going');
    expect(cardTitles()).toEqual(['Running Shoes']);
  });

  it('searches the nested campaign fields, trimmed and case-insensitive, from page 1', async () => {
    stubFetch({ ...tokenRoutes, 'GET /api/task': { body: tasks } });
    renderList(LIST_STATUSES.campaigns, 'taskType');
    const person = userEvent.setup();
    await screen.findByRole('heading', { name: 'Kopi Morning Likes' });
    await selectOption(person, 'Records per page', '1');
    await person.click(screen.getByRole('button', { name: 'Page 3' }));

    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await person.type(screen.getByRole('searchbox', { name: 'Search' }), '  NASI lemak ');
    expect(cardTitles()).toEqual(['Nasi Lemak Review']);
    expect(screen.getByRole('status')).toHaveTextContent('1 task matches');
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await person.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await person.type(screen.getByRole('searchbox', { name: 'Search' }), 'facebook');
    expect(cardTitles()).toEqual(['Glow Caption']);

    await person.type(screen.getByRole('searchbox', { name: 'Search' }), ' nothing like it');
    expect(screen.getByText('No tasks match your search')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 tasks match');
  });

  it('finds tasks by the status and task type their cards show, in the language shown', async () => {
    stubFetch({ ...tokenRoutes, 'GET /api/task': { body: tasks } });
    renderList([...LIST_STATUSES.campaigns, 'ACCEPTED'], 'taskType');
    const person = userEvent.setup();
    await screen.findByRole('heading', { name: 'Kopi Morning Likes' });
    const search = screen.getByRole('searchbox', { name: 'Search' });

    await person.type(search, 'unique comment');
    expect(cardTitles()).toEqual(['Glow Caption']);
    await person.clear(search);
    await person.type(search, 'on-going');
    expect(cardTitles()).toEqual(['Running Shoes']);
    await person.clear(search);
    await person.type(search, 'Invited');
    expect(cardTitles()).toEqual(['Kopi Morning Likes', 'Nasi Lemak Review', 'Glow Caption']);

    await act(() => activateLocale('ms'));
    await person.clear(search);
    await person.type(search, 'komen unik');
    expect(cardTitles()).toEqual(['Glow Caption']);
  });

  it('says what the Video choice shows on its cards', async () => {
    stubFetch({
      ...tokenRoutes,
      'GET /api/task': {
        body: [buildTask({ id: 'video', campaignDetails: { campaignTitle: 'Unboxing', taskType: 'VIDEO' } })],
      },
    });
    renderList(LIST_STATUSES.campaigns, 'taskType');
    const person = userEvent.setup();
    await screen.findByRole('heading', { name: 'Unboxing' });
    expect(screen.queryByText(/Video tasks show as/)).not.toBeInTheDocument();

    await selectOption(person, 'Task Type', 'Video');
    expect(cardTitles()).toEqual(['Unboxing']);
    expect(
      screen.getByText(
        'Video tasks show as “Draft Comment and File”: a draft with its files first, then the final submission.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the history on Completed Task, with search only and its own empty message', async () => {
    stubFetch({ ...tokenRoutes, 'GET /api/task': { body: tasks } });
    renderList(LIST_STATUSES.completedTasks, undefined, 'You do not currently have any completed campaigns.');
    const person = userEvent.setup();

    await screen.findByRole('heading', { name: 'Old Campaign' });
    expect(cardTitles()).toEqual(['Old Campaign', 'Missed Campaign']);
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Task Type' })).not.toBeInTheDocument();

    await person.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(screen.getByText('No tasks match your search')).toBeInTheDocument();
  });

  it('says there is nothing when the creator has no invites', async () => {
    stubFetch({ ...tokenRoutes, 'GET /api/task': { body: [] } });
    renderList(LIST_STATUSES.campaigns, 'taskType');

    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
  });

  it('tells when the tasks cannot be loaded, and lists them once a retry loads them', async () => {
    let calls = 0;
    stubFetch({
      ...tokenRoutes,
      'GET /api/task': () =>
        ++calls === 1 ? { status: 403, body: { message: 'Forbidden', code: 'forbidden' } } : { body: tasks },
    });
    renderList(LIST_STATUSES.campaigns, 'taskType');
    const person = userEvent.setup();

    expect(await screen.findByText('Error retrieving tasks')).toBeInTheDocument();
    const failure = screen.getByRole('alert', { name: 'Could not load the tasks' });
    expect(failure).toHaveTextContent('Forbidden');
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();

    await person.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Kopi Morning Likes' })).toBeInTheDocument();
    expect(screen.queryByText('Could not load the tasks')).not.toBeInTheDocument();
  });

  it('shows 500 tasks on one page with ALL', async () => {
    const many = Array.from({ length: 500 }, (_, index) =>
      buildTask({ id: `task-${index}`, status: 'ACCEPTED', campaignDetails: { campaignTitle: `Campaign ${index}` } }),
    );
    stubFetch({ ...tokenRoutes, 'GET /api/task': { body: many } });
    renderList(LIST_STATUSES.myTasks, 'status');
    const person = userEvent.setup();
    await screen.findByRole('heading', { name: 'Campaign 0' });
    expect(screen.getAllByRole('article')).toHaveLength(25);

    await selectOption(person, 'Records per page', 'ALL');

    expect(screen.getAllByRole('article')).toHaveLength(500);
  });
});
