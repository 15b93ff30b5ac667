/**
 * `npm run bench`: the server's rows of issue 14's table, in one run, against the built server
 * (`npm start`'s) in its own process, on PGlite and, when TEST_DATABASE_URL names a server, on
 * PostgreSQL (GET /api/task also with Redis when REDIS_URL is set), each seeded with 100 000 creators and their tasks:
 * - GET /api/task for a creator with 100 tasks at 50 connections, as a share of /healthz's rate, and its p99;
 * - the back office's directory, review queue and queue counts, p99 at 20 connections;
 * - /healthz's p99 while the directory is listed at 20 connections;
 * - start to /healthz on the existing database;
 * then a 50 MB upload in one request next to the resumable path. Figures are only comparable
 * within one run, on a machine doing nothing else.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type autocannon from 'autocannon';
import { openDatabase } from '../src/db/client.ts';
import { createIdentity } from '../src/plugins/identity-service.ts';
import { createPostgresDatabase } from '../src/testing/test-database.ts';
import {
  BASE,
  bearerToken,
  SECRET,
  serverRoot,
  startMeasured,
  startServer,
  STARTS,
  stopServer,
  timeToHealthy,
  type Target,
} from './lib/bench-server.ts';
import { BROWSER_ENCODINGS, checked, DURATION_SECONDS, kilobytes, load, ms } from './lib/load.ts';
import { ADMIN, CREATORS, seedScale, TARGET, TARGET_TASKS } from './lib/seed.ts';
import { benchUploads } from './lib/uploads.ts';

interface Row {
  what: string;
  goal: string;
  value: string;
}

/**
 * GET /api/task at 50 connections next to /healthz: as a browser asks for it (compressed), without
 * compression, and unchanged (If-None-Match).
 */
async function taskListLoads(creator: Record<string, string>, etag: string) {
  // The first load after a start runs on cold code: it is not measured.
  await load('warm-up', `${BASE}/api/task`, 50, { ...creator, ...BROWSER_ENCODINGS }, 2);
  const health = checked(await load('GET /healthz', `${BASE}/healthz`, 50));
  const list = checked(await load('GET /api/task', `${BASE}/api/task`, 50, { ...creator, ...BROWSER_ENCODINGS }));
  const plain = checked(await load('GET /api/task, uncompressed', `${BASE}/api/task`, 50, creator));
  const unchanged = checked(
    await load('GET /api/task, If-None-Match', `${BASE}/api/task`, 50, { ...creator, 'if-none-match': etag }),
    304,
  );
  return { health, list, plain, unchanged };
}

/** The server again, with Redis: /healthz and GET /api/task. */
async function withRedis(target: Target, redisUrl: string, running: ChildProcess) {
  await stopServer(running);
  const server = startServer(target, { REDIS_URL: redisUrl });
  try {
    await timeToHealthy(server, performance.now());
    const creator = { authorization: `Bearer ${await bearerToken(TARGET)}` };
    await load('warm-up', `${BASE}/api/task`, 50, { ...creator, ...BROWSER_ENCODINGS }, 2);
    const health = checked(await load('GET /healthz, with Redis', `${BASE}/healthz`, 50));
    const list = checked(
      await load('GET /api/task, with Redis', `${BASE}/api/task`, 50, { ...creator, ...BROWSER_ENCODINGS }),
    );
    for (const result of [health, list]) {
      console.log(
        `| ${result.title} | 50 | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${kilobytes(result)} |`,
      );
    }
    return { health, list };
  } finally {
    await stopServer(server);
  }
}

async function benchTarget(target: Target): Promise<Row[]> {
  const database = await openDatabase(target.database);
  const identity = await createIdentity({
    db: database.db,
    secret: SECRET,
    publicUrl: BASE,
    trustedOrigins: [],
    supportEmail: 'bench@example.com',
    mailer: { send: async () => {} },
  });
  const seeded = await seedScale(database.db, identity, { vacuum: target.vacuum });
  await database.close();
  console.log(
    `\n${target.name}: seeded ${CREATORS} creators and ${seeded.tasks} tasks in ${seeded.seconds.toFixed(1)} s`,
  );

  const { seconds: startSeconds, server } = await startMeasured(target);
  try {
    const creator = { authorization: `Bearer ${await bearerToken(TARGET)}` };
    const admin = { authorization: `Bearer ${await bearerToken(ADMIN)}` };
    const probe = await fetch(`${BASE}/api/task`, { headers: creator });
    const tasks = (await probe.json()) as unknown[];
    if (tasks.length !== TARGET_TASKS) throw new Error(`expected ${TARGET_TASKS} tasks, got ${tasks.length}`);
    const etag = probe.headers.get('etag') ?? '';

    const { health, list, plain, unchanged } = await taskListLoads(creator, etag);
    const directory = checked(await load('directory', `${BASE}/api/admin/influencers?page=1&pageSize=25`, 20, admin));
    const [healthWhileListing, listing] = await Promise.all([
      load('GET /healthz while the directory lists', `${BASE}/healthz`, 2),
      load('directory, alongside', `${BASE}/api/admin/influencers?page=1&pageSize=25`, 20, admin),
    ]);
    const queue = checked(
      await load('review queue', `${BASE}/api/admin/queues/submissions?page=1&pageSize=25`, 20, admin),
    );
    const counts = checked(await load('queue counts', `${BASE}/api/admin/queues`, 20, admin));
    checked(healthWhileListing);
    checked(listing);

    console.log(`\n${target.name}: ${DURATION_SECONDS} s each\n`);
    console.log('| load | connections | requests/s | p50 ms | p99 ms | KB/answer |');
    console.log('|---|---|---|---|---|---|');
    const loads: [autocannon.Result, number][] = [
      [health, 50],
      [list, 50],
      [plain, 50],
      [unchanged, 50],
      [directory, 20],
      [healthWhileListing, 2],
      [listing, 20],
      [queue, 20],
      [counts, 20],
    ];
    for (const [result, connections] of loads) {
      console.log(
        `| ${result.title} | ${connections} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${kilobytes(result)} |`,
      );
    }
    const share = (result: autocannon.Result, of = health) =>
      (result.requests.average / of.requests.average).toFixed(2);
    if (target.name === 'PGlite') await benchUploads(BASE, creator.authorization.slice('Bearer '.length));
    const shared = target.redisUrl ? await withRedis(target, target.redisUrl, server) : null;
    return [
      {
        what: `GET /api/task (${TARGET_TASKS} tasks of ${seeded.tasks}) as a browser asks, 50 connections, share of /healthz's rate`,
        goal: '≥ 0.35',
        value: share(list),
      },
      { what: 'same, p99', goal: '≤ 25 ms', value: ms(list.latency.p99) },
      { what: 'same, uncompressed: share / p99', goal: '', value: `${share(plain)} / ${ms(plain.latency.p99)}` },
      {
        what: 'same, unchanged (304): share / p99',
        goal: '',
        value: `${share(unchanged)} / ${ms(unchanged.latency.p99)}`,
      },
      {
        what: 'same with REDIS_URL (versions, session checks and rate limits in Redis): share / p99',
        goal: '',
        value: shared ? `${share(shared.list, shared.health)} / ${ms(shared.list.latency.p99)}` : '',
      },
      { what: 'influencer directory, p99 at 20 connections', goal: '≤ 100 ms', value: ms(directory.latency.p99) },
      { what: 'review queue (submissions), p99 at 20 connections', goal: '≤ 100 ms', value: ms(queue.latency.p99) },
      { what: 'queue counts, p99 at 20 connections', goal: '≤ 100 ms', value: ms(counts.latency.p99) },
      {
        what: '/healthz p99 while the directory lists at 20 connections',
        goal: '≤ 50 ms (PGlite)',
        value: ms(healthWhileListing.latency.p99),
      },
      {
        what: `start to /healthz, existing database (median of ${STARTS})`,
        goal: '≤ 1.5 s',
        value: `${startSeconds.toFixed(2)} s`,
      },
    ];
  } finally {
    await stopServer(server);
  }
}

async function main() {
  console.log(
    `load before the run: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  const built = spawnSync(process.execPath, [path.join(serverRoot, 'build.mjs')], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the server did not build');

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const targets: (() => Promise<Target>)[] = [
    async () => ({
      name: 'PGlite',
      database: { kind: 'pglite', dataDir: path.join(dataDir, 'db') },
      env: { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
      vacuum: false,
      drop: async () => {},
    }),
  ];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    targets.push(async () => {
      const { url, drop } = await createPostgresDatabase(serverUrl);
      return {
        name: 'PostgreSQL',
        database: { kind: 'postgres', url },
        env: { DATA_DIR: dataDir, DATABASE_URL: url, REDIS_URL: '' },
        vacuum: true,
        redisUrl: process.env.REDIS_URL,
        drop,
      };
    });
  }
  const results: { name: string; rows: Row[] }[] = [];
  try {
    for (const makeTarget of targets) {
      const target = await makeTarget();
      try {
        results.push({ name: target.name, rows: await benchTarget(target) });
      } finally {
        await target.drop();
      }
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(`\nissue 14's server rows (${DURATION_SECONDS} s per load)\n`);
  console.log(`| what | ${results.map((result) => result.name).join(' | ')} | goal |`);
  console.log(`|---|${results.map(() => '---|').join('')}---|`);
  results[0]?.rows.forEach((row, index) => {
    const values = results.map((result) => result.rows[index]?.value ?? '');
    console.log(`| ${row.what} | ${values.join(' | ')} | ${row.goal} |`);
  });
  console.log(
    `\nload after the run: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
}

await main();
