import { describe, expect, it } from 'vitest';
import { stubFetch, takeStubMistakes } from './fetch-stub';

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
    expect(takeStubMistakes()).toEqual([
      'The app called GET /api/task/history, which the test did not stub',
      'The app called PUT /api/auth, which the test did not stub',
    ]);
  });

  it('refuses every request of a test that stubbed nothing', async () => {
    await expect(fetch('/api/identity/token')).rejects.toThrow('The test did not stub GET /api/identity/token');

    expect(takeStubMistakes()).toEqual(['The app called GET /api/identity/token, which the test did not stub']);
  });

  it('keeps a refusal whose code the API never sends, for the setup to fail the test', async () => {
    stubFetch({
      'POST /api/task/invite/accept': { status: 409, body: { message: 'Campaign is closed', code: 'conflict' } },
      'GET /api/invite': { status: 404, body: { message: 'No campaign found', code: 'no-campaign-found' } },
    });

    expect((await fetch('/api/task/invite/accept', { method: 'POST' })).status).toBe(409);
    expect((await fetch('/api/invite')).status).toBe(404);

    expect(takeStubMistakes()).toEqual([
      'POST /api/task/invite/accept answers code "conflict", which is not in @portal/domain/errors',
    ]);
  });
});
