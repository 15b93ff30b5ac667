import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { tokenManager } from '@/lib/token-manager';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import {
  buildTask,
  buildUser,
  CHAT_GROUP_LINK,
  emptyThreadRoutes,
  nothingSentRoutes,
  storedSessionRoutes,
} from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

/** Each page's code, held on its way until the test lets it arrive. */
const pageCode = vi.hoisted(() => {
  const held = () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    return { arrived, arrive: () => arrive() };
  };
  return { taskPage: held(), dashboard: held() };
});
vi.mock('./routes/task-detail', async (importOriginal) => {
  await pageCode.taskPage.arrived;
  return importOriginal();
});
vi.mock('./routes/dashboard', async (importOriginal) => {
  await pageCode.dashboard.arrived;
  return importOriginal();
});

afterEach(() => {
  tokenManager.clear();
});

it("asks for a task with the restored session, while the task page's code is still on its way", async () => {
  const fetchMock = stubFetch({
    ...emptyThreadRoutes('creator', 'task-9'),
    ...storedSessionRoutes(),
    ...nothingSentRoutes,
    'GET /api/task/taskId': { body: buildTask({ id: 'task-9' }) },
  });
  renderApp('/campaign/task-9');

  await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/task/taskId')).toHaveLength(1));
  expect(requestsTo(fetchMock, 'GET /api/task/taskId')[0]?.query.get('taskId')).toBe('task-9');
  expect(screen.queryByRole('heading', { name: 'Raya Glow Serum' })).not.toBeInTheDocument();

  pageCode.taskPage.arrive();

  expect(await screen.findByRole('heading', { level: 1, name: 'Raya Glow Serum' })).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'GET /api/task/taskId')).toHaveLength(1);
});

it("asks for the dashboard's task list, earnings and chat group with the restored session, while its code is still on its way", async () => {
  const fetchMock = stubFetch(storedSessionRoutes(buildUser({ country: 'Malaysia' })));
  renderApp('/');

  await waitFor(() => expect(requestsTo(fetchMock, 'GET /api/public/options/telegram')).toHaveLength(1));
  expect(requestsTo(fetchMock, 'GET /api/public/options/telegram')[0]?.query.get('country')).toBe('Malaysia');
  expect(requestsTo(fetchMock, 'GET /api/task')).toHaveLength(1);
  expect(requestsTo(fetchMock, 'GET /api/payments/summary')).toHaveLength(1);
  expect(screen.queryByRole('heading', { name: 'My Dashboard' })).not.toBeInTheDocument();

  pageCode.dashboard.arrive();

  const banner = await screen.findByRole('link', { name: 'Join the Malaysia creators community chat group' });
  expect(banner).toHaveAttribute('href', CHAT_GROUP_LINK);
  expect(requestsTo(fetchMock, 'GET /api/public/options/telegram')).toHaveLength(1);
  expect(requestsTo(fetchMock, 'GET /api/task')).toHaveLength(1);
  expect(requestsTo(fetchMock, 'GET /api/payments/summary')).toHaveLength(1);
});
