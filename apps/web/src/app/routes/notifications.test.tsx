import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Notification } from '@portal/domain/api';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@portal/domain/notifications';
import { tokenManager } from '@/lib/token-manager';
import { requestsTo, stubFetch, type StubRequest } from '@/testing/fetch-stub';
import { storedSessionRoutes } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

afterEach(() => {
  tokenManager.clear();
});

type TaskNotification = Extract<Notification, { source: 'task' }>;

const notification = (overrides: Partial<TaskNotification>): TaskNotification => ({
  source: 'task',
  id: 1,
  taskId: 'task-1',
  campaignTitle: 'Kopi Kita',
  friendName: null,
  action: 'invite',
  kind: 'invite',
  createdAt: '2025-05-01T06:00:00.000Z',
  read: false,
  ...overrides,
});

describe('the notification centre', () => {
  it('shows the unread count on the bell, lists what happened with the unread ones marked, and marks all read', async () => {
    let unread = 2;
    const items = [
      notification({ id: 3, action: 'brandMessage', kind: 'message', campaignTitle: 'Teh Tarik' }),
      notification({ id: 2, action: 'markPaid', kind: 'payment', taskId: 'task-2' }),
      notification({ id: 1, action: 'reject', kind: 'review', read: true }),
    ];
    const fetchMock = stubFetch({
      ...storedSessionRoutes(),
      'GET /api/notifications/unread': () => ({ body: { unread } }),
      'GET /api/notifications': () => ({
        body: {
          items: items.map((item) => ({ ...item, read: unread === 0 || item.read })),
          total: 3,
          page: 1,
          pageSize: 20,
          unread,
        },
      }),
      'POST /api/notifications/read': () => {
        unread = 0;
        return { status: 204 };
      },
    });
    renderApp('/my-tasks');
    const bell = await screen.findByRole('link', { name: 'Notifications, 2 unread' });
    await userEvent.click(bell);

    const list = await screen.findByRole('list', { name: 'Notifications' });
    const entries = within(list).getAllByRole('listitem');
    expect(entries.map((entry) => within(entry).getByRole('link').textContent)).toEqual([
      expect.stringMatching(/^Unread: New message from the brand about Teh Tarik/),
      expect.stringMatching(/^Unread: You have been paid for Kopi Kita/),
      expect.stringMatching(/^Your submission for Kopi Kita needs changes/),
    ]);
    expect(within(entries[1] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/campaign/task-2');

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('link', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText(/Unread:/)).not.toBeInTheDocument());
    expect(requestsTo(fetchMock, 'POST /api/notifications/read')).toHaveLength(1);
  });

  it("tells the referrer each step of a referred friend's, naming the friend, and leads to the referrer's task", async () => {
    const referral = { kind: 'referral' as const, friendName: 'Aina Rahman', taskId: 'own-task' };
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/notifications': {
        body: {
          items: [
            notification({ ...referral, id: 4, action: 'referralFeePaid' }),
            notification({ ...referral, id: 3, action: 'referralFeeDue' }),
            notification({ ...referral, id: 2, action: 'referralCompleted' }),
            notification({ ...referral, id: 1, action: 'referralApplied' }),
          ],
          total: 4,
          page: 1,
          pageSize: 20,
          unread: 4,
        },
      },
    });
    renderApp('/notifications');

    const list = await screen.findByRole('list', { name: 'Notifications' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Unread: Your referral fee for Aina Rahman on Kopi Kita has been paid/),
      expect.stringMatching(/^Unread: Your referral fee for Aina Rahman on Kopi Kita is due/),
      expect.stringMatching(/^Unread: Your friend Aina Rahman completed Kopi Kita/),
      expect.stringMatching(/^Unread: Your friend Aina Rahman applied to Kopi Kita through your referral link/),
    ]);
    expect(links[0]).toHaveAttribute('href', '/campaign/own-task');
  });

  it('tells the creator a copy of their data is ready, leading to Your data, and marks that one read', async () => {
    const notice: Notification = {
      source: 'account',
      id: 'account-7',
      notice: 'data-export-ready',
      params: { expiresAt: '2025-05-08T06:00:00.000Z' },
      createdAt: '2025-05-01T06:00:00.000Z',
      read: false,
    };
    const fetchMock = stubFetch({
      ...storedSessionRoutes(),
      'GET /api/notifications': {
        body: {
          items: [notice, notification({ id: 1, read: true })],
          total: 2,
          page: 1,
          pageSize: 20,
          unread: 1,
        },
      },
      'POST /api/notifications/account-7/read': { status: 204 },
      'GET /api/me/data-exports': { body: { items: [] } },
    });
    renderApp('/notifications');

    const list = await screen.findByRole('list', { name: 'Notifications' });
    const [ready, invite] = within(list).getAllByRole('link');
    expect(ready).toHaveTextContent(/^Unread: A copy of your data is ready to download until 8 May 2025/);
    expect(ready).toHaveAttribute('href', '/my-data');
    expect(invite).toHaveTextContent(/^You're invited to Kopi Kita/);
    await userEvent.click(ready as HTMLElement);
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /api/notifications/account-7/read')).toHaveLength(1));
  });

  it('says so when there is nothing yet', async () => {
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/notifications': { body: { items: [], total: 0, page: 1, pageSize: 20, unread: 0 } },
    });
    renderApp('/notifications');
    expect(await screen.findByText('Nothing yet. What happens on your tasks will show here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});

describe('the notification settings', () => {
  it("saves only the kind's channel turned off, showing every other choice as the server keeps it", async () => {
    const saved: unknown[] = [];
    // Turned off meanwhile (an e-mail's unsubscribe link): the save must not turn it back on.
    const stored = { ...DEFAULT_NOTIFICATION_PREFERENCES, invite: { email: false, push: true } };
    const fetchMock = stubFetch({
      ...storedSessionRoutes(),
      'GET /api/notifications/preferences': { body: DEFAULT_NOTIFICATION_PREFERENCES },
      'GET /api/me/consents': { body: { toAgree: [], documents: [], marketingEmails: false } },
      'PATCH /api/notifications/preferences': (request: StubRequest) => {
        saved.push(request.body);
        return { body: { ...stored, review: { email: false, push: true } } };
      },
    });
    renderApp('/notification-settings');
    const reviews = await screen.findByRole('group', { name: 'Reviews' });
    // Push on this device is offered on the same page; this test's browser has no push service.
    expect(await screen.findByText(/This browser cannot receive push notifications/)).toBeInTheDocument();
    expect(within(reviews).getByText('Your draft, submission or report is approved, or needs changes.')).toBeVisible();
    await userEvent.click(within(reviews).getByRole('checkbox', { name: 'E-mail' }));

    expect(await screen.findByText('Your notification settings are saved.')).toBeInTheDocument();
    expect(saved).toEqual([{ review: { email: false } }]);
    expect(within(reviews).getByRole('checkbox', { name: 'E-mail' })).not.toBeChecked();
    expect(within(reviews).getByRole('checkbox', { name: 'Push' })).toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'Invitations' })).getByRole('checkbox', { name: 'E-mail' }),
    ).not.toBeChecked();
    expect(requestsTo(fetchMock, 'PATCH /api/notifications/preferences')).toHaveLength(1);
  });

  it('offers e-mail and push for referrals', async () => {
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/notifications/preferences': { body: DEFAULT_NOTIFICATION_PREFERENCES },
      'GET /api/me/consents': { body: { toAgree: [], documents: [], marketingEmails: false } },
    });
    renderApp('/notification-settings');
    const referrals = await screen.findByRole('group', { name: 'Referrals' });
    expect(
      within(referrals).getByText(
        'A friend you referred applies or completes a campaign, and your referral fee is due or paid.',
      ),
    ).toBeVisible();
    expect(within(referrals).getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
    expect(within(referrals).getByRole('checkbox', { name: 'Push' })).toBeChecked();
    // News and offers are a choice of their own, off unless turned on.
    const news = screen.getByRole('region', { name: 'News and offers' });
    expect(await within(news).findByRole('switch', { name: /^Send me news and offers by e-mail/ })).not.toBeChecked();
  });
});
