import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database.ts';
import type { Database } from './client.ts';
import { changed, committed, onCommit, type Change } from './commits.ts';
import { campaigns } from './schema/campaigns.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A campaign written in a transaction that records its change; `then` runs inside it, after the write. */
async function writeCampaign(then: (campaignId: string) => Promise<void> = async () => {}) {
  return database.db.transaction(async (tx) => {
    const [campaign] = await tx
      .insert(campaigns)
      .values({
        title: 'Raya Glow Serum launch',
        taskType: 'POST',
        platform: 'INSTAGRAM',
        incentiveMinor: 15000,
        requirements: 'Public account',
        instructions: 'Post one photo',
        deadline: new Date(Date.now() + 86_400_000),
      })
      .returning({ id: campaigns.id });
    const campaignId = campaign?.id ?? '';
    changed(tx, { type: 'campaign', campaignId });
    await then(campaignId);
    return campaignId;
  });
}

/** Every commit told to a listener, with whether its campaigns could be read by then. */
function listen() {
  const heard: { changes: readonly Change[]; visible: boolean }[] = [];
  const stop = onCommit(database.db, async (changes) => {
    const ids = changes.flatMap((change) => (change.type === 'campaign' ? [change.campaignId] : []));
    const found = ids.length
      ? await database.db
          .select()
          .from(campaigns)
          .where(eq(campaigns.id, ids[0] ?? ''))
      : [];
    heard.push({ changes, visible: found.length > 0 });
  });
  return { heard, stop };
}

describe('a transaction of the database client', () => {
  it('tells its changes once it has committed, once, before it answers', async () => {
    const { heard, stop } = listen();
    try {
      const campaignId = await writeCampaign();
      expect(heard).toEqual([{ changes: [{ type: 'campaign', campaignId }], visible: true }]);
    } finally {
      stop();
    }
  });

  it('tells nothing when it rolls back', async () => {
    const { heard, stop } = listen();
    try {
      await expect(
        writeCampaign(async () => {
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(heard).toEqual([]);
    } finally {
      stop();
    }
  });

  it('answers though a listener fails: the write has committed', async () => {
    const stop = onCommit(database.db, () => Promise.reject(new Error('cache unreachable')));
    const { heard, stop: stopListening } = listen();
    try {
      const campaignId = await writeCampaign();
      expect(heard.map((commit) => commit.changes)).toEqual([[{ type: 'campaign', campaignId }]]);
    } finally {
      stop();
      stopListening();
    }
  });

  it('refuses a change recorded in a savepoint, whose rollback it could not tell from its commit', async () => {
    await expect(
      database.db.transaction((tx) =>
        tx.transaction(async (savepoint) => changed(savepoint, { type: 'user', userId: 'someone' })),
      ),
    ).rejects.toThrow('changes are recorded in a transaction of db.transaction only');
  });

  it('tells a statement committed on its own when its writer says so', async () => {
    const { heard, stop } = listen();
    try {
      await committed(database.db, [{ type: 'user', userId: 'someone' }]);
      await committed(database.db, []);
      expect(heard.map((commit) => commit.changes)).toEqual([[{ type: 'user', userId: 'someone' }]]);
    } finally {
      stop();
    }
  });
});
