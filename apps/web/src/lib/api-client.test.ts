import { afterEach, describe, expect, it, vi } from 'vitest';
import { optionsApi, tasksApi, userApi } from '@portal/domain/routes';
import { adminCampaignsApi, adminQueuesApi } from '@portal/domain/admin-routes';
import { CAMPAIGN_ID } from '@/testing/admin-fixtures';
import { fakeJwt, requestsTo, stubFetch } from '@/testing/fetch-stub';
import { buildUser } from '@/testing/fixtures';
import { ApiClientError, apiErrorMessage, callApi, callApiUnparsed, onSessionRejected } from './api-client';
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

  it('gives Duplicate Request for a 409 whose body says another reason', () => {
    expect(apiErrorMessage(409, { message: 'Campaign is closed', code: 'campaign-is-closed' }, 'Conflict')).toBe(
      'Duplicate Request',
    );
  });

  it("gives the server's own reason of a 409 in the back office", () => {
    expect(apiErrorMessage(409, { message: 'Campaign is closed', code: 'campaign-is-closed' }, 'Conflict', true)).toBe(
      'Campaign is closed',
    );
    expect(
      apiErrorMessage(
        409,
        { message: 'The report has not been approved yet', code: 'duplicate-request' },
        'Conflict',
        true,
      ),
    ).toBe('The report has not been approved yet');
    expect(apiErrorMessage(409, null, 'Conflict', true)).toBe('Duplicate Request');
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

describe('callApi', () => {
  it('sends a fresh bearer token and answers the JSON body', async () => {
    const user = buildUser();
    const fetchMock = stubFetch({ ...TOKEN_ROUTE, 'GET /api/auth': { body: user } });

    await expect(callApi(userApi.get)).resolves.toEqual(user);

    const [request] = requestsTo(fetchMock, 'GET /api/auth');
    expect(request?.headers.get('Authorization')).toMatch(/^Bearer .+\..+\..+$/);
  });

  it('sends public calls without a token', async () => {
    const fetchMock = stubFetch({ 'GET /api/public/options/countries': { body: [] } });

    await callApi(optionsApi.countries);

    expect(requestsTo(fetchMock, 'GET /api/identity/token')).toHaveLength(0);
    expect(requestsTo(fetchMock, 'GET /api/public/options/countries')[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends JSON bodies', async () => {
    const fetchMock = stubFetch({ ...TOKEN_ROUTE, 'POST /api/auth': { body: buildUser() } });

    const newUser = { fullName: 'Ana Creator', contactNumber: '+60123456789', country: 'Malaysia' };

    await callApi(userApi.create, { body: newUser });

    const [request] = requestsTo(fetchMock, 'POST /api/auth');
    expect(request?.body).toEqual(newUser);
    expect(request?.headers.get('Content-Type')).toBe('application/json');
  });

  it('builds the address from the path parameters and the query, leaving out filters not set', async () => {
    const fetchMock = stubFetch({
      ...TOKEN_ROUTE,
      'GET /api/admin/queues/drafts': { body: { items: [], total: 0, page: 2, pageSize: 25 } },
    });

    await callApi(adminQueuesApi.page, { params: { kind: 'drafts' }, query: { page: 2, pageSize: 25 } });

    const [request] = requestsTo(fetchMock, 'GET /api/admin/queues/drafts');
    expect(request?.query.toString()).toBe('page=2&pageSize=25');
  });

  it('answers the body as it came when the caller reads it its own way', async () => {
    stubFetch({ ...TOKEN_ROUTE, 'GET /api/auth': { body: { fullName: 'Ana' } } });

    await expect(callApiUnparsed(userApi.get)).resolves.toEqual({ fullName: 'Ana' });
  });

  it('answers nothing for a call answering 204', async () => {
    stubFetch({ ...TOKEN_ROUTE, [`POST /api/admin/campaigns/${CAMPAIGN_ID}/close`]: { body: null } });

    await expect(callApi(adminCampaignsApi.close, { params: { campaignId: CAMPAIGN_ID } })).resolves.toBeUndefined();
  });

  it('fails a call that should answer JSON and answers nothing (SPEC §8)', async () => {
    stubFetch({ ...TOKEN_ROUTE, 'PUT /api/task/reapply': { body: null } });

    await expect(callApi(tasksApi.reapply, { body: { task: 'task-1' } })).rejects.toThrow('answered nothing');
  });

  it('turns an error answer into an ApiClientError with the spec message', async () => {
    stubFetch({
      ...TOKEN_ROUTE,
      'PUT /api/task/accept': { status: 409, body: { message: 'Duplicate Request', code: 'duplicate-request' } },
    });

    const error = await callApi(tasksApi.accept, { body: { task: 'task-1', screeningResponses: [] } }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({ status: 409, code: 'duplicate-request', message: 'Duplicate Request' });
  });

  it('says Duplicate Request for a product 409 with another reason, carrying the server’s code and params', async () => {
    stubFetch({
      ...TOKEN_ROUTE,
      'PUT /api/task/accept': {
        status: 409,
        body: { message: 'Campaign is closed', code: 'campaign-is-closed', params: { closedAt: '2026-12-01' } },
      },
    });

    const error = await callApi(tasksApi.accept, { body: { task: 'task-1', screeningResponses: [] } }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toMatchObject({
      status: 409,
      code: 'campaign-is-closed',
      message: 'Duplicate Request',
      params: { closedAt: '2026-12-01' },
    });
  });

  it("carries the server's reason of a back-office 409 that is not a replay", async () => {
    stubFetch({
      ...TOKEN_ROUTE,
      [`POST /api/admin/campaigns/${CAMPAIGN_ID}/close`]: {
        status: 409,
        body: { message: 'This question has answers and cannot be removed', code: 'question-has-answers' },
      },
    });

    const error = await callApi(adminCampaignsApi.close, { params: { campaignId: CAMPAIGN_ID } }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiClientError);
    expect(error).toMatchObject({
      status: 409,
      code: 'question-has-answers',
      message: 'This question has answers and cannot be removed',
    });
  });

  it('reports a 401 without a session as unauthenticated', async () => {
    stubFetch({ 'GET /api/identity/token': { status: 401, body: null } });

    await expect(callApi(userApi.get)).rejects.toMatchObject({ status: 401, code: 'unauthenticated' });
  });

  it('tells listeners when the server refuses a banned user', async () => {
    stubFetch({
      ...TOKEN_ROUTE,
      'GET /api/auth': { status: 403, body: { message: 'User is banned', code: 'user-banned' } },
    });
    const listener = vi.fn();
    const unsubscribe = onSessionRejected(listener);

    await expect(callApi(userApi.get)).rejects.toThrow('User is banned');
    unsubscribe();

    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ status: 403, code: 'user-banned' }));
  });
});
