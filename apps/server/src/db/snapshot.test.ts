import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.ts';
import { currentSnapshot } from './snapshot.ts';
import { openTestDatabase } from '../testing/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('currentSnapshot', () => {
  it('is one read for callers arriving together, and a read asked for after a write sees it', async () => {
    const { db } = database;
    const first = currentSnapshot(db);
    expect(currentSnapshot(db)).toBe(first);
    const before = await first;
    expect((await currentSnapshot(db)).text).toBe(before.text);

    // A read started before the write may not answer a caller arriving after it.
    const running = currentSnapshot(db);
    await Promise.resolve();
    await db.execute(sql`create table snapshot_probe (id int)`);
    const after = currentSnapshot(db);
    expect(after).not.toBe(running);
    expect((await running).text).toBe(before.text);
    expect((await after).text).not.toBe(before.text);
  });
});
