import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { tasks } from '../db/schema/campaigns.ts';
import { createCampaign, createTask, createUsers } from '../testing/factories.ts';
import { freePort, sharedInstanceSettings, startServerProcess } from '../testing/server-process.ts';
import { TEST_PUBLIC_URL } from '../testing/test-app.ts';
import { createPostgresDatabase } from '../testing/test-database.ts';

// Web instances (RUN_JOBS=false) beside a worker on one PostgreSQL database, as the Helm chart
// deploys them: only PostgreSQL lets two processes share a database.
const serverUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

it.skipIf(!serverUrl || !redisUrl)(
  'an instance with RUN_JOBS=false serves but expires no task; one running the jobs expires it',
  async () => {
    const { url, drop } = await createPostgresDatabase(serverUrl ?? '');
    cleanups.push(drop);
    const settings = { ...sharedInstanceSettings(url, redisUrl ?? '', TEST_PUBLIC_URL), EXPIRY_SWEEP_SECONDS: '1' };
    const start = async (env: Record<string, string>) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-run-jobs-'));
      cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      const server = await startServerProcess(dataDir, await freePort(), { ...settings, ...env });
      cleanups.push(() => void server.kill('SIGKILL'));
    };

    await start({ RUN_JOBS: 'false' });
    const database = await openDatabase({ kind: 'postgres', url });
    cleanups.push(() => database.close());
    const [creator] = await createUsers(database.db, 1);
    const campaign = await createCampaign(database.db);
    const overdue = await createTask(database.db, {
      campaignId: campaign.id,
      userId: creator?.id ?? '',
      status: 'ACCEPTED',
      taskDeadline: new Date(Date.now() - 60_000),
    });
    const statusOf = async () =>
      (await database.db.select({ status: tasks.status }).from(tasks).where(eq(tasks.id, overdue.id)))[0]?.status;

    // Many sweeps' worth of time, had the instance run them.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(await statusOf()).toBe('ACCEPTED');

    await start({});
    await expect.poll(statusOf, { timeout: 20_000, interval: 250 }).toBe('EXPIRED');
  },
  240_000,
);
