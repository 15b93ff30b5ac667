import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, requestsTo, stubFetch } from '@/testing/fetch-stub';
import { apiClient, ApiClientError, apiErrorMessage, onSessionRejected } from './api-client';
import { tokenManager } from './token-manager';

const TOKEN_ROUTE = { 'GET /api/identity/token': { body: { token: fakeJwt(Date.now() + 15 * 60 * 1000) } } };

afterEach(() => {
  tokenManager.clear();
});

describe('apiErrorMessage (SPEC §8 API error handling)', () => {
  it('gives Duplicate Request for a replayed request (409)', () => {
    expect(apiErrorMessage(409, { message: 'Duplicate Request', code: 'duplicate-request' }, 'Conflict')).toBe(
      'Duplicate Request',
    );
  });

  it('gives Duplicate Request for a 409 without a message field', () => {
    expect(apiErrorMessage(409, null, 'Conflict')).toBe('Duplicate Request');
    expect(apiErrorMessage(409, { code: 'duplicate-request' }, 'Conflict')).toBe('Duplicate Request');
    expect(apiErrorMessage(409, '<html>Conflict</html>', 'Conflict')).toBe('Duplicate Request');
  });

  it("gives the server's own reason for any other 409", () => {
    expect(apiErrorMessage(409, { message: 'Campaign is closed', code: 'conflict' }, 'Conflict')).toBe(
      'Campaign is closed',
    );
    expect(
      apiErrorMessage(409, { message: 'The report has not been approved yet', code: 'duplicate-request' }, 'Conflict'),
    ).toBe('The report has not been approved yet');
  });

  it("uses the body's message field", () => {
    expect(apiErrorMessage(403, { message: 'User is banned', code: 'user-banned' }, 'Forbidden')).toBe(
      'User is banned',
    );
  });

  it('uses a string body', () => {
    expect(apiErrorMessage(500, 'Database unavailable', 'Internal Server Error')).toBe('Database unavailable');
  });

  it('falls back to the raw error text', () => {
    expect(apiErrorMessage(502, { error: 'no message field' }, 'Bad Gateway')).toBe('Bad Gateway');
    expect(apiErrorMessage(500, '', 'Internal Server Error')).toBe('Internal Server Error');
  });
});

describe('apiClient', () => {
  it('sends a fresh bearer token and answers the JSON body', async () => {
    const fetchMock = stubFetch({ ...TOKEN_ROUTE, 'GET /api/auth': { body: { id: 'user-1' } } });

    await expect(apiClient.get('/auth')).resolves.toEqual({ id: 'user-1' });

    const [request] = requestsTo(fetchMock, 'GET /api/auth');
    expect(request?.headers.get('Authorization')).toMatch(/^Bearer .+\..+\..+$/);
  });

  it('sends public calls without a token', async () => {
    const fetchMock = stubFetch({ 'GET /api/public/options/countries': { body: [] } });

    await apiClient.get('/public/options/countries', { isPublic: true });

    expect(requestsTo(fetchMock, 'GET /api/identity/token')).toHaveLength(0);
    expect(requestsTo(fetchMock, 'GET /api/public/options/countries')[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends JSON bodies', async () => {
    const fetchMock = stubFetch({ ...TOKEN_ROUTE, 'POST /api/auth': { body: { id: 'user-1' } } });

    await apiClient.post('/auth', { fullName: 'Ana' });

    const [request] = requestsTo(fetchMock, 'POST /api/auth');
    expect(request?.body).toEqual({ fullName: 'Ana' });
    expect(request?.headers.get('Content-Type')).toBe('application/json');
  });

  it('turns an error answer into an ApiClientError with the spec message', async () => {
    stubFetch({
      ...TOKEN_ROUTE,
      'PUT /api/task/accept': { status: 409, body: { message: 'Duplicate Request', code: 'duplicate-request' } },
    });

    const error = await apiClient.put('/task/accept', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ status: 409, code: 'duplicate-request', message: 'Duplicate Request' });
  });

  it("carries the server's reason of a 409 that is not a replay", async () => {
    stubFetch({
      ...TOKEN_ROUTE,
      'PUT /api/admin/campaigns/campaign-1': {
        status: 409,
        body: { message: 'This question has answers and cannot be removed', code: 'conflict' },
      },
    });

    const error = await apiClient.put('/admin/campaigns/campaign-1', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({
      status: 409,
      code: 'conflict',
      message: 'This question has answers and cannot be removed',
    });
  });

  it('reports a 401 without a session as unauthenticated', async () => {
    stubFetch({ 'GET /api/identity/token': { status: 401, body: null } });

    await expect(apiClient.get('/auth')).rejects.toMatchObject({ status: 401, code: 'unauthenticated' });
  });

  it('tells listeners when the server refuses a banned user', async () => {
    stubFetch({
      ...TOKEN_ROUTE,
      'GET /api/auth': { status: 403, body: { message: 'User is banned', code: 'user-banned' } },
    });
    const listener = vi.fn();
    const unsubscribe = onSessionRejected(listener);

    await expect(apiClient.get('/auth')).rejects.toThrow('User is banned');
    unsubscribe();

    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ status: 403, code: 'user-banned' }));
  });
});
