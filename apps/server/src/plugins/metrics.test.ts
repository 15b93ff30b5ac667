import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../config/env.ts';
import { taskEvents } from '../db/schema/campaigns.ts';
import { startJobs } from '../lib/jobs.ts';
import { createMailer } from '../lib/mailer.ts';
import { queueMail } from '../lib/queued-mails.ts';
import { createLogger, openBlobStore } from '../runtime.ts';
import { createCampaign, createTask, createUsers } from '../testing/factories.ts';
import { startRedisProxy } from '../testing/redis-proxy.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const TOKEN = 'metrics-token-for-the-test-0123';

/** The value of the sample `name{labels}` in a Prometheus text exposition, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, value]) => [key, value]),
    );
    if (Object.entries(labels).every(([key, value]) => present[key] === value)) return Number(match[3]);
  }
  return undefined;
}

let portal: TestApp;

const scrape = async (token = TOKEN) => {
  const response = await fetch(`${portal.baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return response.text();
};

beforeAll(async () => {
  portal = await startTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => portal.close());

describe('GET /metrics', () => {
  it('refuses a scrape without the token or with a wrong one', async () => {
    expect((await fetch(`${portal.baseUrl}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${portal.baseUrl}/metrics`, { headers: { authorization: 'Bearer not-the-token' } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('portal_');
  });

  it('answers 404 on an instance without METRICS_TOKEN, whatever the token', async () => {
    const closed = await startTestApp({}, { database: portal.database });
    try {
      const response = await fetch(`${closed.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.status).toBe(404);
    } finally {
      await closed.close();
    }
  });

  it('refuses a token too short to be a secret', () => {
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN: must be at least 16 characters');
  });

  it('counts requests by route pattern, never by the URL', async () => {
    const route = '/api/public/logos/:encodedKey';
    const before = sample(await scrape(), 'portal_http_requests_total', { route, method: 'GET', status_class: '4xx' });
    for (const key of ['first-logo-id', 'second-logo-id']) await fetch(`${portal.baseUrl}/api/public/logos/${key}`);
    const text = await scrape();
    expect(sample(text, 'portal_http_requests_total', { route, method: 'GET', status_class: '4xx' })).toBe(
      (before ?? 0) + 2,
    );
    expect(sample(text, 'portal_http_request_duration_seconds_count', { route, method: 'GET' })).toBeGreaterThanOrEqual(
      2,
    );
    expect(text).not.toContain('first-logo-id');
  });

  it('counts the live event streams open, until each closes', async () => {
    const creator = await portal.account();
    const before = sample(await scrape(), 'portal_sse_connections') ?? 0;
    const leaving = new AbortController();
    const stream = await fetch(`${portal.baseUrl}/api/live`, {
      headers: { authorization: `Bearer ${creator.token}` },
      signal: leaving.signal,
    });
    expect(stream.status).toBe(200);
    expect(sample(await scrape(), 'portal_sse_connections')).toBe(before + 1);
    leaving.abort();
    await expect.poll(async () => sample(await scrape(), 'portal_sse_connections')).toBe(before);
  });

  it('shows the e-mails owed, the age of the oldest, and those given up on', async () => {
    const { db } = portal.database;
    const empty = await scrape();
    expect(sample(empty, 'portal_outbox_notifications_owed')).toBe(0);
    expect(sample(empty, 'portal_outbox_oldest_owed_seconds')).toBe(0);

    const campaign = await createCampaign(db);
    const [creator] = await createUsers(db, 1);
    if (!creator) throw new Error('no creator made');
    const task = await createTask(db, { campaignId: campaign.id, userId: creator.id, status: 'SELECTED' });
    const tenMinutesAgo = new Date(Date.now() - 10 * 60 * 1000);
    await db.insert(taskEvents).values([
      { taskId: task.id, toStatus: 'SELECTED', actor: 'admin', action: 'invite', createdAt: tenMinutesAgo },
      { taskId: task.id, toStatus: 'SELECTED', actor: 'admin', action: 'invite' },
    ]);
    await queueMail(db, { to: 'someone@example.com', subject: 'Reset', text: 'link', html: '<p>link</p>' });
    await db.execute(
      sql`insert into mail_dead_letters (recipient, subject, attempts, reason) values ('gone@example.com', 'Hi', 5, 'refused')`,
    );

    const owed = await scrape();
    expect(sample(owed, 'portal_outbox_notifications_owed')).toBe(2);
    expect(sample(owed, 'portal_outbox_mails_queued')).toBe(1);
    expect(sample(owed, 'portal_outbox_oldest_owed_seconds')).toBeGreaterThanOrEqual(600);
    expect(sample(owed, 'portal_outbox_oldest_owed_seconds')).toBeLessThan(700);
    expect(sample(owed, 'portal_mail_dead_letters')).toBe(1);
  });

  it("counts the jobs' runs and failures", async () => {
    const silent = createLogger('silent');
    const failing = {
      name: 'metrics.fails',
      schedule: { everySeconds: 60 },
      run: async () => {
        throw new Error('the job fails');
      },
    };
    const passing = { name: 'metrics.passes', schedule: { everySeconds: 60 }, run: async () => {} };
    const jobs = await startJobs(portal.database, [failing, passing], silent);
    try {
      await expect
        .poll(
          async () => sample(await scrape(), 'portal_job_runs_total', { job: 'metrics.fails', outcome: 'failed' }),
          {
            timeout: 30_000,
          },
        )
        .toBe(1);
      await expect
        .poll(
          async () => sample(await scrape(), 'portal_job_runs_total', { job: 'metrics.passes', outcome: 'succeeded' }),
          { timeout: 30_000 },
        )
        .toBe(1);
    } finally {
      await jobs.stop();
    }
  });

  it('counts the errors of the SMTP server and the S3 store', async () => {
    const errors = async (dependency: string) =>
      sample(await scrape(), 'portal_dependency_errors_total', { dependency }) ?? 0;
    const smtpBefore = await errors('smtp');
    const s3Before = await errors('s3');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-metrics-'));
    // Port 1 on the loopback: nothing listens there, so each call is refused at once.
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      outboxDir: dataDir,
      from: 'portal@example.com',
      log: createLogger('silent'),
    });
    await expect(mailer.send({ to: 'a@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' })).rejects.toThrow();
    await mailer.close?.();
    const store = await openBlobStore(
      loadEnv({
        DATA_DIR: dataDir,
        S3_BUCKET: 'portal',
        S3_ENDPOINT: 'http://127.0.0.1:1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    );
    await expect(store.check()).rejects.toThrow();
    fs.rmSync(dataDir, { recursive: true, force: true });
    expect(await errors('smtp')).toBe(smtpBefore + 1);
    expect(await errors('s3')).toBe(s3Before + 1);
  });
});

// A real Redis made unreachable by a proxy in front of it; CI provides one at REDIS_URL.
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('the Redis errors counter', () => {
  it('counts the errors of a Redis connection that breaks', async () => {
    const proxy = await startRedisProxy(redisUrl ?? '');
    const instance = await startTestApp({ REDIS_URL: proxy.url, METRICS_TOKEN: TOKEN }, { database: portal.database });
    try {
      const redisErrors = async () => {
        const response = await fetch(`${instance.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
        return sample(await response.text(), 'portal_dependency_errors_total', { dependency: 'redis' }) ?? 0;
      };
      const before = await redisErrors();
      proxy.cut();
      await expect.poll(redisErrors, { timeout: 10_000 }).toBeGreaterThan(before);
    } finally {
      await instance.close();
      await proxy.close();
    }
  });
});
