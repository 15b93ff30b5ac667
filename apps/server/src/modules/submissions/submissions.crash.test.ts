import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { tasks } from '../../db/schema/campaigns.ts';
import { submissions } from '../../db/schema/submissions.ts';
import { createCampaign, createTask } from '../../testing/factories.ts';
import { freePort, killServer, signedUpCookie, startServerProcess, tokenOf } from '../../testing/server-process.ts';
import { uploadFile } from '../../testing/uploads.ts';

/**
 * Issue 5: a burst of 50 final submissions is cut by SIGKILL; after the restart every submission
 * that got a 2xx is stored, and no task is half-changed (PENDING-CHECKING exactly when its
 * FINAL submission row exists).
 */
const CREATORS = 50;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-submit-crash-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it('keeps every acknowledged submission and no half-changed task through a SIGKILL', async () => {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server = await startServerProcess(dataDir, port);
  const cookies = await Promise.all(
    Array.from({ length: CREATORS }, (_, index) => signedUpCookie(base, `burst-${index}-${Date.now()}@example.com`)),
  );
  await killServer(server);

  // The campaign and the creators' ACCEPTED tasks, written while the server is down.
  const setup = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  const campaign = await createCampaign(setup.db, { taskType: 'REVIEW' });
  const creatorIds = (
    await setup.db.query.users.findMany({ columns: { id: true }, orderBy: (user, { asc }) => asc(user.createdAt) })
  ).map((user) => user.id);
  const taskIds = new Map<string, string>();
  for (const userId of creatorIds) {
    const task = await createTask(setup.db, { campaignId: campaign.id, userId, status: 'ACCEPTED' });
    taskIds.set(userId, task.id);
  }
  await setup.close();

  server = await startServerProcess(dataDir, port);
  const creators = await Promise.all(
    cookies.map(async (cookie) => {
      const token = await tokenOf(base, cookie);
      const me = (await (
        await fetch(`${base}/api/auth`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { id: string };
      const key = await uploadFile(base, token, {
        kind: 'submissions',
        campaignId: campaign.id,
        filename: 'proof.png',
      });
      return { token, taskId: taskIds.get(me.id) as string, key };
    }),
  );

  const acknowledged = new Set<string>();
  const burst = Promise.all(
    creators.map(async (creator) => {
      try {
        const response = await fetch(`${base}/api/task/submit`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${creator.token}` },
          body: JSON.stringify({ newSubmission: { taskId: creator.taskId, screenshotURL: [creator.key] } }),
        });
        if (response.ok) acknowledged.add(creator.taskId);
      } catch {
        // cut off by the kill: never acknowledged
      }
    }),
  );
  await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 500));
  await killServer(server);
  await burst;

  const after = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  try {
    for (const creator of creators) {
      const [task] = await after.db.select({ status: tasks.status }).from(tasks).where(eq(tasks.id, creator.taskId));
      const stored = await after.db
        .select({ id: submissions.id })
        .from(submissions)
        .where(eq(submissions.taskId, creator.taskId));
      if (acknowledged.has(creator.taskId)) expect(task?.status, 'acknowledged submission').toBe('PENDING-CHECKING');
      expect(stored.length, `task ${creator.taskId} is ${task?.status}`).toBe(
        task?.status === 'PENDING-CHECKING' ? 1 : 0,
      );
    }
  } finally {
    await after.close();
  }
}, 180_000);
