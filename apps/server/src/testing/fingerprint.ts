import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rowsOf, type Db } from '../db/client.ts';

export type Fingerprint = Record<string, { count: number; digest: string }>;

/**
 * Every table with its row count and an md5 of its rows' text: equal fingerprints taken before and
 * after some requests mean none of them wrote anything.
 */
export async function databaseFingerprint(db: Db): Promise<Fingerprint> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
  );
  const fingerprint: Fingerprint = {};
  for (const { name } of tables) {
    const [row] = rowsOf<{ count: number; digest: string }>(
      await db.execute(sql`select count(*)::int as count,
        md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
        from ${sql.identifier(name)} t`),
    );
    if (row) fingerprint[name] = row;
  }
  return fingerprint;
}

/** The answer to `request`, after checking it wrote nothing to any table. */
export async function answerChangingNothing<T>(db: Db, request: () => Promise<T>): Promise<T> {
  const before = await databaseFingerprint(db);
  const answer = await request();
  expect(await databaseFingerprint(db)).toEqual(before);
  return answer;
}
