import { describe, expect, it } from 'vitest';
import { adminInfluencersApi, adminQueuesApi, filesApi, tasksApi } from './index.ts';
import { endpointUrl } from './endpoint.ts';

describe('endpointUrl', () => {
  it('puts each path parameter in the path, URI-encoded', () => {
    expect(endpointUrl(adminInfluencersApi.ban, { params: { userId: 'a/b c?' } })).toBe(
      '/api/admin/influencers/a%2Fb%20c%3F/ban',
    );
    expect(endpointUrl(filesApi.signedFile, { params: { token: 'payload.signature' } })).toBe(
      '/api/files/payload.signature',
    );
  });

  it('adds the query, leaving out the values not set', () => {
    expect(
      endpointUrl(adminQueuesApi.page, {
        params: { kind: 'drafts' },
        query: { campaignId: undefined, page: 2, pageSize: 25 },
      }),
    ).toBe('/api/admin/queues/drafts?page=2&pageSize=25');
    expect(endpointUrl(tasksApi.get, { query: { taskId: 'a&b=c' } })).toBe('/api/task/taskId?taskId=a%26b%3Dc');
    expect(endpointUrl(tasksApi.get, { query: { taskId: '' } })).toBe('/api/task/taskId');
  });

  it('is the bare path for a call without parameters', () => {
    expect(endpointUrl(tasksApi.list)).toBe('/api/task');
  });
});
