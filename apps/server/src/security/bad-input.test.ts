import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEADLINE_OUT_OF_RANGE } from '@portal/domain/campaigns';
import { sampleProfile } from '@portal/domain/profile';
import { INPUT_MESSAGES } from '../plugins/input-guard.ts';
import { newCampaign } from '../testing/factories.ts';
import { answerChangingNothing } from '../testing/fingerprint.ts';
import { startTestApp, TEST_PUBLIC_URL, type TestAccount, type TestApp } from '../testing/test-app.ts';

let portal: TestApp;
let creator: TestAccount;
let admin: TestAccount;
beforeAll(async () => {
  portal = await startTestApp();
  creator = await portal.account();
  admin = await portal.account('admin');
  const saved = await creator.call('/api/auth', { method: 'PUT', body: sampleProfile({ email: creator.email }) });
  if (saved.status !== 200) throw new Error(`profile not saved: ${saved.status}`);
});
afterAll(() => portal.close());

/** A request exactly as given: the path is sent unnormalised and the body as raw JSON text. */
async function send(method: string, path: string, options: { token?: string; json?: string } = {}) {
  const headers: Record<string, string> = { origin: TEST_PUBLIC_URL };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${portal.baseUrl}${path}`, { method, headers, body: options.json });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const refused = (message: string, code: string, params?: Record<string, string | number>) => ({
  status: 400,
  body: { message, code, ...(params ? { params } : {}) },
});

const profileWith = (changes: Record<string, unknown>) =>
  JSON.stringify({ ...sampleProfile({ email: creator.email }), ...changes });
const deeplyNested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('input the database cannot store is refused with 400 and changes nothing', () => {
  it('a NUL character in a body field or a body key', async () => {
    const inField = () =>
      send('PUT', '/api/auth', { token: creator.token, json: profileWith({ city: 'Shah\u0000Alam' }) });
    expect(await answerChangingNothing(portal.database.db, inField)).toEqual(
      refused(INPUT_MESSAGES.nul, 'text-has-nul'),
    );
    const inKey = () => send('PUT', '/api/auth', { token: creator.token, json: profileWith({ 'city\u0000': 'x' }) });
    expect(await answerChangingNothing(portal.database.db, inKey)).toEqual(refused(INPUT_MESSAGES.nul, 'text-has-nul'));
  });

  it('a NUL character in a query parameter', async () => {
    const search = () => send('GET', '/api/admin/campaigns?search=glow%00serum', { token: admin.token });
    expect(await answerChangingNothing(portal.database.db, search)).toEqual(
      refused(INPUT_MESSAGES.nul, 'text-has-nul'),
    );
  });

  it('a NUL character in a path parameter', async () => {
    const liftBan = () => send('DELETE', `/api/admin/influencers/${creator.id}%00/ban`, { token: admin.token });
    expect(await answerChangingNothing(portal.database.db, liftBan)).toEqual(
      refused(INPUT_MESSAGES.nul, 'text-has-nul'),
    );
  });

  it('a lone surrogate stored into a JSON column (the social links)', async () => {
    const links = { ...sampleProfile({ email: creator.email }).socialMediaLinks, telegram: '@aisyah\ud800x' };
    const save = () =>
      send('PUT', '/api/auth', { token: creator.token, json: profileWith({ socialMediaLinks: links }) });
    expect(await answerChangingNothing(portal.database.db, save)).toEqual(
      refused(INPUT_MESSAGES.unicode, 'text-has-lone-surrogate'),
    );
  });

  it('a body nested 100 000 deep, to the identity service and to a product route', async () => {
    const signIn = () =>
      send('POST', '/api/identity/sign-in/email', {
        json: `{"email":${deeplyNested(100_000)},"password":"a-good-password"}`,
      });
    expect(await answerChangingNothing(portal.database.db, signIn)).toEqual(
      refused(INPUT_MESSAGES.depth, 'body-too-deep', { levels: 32 }),
    );
    const profile = () => send('PUT', '/api/auth', { token: creator.token, json: `{"city":${deeplyNested(100_000)}}` });
    expect(await answerChangingNothing(portal.database.db, profile)).toEqual(
      refused(INPUT_MESSAGES.depth, 'body-too-deep', { levels: 32 }),
    );
  });

  it('a malformed percent-encoding in a query or a path', async () => {
    const query = () => send('GET', '/api/task/taskId?taskId=%E0%A4%A', { token: creator.token });
    expect(await answerChangingNothing(portal.database.db, query)).toEqual(
      refused(INPUT_MESSAGES.encoding, 'address-not-encoded'),
    );
    const path = () => send('GET', '/api/admin/campaigns/%E0%A4%A', { token: admin.token });
    expect(await answerChangingNothing(portal.database.db, path)).toEqual(
      refused(INPUT_MESSAGES.encoding, 'address-not-encoded'),
    );
  });

  it('a time the portal cannot show (year 0, a typed 0026), as a date of birth or a campaign deadline', async () => {
    const birth = () =>
      send('PUT', '/api/auth', { token: creator.token, json: profileWith({ dateOfBirth: '0000-06-15' }) });
    expect(await answerChangingNothing(portal.database.db, birth)).toEqual(
      refused('Please provide a valid date of birth', 'date-of-birth-invalid'),
    );
    const typedBirth = () =>
      send('PUT', '/api/auth', { token: creator.token, json: profileWith({ dateOfBirth: '0026-06-15' }) });
    expect(await answerChangingNothing(portal.database.db, typedBirth)).toEqual(
      refused('Please provide a valid date of birth', 'date-of-birth-invalid'),
    );
    for (const deadline of ['0000-06-15T00:00:00Z', '0001-01-01T00:00:00+14:00', '0026-12-31T10:00:00+08:00']) {
      const create = () =>
        send('POST', '/api/admin/campaigns', { token: admin.token, json: JSON.stringify(newCampaign({ deadline })) });
      expect(await answerChangingNothing(portal.database.db, create)).toEqual(
        refused(DEADLINE_OUT_OF_RANGE, 'deadline-out-of-range', { first: 2000, last: 2100 }),
      );
    }
  });

  it('still refuses prototype poisoning, as Fastify does', async () => {
    const poisoned = () =>
      send('PUT', '/api/auth/bank', { token: creator.token, json: '{"__proto__":{"paymentMethod":"Paypal"}}' });
    expect(await answerChangingNothing(portal.database.db, poisoned)).toMatchObject({ status: 400 });
  });

  it('takes well-formed text outside the Basic Multilingual Plane', async () => {
    const saved = await send('PUT', '/api/auth', { token: creator.token, json: profileWith({ city: 'Shah Alam 🌴' }) });
    expect(saved).toMatchObject({ status: 200, body: { city: 'Shah Alam 🌴' } });
  });
});
