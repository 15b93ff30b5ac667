import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestAccount, type TestApp } from '../../testing/test-app.ts';
import { reviewKit } from './review.test-kit.ts';

let portal: TestApp;
let aisha: TestAccount;
let ben: TestAccount;
let creator: TestAccount;
beforeAll(async () => {
  portal = await startTestApp();
  aisha = await portal.account('admin', 'Aisha Rahman');
  ben = await portal.account('admin', 'Ben Tan');
  creator = await portal.account('influencer', 'Nurul Huda');
});
afterAll(() => portal.close());

const { taskFor, review } = reviewKit(() => portal);

describe('two managers deciding the same task', () => {
  it('tells the one who lost the race who decided first, what and when', async () => {
    const task = await taskFor(creator, 'PENDING-CHECKING');
    expect((await review(aisha, task.taskId, { action: 'reject', remark: 'Show the logo' })).status).toBe(204);

    const late = await review(ben, task.taskId, { action: 'approve' });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({
      message: 'Duplicate Request',
      code: 'duplicate-request',
      params: { action: 'reject', by: 'Aisha Rahman', at: expect.any(String) },
    });
    const at = Date.parse(String((late.body?.params as Record<string, string>).at));
    expect(Date.now() - at).toBeLessThan(60_000);
  });

  it('says so for an application decided by another manager too', async () => {
    const task = await taskFor(creator, 'APPLIED');
    const decide = (admin: TestAccount, body: unknown) =>
      admin.call(`/api/admin/tasks/${task.taskId}/application`, { method: 'PUT', body });
    expect((await decide(ben, { decision: 'approve' })).status).toBe(204);
    const late = await decide(aisha, { decision: 'reject', remark: 'Not this time' });
    expect(late).toMatchObject({ status: 409, body: { params: { action: 'approveApplication', by: 'Ben Tan' } } });
  });

  it("keeps a creator's own replay a plain duplicate", async () => {
    const task = await taskFor(creator, 'ACCEPTED');
    await task.submit();
    await expect(task.submit('again.png')).rejects.toThrow(
      /: 409 \{"message":"Duplicate Request","code":"duplicate-request"\}$/,
    );
  });
});
