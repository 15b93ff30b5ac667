import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MessageQueueItem } from '@portal/domain/messages';
import { tokenManager } from '@/lib/token-manager';
import { pageOf } from '@/testing/admin-fixtures';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { tokenRoutes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { AdminMessagesRoute } from './messages';

afterEach(() => {
  tokenManager.clear();
});

const item = (overrides: Partial<MessageQueueItem>): MessageQueueItem => ({
  taskId: 'task-1',
  campaignTitle: 'Raya Glow Serum',
  influencerName: 'Aisyah',
  waitingSince: '2026-11-20T02:00:00.000Z',
  unread: 2,
  preview: 'Is Friday fine?',
  ...overrides,
});

describe('the Messages queue', () => {
  it('lists the creators waiting for an answer in the order the server gives (oldest first), each linking to its task', async () => {
    const fetchMock = stubFetch({
      ...tokenRoutes,
      'GET /api/admin/queues/messages': {
        body: pageOf([item({}), item({ taskId: 'task-2', influencerName: 'Mei Ling', unread: 0, preview: 'Thanks!' })]),
      },
    });
    renderWithProviders(<AdminMessagesRoute />, { route: '/admin/messages' });

    const first = await screen.findByRole('article', { name: 'Messages from Aisyah' });
    const second = screen.getByRole('article', { name: 'Messages from Mei Ling' });
    expect(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Aisyah · Raya Glow Serum' })).toHaveAttribute(
      'href',
      '/admin/tasks/task-1#messages',
    );
    expect(within(first).getByText('2 unread')).toBeInTheDocument();
    expect(within(first).getByText('Is Friday fine?')).toBeInTheDocument();
    expect(within(second).queryByText(/unread/)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('2 waiting · oldest first');
    expect(requestsTo(fetchMock, 'GET /api/admin/queues/messages')[0]?.query.get('page')).toBe('1');
  });

  it('counts one conversation in the singular and more in the plural', async () => {
    stubFetch({ ...tokenRoutes, 'GET /api/admin/queues/messages': { body: pageOf([item({})]) } });
    const { unmount } = renderWithProviders(<AdminMessagesRoute />, { route: '/admin/messages' });
    const pages = await screen.findByRole('navigation', { name: 'Pages of conversations' });
    expect(pages).toHaveTextContent('Page 1 of 1 · 1 conversation');
    expect(pages).not.toHaveTextContent('1 conversations');
    unmount();

    stubFetch({
      ...tokenRoutes,
      'GET /api/admin/queues/messages': { body: pageOf([item({}), item({ taskId: 'task-2' })]) },
    });
    renderWithProviders(<AdminMessagesRoute />, { route: '/admin/messages' });
    expect(await screen.findByRole('navigation', { name: 'Pages of conversations' })).toHaveTextContent(
      'Page 1 of 1 · 2 conversations',
    );
  });

  it('says when nobody is waiting', async () => {
    stubFetch({ ...tokenRoutes, 'GET /api/admin/queues/messages': { body: pageOf([]) } });
    renderWithProviders(<AdminMessagesRoute />, { route: '/admin/messages' });
    expect(await screen.findByText('No creator is waiting for an answer.')).toBeInTheDocument();
  });
});
