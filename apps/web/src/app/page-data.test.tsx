import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { tokenManager } from '@/lib/token-manager';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { buildTask, emptyThreadRoutes, nothingSentRoutes, storedSessionRoutes } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

/** The task page's code, held on its way until the test lets it arrive. */
const pageCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrived, arrive: () => arrive() };
});
vi.mock('./routes/task-detail', async (importOriginal) => {
  await pageCode.arrived;
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

  pageCode.arrive();

  expect(await screen.findByRole('heading', { level: 1, name: 'Raya Glow Serum' })).toBeInTheDocument();
  expect(requestsTo(fetchMock, 'GET /api/task/taskId')).toHaveLength(1);
});
