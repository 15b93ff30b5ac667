import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { startTestApp, type TestApp } from '../../testing/test-app.ts';

describe('a server whose database is still opening', () => {
  let database: Database;
  let portal: TestApp;
  let open = () => {};
  beforeAll(async () => {
    database = await openTestDatabase();
    const opening = new Promise<void>((resolve) => (open = resolve));
    portal = await startTestApp({}, { database: { ...database, ready: opening } });
  });
  afterAll(async () => {
    await portal.close();
    await database.close();
  });

  it('answers the probes at once, and every other request once the database is ready', async () => {
    const client = portal.client();
    expect((await client.call('/healthz')).status).toBe(200);
    expect(await client.call('/readyz')).toEqual({
      status: 503,
      body: { status: 'unavailable', dependencies: { database: 'failing', storage: 'ok' } },
    });

    let answered = false;
    const countries = client.call('/api/public/options/countries').then((answer) => {
      answered = true;
      return answer;
    });
    // Meanwhile the probes are answered and the request is not.
    expect((await client.call('/healthz')).status).toBe(200);
    expect(answered).toBe(false);

    open();
    expect((await countries).status).toBe(200);
    expect(await client.call('/readyz')).toEqual({
      status: 200,
      body: { status: 'ready', dependencies: { database: 'ok', storage: 'ok' } },
    });
  });
});
