import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  CAPTION_CHANGED,
  InviteToCampaignSchema,
  MAX_INVITES_AT_ONCE,
  type AssignCaptionsResult,
  type Campaign,
} from '@portal/domain/admin';
import { tokenManager } from '@/lib/token-manager';
import { buildAdmin, buildAdminCampaign, CAMPAIGN_ID } from '@/testing/admin-fixtures';
import { heldReply, requestsTo, stubFetch, type StubHandler, type StubRoutes } from '@/testing/fetch-stub';
import { storedSessionRoutes } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const COPY_ID = '99999999-2222-4333-8444-555555555555';
const campaignPath = `/api/admin/campaigns/${CAMPAIGN_ID}`;
const tasksPage = {
  items: [
    {
      id: 'task-9',
      status: 'APPLIED',
      updatedAt: '2026-11-02T02:00:00.000Z',
      influencer: { id: 'user-1', fullName: 'Ana Creator', email: 'ana@example.com' },
    },
  ],
  total: 1,
  page: 1,
  pageSize: 25,
};

function routesFor(campaign: () => Campaign, extra: StubRoutes = {}): StubRoutes {
  return {
    ...storedSessionRoutes(buildAdmin()),
    [`GET ${campaignPath}`]: () => ({ body: campaign() }),
    [`GET ${campaignPath}/tasks`]: { body: tasksPage },
    ...extra,
  };
}

// The back office is loaded lazily: have its code ready, as a warm browser cache would.
beforeAll(async () => {
  await import('./admin-root');
});

afterEach(() => {
  tokenManager.clear();
});

describe('Campaign page', () => {
  it('shows the details and the tasks, filtered by status, each linking to its task', async () => {
    const fetchMock = stubFetch(routesFor(() => buildAdminCampaign()));
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}`);
    const person = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Raya Glow Serum' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Campaign details' });
    expect(details).toHaveTextContent('RM 150.50');
    expect(details).toHaveTextContent('Instagram');
    const tasks = await screen.findByRole('table', { name: 'Campaign tasks' });
    expect(within(tasks).getByRole('link', { name: 'Ana Creator' })).toHaveAttribute('href', '/admin/tasks/task-9');

    await person.click(screen.getByRole('combobox', { name: 'Filter by status' }));
    await person.click(await screen.findByRole('option', { name: 'Pending Application Review', hidden: true }));

    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input]) => String(input).includes('/tasks?') && String(input).includes('status=APPLIED'),
        ),
      ).toBe(true),
    );
  });

  it("shows the campaign's terms for creators, and the title's initials when the logo does not load", async () => {
    const terms: Campaign['terms'] = {
      paymentDays: 10,
      reviewDays: 3,
      revisionsIncluded: 1,
      usageRights: 'PAID_90',
      usageNote: 'Malaysia only',
    };
    stubFetch(
      routesFor(() =>
        buildAdminCampaign({ terms, brandLogoUrl: 'https://cdn.example.com/missing.png', title: 'Raya Glow Serum' }),
      ),
    );
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}`);

    const section = await screen.findByRole('region', { name: 'Terms for creators' });
    expect(section).toHaveTextContent(/Payment within \(working days\)\s*10/);
    expect(section).toHaveTextContent(/Brand review within \(working days\)\s*3/);
    expect(section).toHaveTextContent(/Revisions included\s*1/);
    expect(section).toHaveTextContent('Paid ads for 90 days');
    expect(section).toHaveTextContent('Malaysia only');

    const logo = screen.getAllByRole('img', { name: 'Raya Glow Serum logo' })[0] as HTMLElement;
    fireEvent.error(logo);
    expect(await screen.findByText('RG')).toBeInTheDocument();
  });

  it('reads the tasks’ status filter and page from the address, as after a reload', async () => {
    const fetchMock = stubFetch(
      routesFor(() => buildAdminCampaign(), {
        [`GET ${campaignPath}/tasks`]: ({ query }) => ({
          body: { ...tasksPage, total: 30, page: Number(query.get('page')) },
        }),
      }),
    );
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}?status=APPLIED&page=2`);

    expect(await screen.findByText(/^Page 2 of 2/)).toBeInTheDocument();
    expect(
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), window.location.origin))
        .filter((url) => url.pathname === `${campaignPath}/tasks`)
        .map((url) => Object.fromEntries(url.searchParams)),
    ).toEqual([{ status: 'APPLIED', page: '2', pageSize: '25' }]);
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toHaveValue('Pending Application Review');
  });

  it('moves the tasks to their last page when the page asked for is past the end', async () => {
    const bala = {
      ...tasksPage.items[0],
      id: 'task-10',
      influencer: { id: 'user-2', fullName: 'Bala Kumar', email: 'bala@example.com' },
    };
    let tasks = [tasksPage.items[0], bala];
    stubFetch(
      routesFor(() => buildAdminCampaign(), {
        // One task a page; Bala's task leaves before page 2 is asked for.
        [`GET ${campaignPath}/tasks`]: ({ query }) => {
          const page = Number(query.get('page'));
          const body = { items: tasks.slice(page - 1, page), total: tasks.length, page, pageSize: 1 };
          tasks = tasks.slice(0, 1);
          return { body };
        },
      }),
    );
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}`);
    const person = userEvent.setup();

    await screen.findByRole('table', { name: 'Campaign tasks' });
    await person.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText(/^Page 1 of/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Campaign tasks' })).toHaveTextContent('Ana Creator');
    expect(screen.queryByText(/^No tasks yet/)).not.toBeInTheDocument();
  });

  it('closes the campaign after a confirmation, then shows it closed without Edit, Close or invitations', async () => {
    let campaign = buildAdminCampaign();
    const fetchMock = stubFetch(
      routesFor(() => campaign, {
        [`POST ${campaignPath}/close`]: () => {
          campaign = { ...campaign, closedAt: '2026-11-22T05:00:00.000Z' };
          return { body: null };
        },
      }),
    );
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}`);
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Close campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close “Raya Glow Serum”?' });
    expect(dialog).toHaveTextContent('Closing stops new applications, invitations and invite links.');
    await person.click(within(dialog).getByRole('button', { name: 'Keep open' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, `POST ${campaignPath}/close`)).toHaveLength(0);

    await person.click(screen.getByRole('button', { name: 'Close campaign' }));
    await person.click(
      within(await screen.findByRole('dialog', { name: 'Close “Raya Glow Serum”?' })).getByRole('button', {
        name: 'Close campaign',
      }),
    );

    expect(await screen.findByText('Campaign closed')).toBeInTheDocument();
    expect(await screen.findByText('Closed', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, `POST ${campaignPath}/close`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Close campaign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create invite link' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'E-mail addresses' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Duplicate' })).toBeInTheDocument();
  });

  it('creates an invite link and copies its full address', async () => {
    let campaign = buildAdminCampaign();
    stubFetch(
      routesFor(() => campaign, {
        [`POST ${campaignPath}/invites`]: () => {
          campaign = { ...campaign, invites: [{ id: 'invite-42', createdAt: '2026-11-22T05:00:00.000Z' }] };
          return { body: { id: 'invite-42' } };
        },
      }),
    );
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}`);
    const person = userEvent.setup();

    expect(await screen.findByText('No invite links yet.')).toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Create invite link' }));

    const links = await screen.findByRole('list', { name: 'Invite links' });
    const url = `${window.location.origin}/invite/invite-42`;
    expect(within(links).getByRole('textbox')).toHaveValue(url);
    await person.click(within(links).getByRole('button', { name: 'Copy link' }));

    expect(await within(links).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);
  });

  it('invites influencers by e-mail and says who was invited, already in, or unknown', async () => {
    const fetchMock = stubFetch(
      routesFor(() => buildAdminCampaign(), {
        [`POST ${campaignPath}/tasks`]: {
          body: {
            invited: ['bea@example.com'],
            alreadyInCampaign: ['ana@example.com'],
            unknown: ['who@example.com'],
            taskIds: ['task-10'],
          },
        },
      }),
    );
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}`);
    const person = userEvent.setup();

    const addresses = await screen.findByRole('textbox', { name: 'E-mail addresses' });
    await person.type(addresses, 'not-an-address');
    await person.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText('These are not e-mail addresses: not-an-address')).toBeInTheDocument();

    await person.clear(addresses);
    await person.type(addresses, 'bea@example.com, ana@example.com{Enter}who@example.com');
    await person.click(screen.getByRole('button', { name: 'Send invitations' }));

    const results = await screen.findByRole('region', { name: 'Invitation results' });
    expect(within(results).getByRole('list', { name: 'Invited' })).toHaveTextContent('bea@example.com');
    expect(within(results).getByRole('list', { name: 'Already in the campaign' })).toHaveTextContent('ana@example.com');
    expect(within(results).getByRole('list', { name: 'Unknown e-mail addresses' })).toHaveTextContent(
      'who@example.com',
    );
    expect(requestsTo(fetchMock, `POST ${campaignPath}/tasks`)[0]?.body).toEqual({
      emails: ['bea@example.com', 'ana@example.com', 'who@example.com'],
    });
  });

  it('invites as many addresses at once as the server takes, and says so beyond', async () => {
    const fetchMock = stubFetch(routesFor(() => buildAdminCampaign()));
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}`);
    const person = userEvent.setup();
    const emails = (count: number) => Array.from({ length: count }, (_, index) => `creator${index}@example.com`);

    const addresses = await screen.findByRole('textbox', { name: 'E-mail addresses' });
    fireEvent.change(addresses, { target: { value: emails(MAX_INVITES_AT_ONCE + 1).join('\n') } });
    await person.click(screen.getByRole('button', { name: 'Send invitations' }));

    expect(await screen.findByText(`At most ${MAX_INVITES_AT_ONCE} addresses at once`)).toBeInTheDocument();
    expect(requestsTo(fetchMock, `POST ${campaignPath}/tasks`)).toHaveLength(0);
    expect(InviteToCampaignSchema.safeParse({ emails: emails(MAX_INVITES_AT_ONCE) }).success).toBe(true);
    expect(InviteToCampaignSchema.safeParse({ emails: emails(MAX_INVITES_AT_ONCE + 1) }).success).toBe(false);
  });

  it('duplicates the campaign into the copy’s edit page', async () => {
    stubFetch(
      routesFor(() => buildAdminCampaign(), {
        [`POST ${campaignPath}/duplicate`]: { body: { id: COPY_ID } },
        [`GET /api/admin/campaigns/${COPY_ID}`]: {
          body: buildAdminCampaign({ id: COPY_ID, title: 'Raya Glow Serum (copy)' }),
        },
      }),
    );
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}`);
    const person = userEvent.setup();

    await person.click(await screen.findByRole('button', { name: 'Duplicate' }));

    expect(await screen.findByRole('heading', { name: 'Edit campaign' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Raya Glow Serum (copy)');
  });

  it('tells the manager which creators withdrew, newest first, naming no one', async () => {
    const withdrawals: Campaign['withdrawals'] = {
      items: [
        { at: '2026-12-03T12:00:00.000Z', status: 'ACCEPTED' },
        { at: '2026-11-20T12:00:00.000Z', status: 'APPROVED-PENDING-REPORT' },
      ],
      total: 5,
    };
    stubFetch(routesFor(() => buildAdminCampaign({ title: 'Raya Glow Serum', withdrawals })));
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}`);

    const notice = await screen.findByRole('region', { name: '5 creators withdrew' });
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      'A creator withdrew on 3 Dec 2026: their account was deleted at their request (the task was On-Going).',
      'A creator withdrew on 20 Nov 2026: their account was deleted at their request (the task was Awaiting Report).',
    ]);
    expect(notice).toHaveTextContent('And 3 earlier withdrawals.');
  });

  it('shows no withdrawals when no creator withdrew', async () => {
    stubFetch(routesFor(() => buildAdminCampaign({ title: 'Raya Glow Serum' })));
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}`);

    expect(await screen.findByRole('region', { name: 'Budget' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /withdrew/ })).not.toBeInTheDocument();
  });
});

describe('Assign captions on a Unique Comment campaign', () => {
  const uniqueComment = () => buildAdminCampaign({ taskType: 'UNIQUECOMMENT' });
  const capturedRoute = `PUT ${campaignPath}/captions`;
  const NONE = { caption: null, url: null };
  /** The captions route: the preview's answer when a preview is asked, the assignment's otherwise. */
  const previewThenAssign =
    (previewed: AssignCaptionsResult, assigned: StubHandler): StubHandler =>
    (request) => {
      if ((request.body as { preview?: boolean }).preview) return { body: previewed };
      return typeof assigned === 'function' ? assigned(request) : assigned;
    };
  /** Every line sent previewed as ready, none holding a caption yet. */
  const allReady = ({ body }: { body: unknown }) => {
    const { rows } = body as { rows: { email: string }[] };
    const answered = rows.map(({ email }, index) => ({
      row: index + 1,
      email,
      outcome: 'assigned' as const,
      reason: null,
      taskId: `task-${index + 1}`,
      current: NONE,
    }));
    return { body: { assigned: rows.length, rows: answered } };
  };
  /** The assignments the stub received, previews aside. */
  const assignments = (fetchMock: ReturnType<typeof stubFetch>) =>
    requestsTo(fetchMock, capturedRoute).filter((request) => !(request.body as { preview?: boolean }).preview);

  it('previews the pasted lines with their errors, sends the ready ones and shows each line’s outcome', async () => {
    const fetchMock = stubFetch(
      routesFor(uniqueComment, {
        [capturedRoute]: previewThenAssign(
          {
            assigned: 2,
            rows: [
              { row: 1, email: 'ana@example.com', outcome: 'assigned', reason: null, taskId: 'task-1', current: NONE },
              { row: 2, email: 'who@example.com', outcome: 'assigned', reason: null, taskId: 'task-2', current: NONE },
            ],
          },
          {
            body: {
              assigned: 1,
              rows: [
                {
                  row: 1,
                  email: 'ana@example.com',
                  outcome: 'assigned',
                  reason: null,
                  taskId: 'task-1',
                  current: NONE,
                },
                {
                  row: 2,
                  email: 'who@example.com',
                  outcome: 'unknownEmail',
                  reason: 'No creator has this e-mail address',
                  taskId: null,
                  current: null,
                },
              ],
            },
          },
        ),
      }),
    );
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}`);
    const person = userEvent.setup();

    const section = await screen.findByRole('region', { name: 'Assign captions' });
    await person.click(within(section).getByRole('button', { name: 'Preview' }));
    expect(await within(section).findByText('Paste at least one line, or upload a CSV file')).toBeInTheDocument();

    await person.click(within(section).getByRole('textbox', { name: 'Caption lines' }));
    await person.paste(
      [
        'ana@example.com,Glowing all Raya long!,https://instagram.com/p/ana',
        'not-an-email,Hello',
        'who@example.com,Fresh, light, glowing',
        'bea@example.com,Hi,www.example.com',
      ].join('\n'),
    );
    await person.click(within(section).getByRole('button', { name: 'Preview' }));

    const preview = await within(section).findByRole('table', { name: 'Caption preview' });
    const lines = within(preview)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(lines).toEqual([
      ['1', 'ana@example.com', 'Glowing all Raya long!', 'https://instagram.com/p/ana', '—', 'Ready'],
      ['2', 'not-an-email', 'Hello', '—', '—', 'Enter a valid e-mail address'],
      ['3', 'who@example.com', 'Fresh, light, glowing', '—', '—', 'Ready'],
      [
        '4',
        'bea@example.com',
        'Hi',
        'www.example.com',
        '—',
        'Enter the full address of the post, starting with https://',
      ],
    ]);
    expect(within(section).getByText('2 lines ready to assign, 2 lines with errors (skipped).')).toBeInTheDocument();
    expect(assignments(fetchMock)).toHaveLength(0);

    await person.click(within(section).getByRole('button', { name: 'Assign 2 captions' }));

    expect(await screen.findByText('1 caption assigned')).toBeInTheDocument();
    expect(assignments(fetchMock)[0]?.body).toEqual({
      rows: [
        {
          email: 'ana@example.com',
          caption: 'Glowing all Raya long!',
          url: 'https://instagram.com/p/ana',
          startedFrom: NONE,
        },
        { email: 'who@example.com', caption: 'Fresh, light, glowing', startedFrom: NONE },
      ],
    });
    const results = within(section).getByRole('region', { name: 'Assignment results' });
    expect(within(results).getByRole('status')).toHaveTextContent('1 caption assigned; 3 lines not assigned.');
    const outcomes = within(within(results).getByRole('table', { name: 'Caption results' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(outcomes).toEqual([
      '1ana@example.comAssigned',
      '2not-an-emailNot assigned: Enter a valid e-mail address',
      '3who@example.comNot assigned: No creator has this e-mail address',
      '4bea@example.comNot assigned: Enter the full address of the post, starting with https://',
    ]);
    expect(within(section).queryByRole('table', { name: 'Caption preview' })).not.toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: 'Caption lines' })).toHaveValue('');
  });

  it('previews an uploaded CSV file at once, without its header line', async () => {
    stubFetch(routesFor(uniqueComment, { [capturedRoute]: allReady }));
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}`);
    const person = userEvent.setup();

    const section = await screen.findByRole('region', { name: 'Assign captions' });
    const csv = 'email,caption,url\r\nana@example.com,"Fresh, light, glowing",https://instagram.com/p/ana\r\n';
    await person.upload(
      within(section).getByLabelText('CSV file', { selector: 'input' }),
      new File([csv], 'captions.csv', { type: 'text/csv' }),
    );

    const preview = await within(section).findByRole('table', { name: 'Caption preview' });
    expect(within(preview).getAllByRole('row')).toHaveLength(2);
    expect(preview).toHaveTextContent('Fresh, light, glowing');
    expect(within(section).getByRole('button', { name: 'Assign 1 caption' })).toBeEnabled();
    expect(within(section).getByRole('textbox', { name: 'Caption lines' })).toHaveValue(csv.replaceAll('\r\n', '\n'));
    expect(within(section).getByRole('button', { name: 'CSV file' })).toHaveTextContent('captions.csv');
  });

  it('marks both lines of one caption, so it cannot go to two creators', async () => {
    stubFetch(routesFor(uniqueComment));
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}`);
    const person = userEvent.setup();

    const section = await screen.findByRole('region', { name: 'Assign captions' });
    await person.click(within(section).getByRole('textbox', { name: 'Caption lines' }));
    await person.paste('ana@example.com,Glowing all Raya long!\nben@example.com,glowing all raya long!');
    await person.click(within(section).getByRole('button', { name: 'Preview' }));

    expect(await within(section).findByText('0 lines ready to assign, 2 lines with errors (skipped).')).toBeVisible();
    const preview = within(section).getByRole('table', { name: 'Caption preview' });
    expect(within(preview).getAllByText('This caption is on more than one line')).toHaveLength(2);
    expect(within(preview).queryByText('Ready')).not.toBeInTheDocument();
  });

  it('sends nothing when no line is ready, or when a quote is left open', async () => {
    const fetchMock = stubFetch(routesFor(uniqueComment));
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}`);
    const person = userEvent.setup();

    const section = await screen.findByRole('region', { name: 'Assign captions' });
    const lines = within(section).getByRole('textbox', { name: 'Caption lines' });
    await person.click(lines);
    await person.paste('ana@example.com,\nana@example.com,Twice');
    await person.keyboard('{Tab}{Tab}{Enter}');
    expect(await within(section).findByText('0 lines ready to assign, 2 lines with errors (skipped).')).toBeVisible();
    expect(within(section).getByText('Please enter the caption')).toBeInTheDocument();
    expect(within(section).getByText('This e-mail address is on more than one line')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Assign 0 captions' })).toBeDisabled();

    await person.clear(lines);
    await person.paste('ana@example.com,"Never closed');
    await person.click(within(section).getByRole('button', { name: 'Preview' }));
    expect(
      await within(section).findByText('Check the quotes: a caption that starts with " must end with "'),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('table', { name: 'Caption preview' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, capturedRoute)).toHaveLength(0);
  });

  it("shows the server's reason when the captions are refused, keeping the preview to try again", async () => {
    stubFetch(
      routesFor(uniqueComment, {
        [capturedRoute]: (request) =>
          (request.body as { preview?: boolean }).preview
            ? allReady(request)
            : {
                status: 409,
                body: {
                  message: 'Captions are only for Unique Comment campaigns',
                  code: 'captions-only-unique-comment',
                },
              },
      }),
    );
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}`);
    const person = userEvent.setup();

    const section = await screen.findByRole('region', { name: 'Assign captions' });
    await person.click(within(section).getByRole('textbox', { name: 'Caption lines' }));
    await person.paste('ana@example.com,Glowing all Raya long!');
    await person.click(within(section).getByRole('button', { name: 'Preview' }));
    await person.click(await within(section).findByRole('button', { name: 'Assign 1 caption' }));

    expect(await screen.findByText('Error assigning captions')).toBeInTheDocument();
    expect(screen.getByText('Captions are only for Unique Comment campaigns')).toBeInTheDocument();
    expect(within(section).getByRole('table', { name: 'Caption preview' })).toBeInTheDocument();
    expect(within(section).queryByRole('region', { name: 'Assignment results' })).not.toBeInTheDocument();
  });

  it('previews with the server which lines are ready and which caption each replaces; a line changed since is refused', async () => {
    const fetchMock = stubFetch(
      routesFor(uniqueComment, {
        [capturedRoute]: previewThenAssign(
          {
            assigned: 2,
            rows: [
              {
                row: 1,
                email: 'ana@example.com',
                outcome: 'assigned',
                reason: null,
                taskId: 'task-1',
                current: { caption: 'Kopi time with Ana', url: null },
              },
              {
                row: 2,
                email: 'ben@example.com',
                outcome: 'notInvited',
                reason: 'This creator is not invited to this campaign',
                taskId: null,
                current: null,
              },
              { row: 3, email: 'chi@example.com', outcome: 'assigned', reason: null, taskId: 'task-3', current: NONE },
            ],
          },
          {
            body: {
              assigned: 1,
              rows: [
                {
                  row: 1,
                  email: 'ana@example.com',
                  outcome: 'changed',
                  reason: CAPTION_CHANGED,
                  taskId: null,
                  current: { caption: 'Their words for Ana', url: null },
                },
                {
                  row: 2,
                  email: 'chi@example.com',
                  outcome: 'assigned',
                  reason: null,
                  taskId: 'task-3',
                  current: NONE,
                },
              ],
            },
          },
        ),
      }),
    );
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}`);
    const person = userEvent.setup();

    const section = await screen.findByRole('region', { name: 'Assign captions' });
    await person.click(within(section).getByRole('textbox', { name: 'Caption lines' }));
    await person.paste(
      [
        'ana@example.com,Raya glow for Ana',
        'ben@example.com,Raya glow for Ben',
        'chi@example.com,Raya glow for Chi',
      ].join('\n'),
    );
    await person.click(within(section).getByRole('button', { name: 'Preview' }));

    const preview = await within(section).findByRole('table', { name: 'Caption preview' });
    expect(within(preview).getByRole('columnheader', { name: 'Replaces' })).toBeInTheDocument();
    const lines = within(preview)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(lines).toEqual([
      ['1', 'ana@example.com', 'Raya glow for Ana', '—', 'Kopi time with Ana', 'Ready'],
      ['2', 'ben@example.com', 'Raya glow for Ben', '—', '—', 'This creator is not invited to this campaign'],
      ['3', 'chi@example.com', 'Raya glow for Chi', '—', '—', 'Ready'],
    ]);
    expect(requestsTo(fetchMock, capturedRoute)[0]?.body).toEqual({
      preview: true,
      rows: [
        { email: 'ana@example.com', caption: 'Raya glow for Ana' },
        { email: 'ben@example.com', caption: 'Raya glow for Ben' },
        { email: 'chi@example.com', caption: 'Raya glow for Chi' },
      ],
    });

    await person.click(within(section).getByRole('button', { name: 'Assign 2 captions' }));

    const results = await within(section).findByRole('region', { name: 'Assignment results' });
    expect(assignments(fetchMock)[0]?.body).toEqual({
      rows: [
        {
          email: 'ana@example.com',
          caption: 'Raya glow for Ana',
          startedFrom: { caption: 'Kopi time with Ana', url: null },
        },
        { email: 'chi@example.com', caption: 'Raya glow for Chi', startedFrom: NONE },
      ],
    });
    const outcomes = within(within(results).getByRole('table', { name: 'Caption results' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(outcomes).toEqual([
      '1ana@example.comNot assigned: Another manager changed this caption while you were editing it',
      '2ben@example.comNot assigned: This creator is not invited to this campaign',
      '3chi@example.comAssigned',
    ]);
  });

  it('shows the preview is being asked, and when it fails why, keeping the lines typed', async () => {
    const reply = heldReply();
    stubFetch(routesFor(uniqueComment, { [capturedRoute]: reply.handler }));
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}`);
    const person = userEvent.setup();

    const section = await screen.findByRole('region', { name: 'Assign captions' });
    await person.click(within(section).getByRole('textbox', { name: 'Caption lines' }));
    await person.paste('ana@example.com,Glowing all Raya long!');
    await person.click(within(section).getByRole('button', { name: 'Preview' }));

    await waitFor(() => expect(within(section).getByRole('button', { name: 'Preview' })).toBeDisabled());
    expect(within(section).queryByRole('table', { name: 'Caption preview' })).not.toBeInTheDocument();

    reply.release({
      status: 409,
      body: { message: 'Captions are only for Unique Comment campaigns', code: 'captions-only-unique-comment' },
    });

    expect(await screen.findByText('Error previewing captions')).toBeInTheDocument();
    expect(screen.getByText('Captions are only for Unique Comment campaigns')).toBeInTheDocument();
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Preview' })).toBeEnabled());
    expect(within(section).queryByRole('table', { name: 'Caption preview' })).not.toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: 'Caption lines' })).toHaveValue(
      'ana@example.com,Glowing all Raya long!',
    );
  });

  it('is not offered on a campaign of another task type', async () => {
    stubFetch(routesFor(() => buildAdminCampaign()));
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}`);

    expect(await screen.findByRole('table', { name: 'Campaign tasks' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Assign captions' })).not.toBeInTheDocument();
  });
});
