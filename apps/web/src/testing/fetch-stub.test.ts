import { describe, expect, it } from 'vitest';
import { stubFetch, takeUnstubbedRoutes } from './fetch-stub';

describe('the fetch stub', () => {
  it('answers a stubbed route with its reply', async () => {
    stubFetch({ 'GET /api/auth': { status: 201, body: { fullName: 'Ana Creator' } } });

    const response = await fetch('/api/auth?fresh=1');

    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ fullName: 'Ana Creator' });
  });

  it('refuses a route the test did not stub, and keeps it for the setup to fail the test', async () => {
    stubFetch({ 'GET /api/auth': { body: null } });

    await expect(fetch('/api/task/history?taskId=task-1')).rejects.toThrow(
      'The test did not stub GET /api/task/history',
    );
    await expect(fetch('/api/auth', { method: 'PUT' })).rejects.toThrow('The test did not stub PUT /api/auth');

    // Taken here, so this test passes: the setup would otherwise fail it, naming both routes.
    expect(takeUnstubbedRoutes()).toEqual(['GET /api/task/history', 'PUT /api/auth']);
  });

  it('refuses every request of a test that stubbed nothing', async () => {
    await expect(fetch('/api/identity/token')).rejects.toThrow('The test did not stub GET /api/identity/token');

    expect(takeUnstubbedRoutes()).toEqual(['GET /api/identity/token']);
  });
});
