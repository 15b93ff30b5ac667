import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInPage } from '@portal/domain/api';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp();
});
afterAll(() => portal.close());

describe('GET /api/me/sign-ins', () => {
  it("lists the caller's own sign-ins, newest first, with the address and browser, a page at a time", async () => {
    const creator = await portal.account();
    const other = await portal.account();
    // Two more sign-ins of the creator's, and a failed one, which is no sign-in.
    const browser = portal.client();
    expect((await browser.signIn(creator.email, 'a-good-password')).status).toBe(200);
    expect((await browser.signIn(creator.email, 'a-wrong-password')).status).toBe(401);
    expect((await browser.signIn(creator.email, 'a-good-password')).status).toBe(200);
    await browser.signIn(other.email, 'a-good-password');

    const answer = await creator.call('/api/me/sign-ins');
    expect(answer.status).toBe(200);
    const page = answer.body as unknown as SignInPage;
    // The sign-up opened the first session.
    expect(page.total).toBe(3);
    expect(page.items).toHaveLength(3);
    for (const signIn of page.items) {
      expect(signIn.ipAddress).toBe('127.0.0.1');
      expect(signIn.userAgent).toEqual(expect.any(String));
    }
    const times = page.items.map((signIn) => Date.parse(signIn.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const second = (await creator.call('/api/me/sign-ins?page=2&pageSize=2')).body as unknown as SignInPage;
    expect(second).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.items.map((signIn) => signIn.at)).toEqual([page.items[2]?.at]);

    // The other person's list is theirs alone: their sign-up and one sign-in.
    expect(((await other.call('/api/me/sign-ins')).body as unknown as SignInPage).total).toBe(2);
  });

  it('needs a signed-in caller, and its answer is kept by no cache', async () => {
    expect((await portal.client().call('/api/me/sign-ins')).status).toBe(401);
    const creator = await portal.account();
    const response = await fetch(`${portal.baseUrl}/api/me/sign-ins`, {
      headers: { authorization: `Bearer ${creator.token}` },
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
