/**
 * `npm run bench`: GET /api/task for a creator with 500 tasks, in a database of 100 000 tasks and
 * 10 000 users, next to a bare /healthz in the same run, against the real server in its own process.
 * Prints requests per second and latency percentiles, then a 50 MB upload in one request next to
 * the resumable path; figures are only comparable within one run.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { FIRST_CHUNK_BYTES, nextChunkBytes } from '@portal/domain/uploads';
import { openDatabase, rowsOf } from '../src/db/client.ts';
import { createIdentity } from '../src/plugins/identity.ts';
import { SAMPLE_BYTES } from '../src/testing/uploads.ts';

const USERS = 10_000;
const CAMPAIGNS = 1_000;
const TASKS_PER_USER = 10;
const TARGET_TASKS = 500;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 4390;
const BASE = `http://127.0.0.1:${PORT}`;
const TARGET = { email: 'bench-target@example.com', password: 'bench-password', name: 'Bench Target' };

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
const serverEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/server.ts');
const secret = 'bench-secret-that-is-long-enough-to-use-0123456789';

async function seed() {
  const started = Date.now();
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  const { db } = database;
  await db.execute(sql`
    insert into users (id, name, email, role)
    select 'bench-user-' || g, 'Bench Creator ' || g, 'bench' || g || '@example.com', 'influencer'
    from generate_series(1, ${USERS}) g`);
  await db.execute(sql`
    insert into campaigns (title, task_type, platform, incentive_minor, requirements, instructions, deadline)
    select 'Campaign ' || lpad(g::text, 4, '0'),
      (array['LIKE','SHARE','COMMENT','UNIQUECOMMENT','POST','REVIEW','DRAFT','VIDEO'])[1 + g % 8],
      (array['INSTAGRAM','TIKTOK','FACEBOOK','YOUTUBE'])[1 + g % 4], 1000 + g,
      'Public account', 'Post and tag the brand', now() + interval '30 days'
    from generate_series(0, ${CAMPAIGNS - 1}) g`);
  await db.execute(sql`
    with numbered as (select id, row_number() over (order by title) - 1 as n from campaigns)
    insert into tasks (campaign_id, user_id, status, task_deadline)
    select numbered.id, 'bench-user-' || u,
      (array['SELECTED','APPLIED','ACCEPTED','PENDING-CHECKING','COMPLETED'])[1 + (u + k) % 5],
      now() + interval '10 days'
    from generate_series(1, ${USERS}) u
    cross join generate_series(0, ${TASKS_PER_USER - 1}) k
    join numbered on numbered.n = (u * 7 + k * 97) % ${CAMPAIGNS}`);

  const identity = createIdentity({
    db,
    secret,
    publicUrl: BASE,
    trustedOrigins: [],
    supportEmail: 'bench@example.com',
    mailer: { send: async () => {} },
  });
  const { user } = await identity.api.signUpEmail({ body: TARGET });
  await db.execute(sql`
    with numbered as (select id, row_number() over (order by title) - 1 as n from campaigns)
    insert into tasks (campaign_id, user_id, status, task_deadline)
    select id, ${user.id}, (array['SELECTED','ACCEPTED','REJECTED','COMPLETED','EXPIRED'])[1 + n % 5], now() + interval '5 days'
    from numbered where n < ${TARGET_TASKS}`);
  const [{ count } = { count: 0 }] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from tasks`),
  );
  await database.close();
  console.log(
    `seeded ${USERS} users, ${CAMPAIGNS} campaigns, ${count} tasks in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: BASE,
      AUTH_SECRET: secret,
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      NODE_ENV: 'production',
      MAIL_OUTBOX_IN_PRODUCTION: 'true',
      // One load generator is one client address: lift the per-address limit for the run.
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const ready = await fetch(`${BASE}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

async function bearerToken(): Promise<string> {
  const signIn = await fetch(`${BASE}/api/identity/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: BASE },
    body: JSON.stringify({ email: TARGET.email, password: TARGET.password }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const answer = (await (await fetch(`${BASE}/api/identity/token`, { headers: { cookie } })).json()) as {
    token: string;
  };
  return answer.token;
}

function load(title: string, url: string, headers: Record<string, string> = {}) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ title, url, headers, connections: 10, duration: DURATION_SECONDS }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

const UPLOAD_BYTES = 50 * 1024 * 1024;

/** A 50 MB file sent in one request, then through the resumable path in PATCHes from 256 KB doubling to 32 MB (SPEC §9). */
async function benchUploads(token: string) {
  const tasks = (await (await fetch(`${BASE}/api/task`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    associatedCampaign: string;
  }[];
  const campaignId = tasks[0]?.associatedCampaign as string;
  // A draft video: its first bytes make it an MP4, as the type check at the end of an upload reads them.
  const content = Buffer.concat([SAMPLE_BYTES.mp4, randomBytes(UPLOAD_BYTES - SAMPLE_BYTES.mp4.length)]);
  const tus = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
  const metadata = (name: string) =>
    [
      ['kind', 'submissions'],
      ['purpose', 'draft'],
      ['campaignId', campaignId],
      ['filename', name],
    ]
      .map(([key, value]) => `${key} ${Buffer.from(value as string).toString('base64')}`)
      .join(',');
  const octets = { 'content-type': 'application/offset+octet-stream' };

  let started = performance.now();
  const single = await fetch(`${BASE}/api/uploads`, {
    method: 'POST',
    headers: { ...tus, ...octets, 'upload-length': String(UPLOAD_BYTES), 'upload-metadata': metadata('single.mp4') },
    body: content,
  });
  if (single.status !== 201) throw new Error(`single upload: ${single.status}`);
  const singleSeconds = (performance.now() - started) / 1000;

  started = performance.now();
  const created = await fetch(`${BASE}/api/uploads`, {
    method: 'POST',
    headers: { ...tus, 'upload-length': String(UPLOAD_BYTES), 'upload-metadata': metadata('resumable.mp4') },
  });
  const location = created.headers.get('location') as string;
  let chunks = 0;
  let chunkBytes = FIRST_CHUNK_BYTES;
  for (let offset = 0; offset < UPLOAD_BYTES; offset += chunkBytes, chunkBytes = nextChunkBytes(chunkBytes)) {
    const chunk = await fetch(`${BASE}${location}`, {
      method: 'PATCH',
      headers: { ...tus, ...octets, 'upload-offset': String(offset) },
      body: content.subarray(offset, offset + chunkBytes),
    });
    if (chunk.status !== 204) throw new Error(`chunk at ${offset}: ${chunk.status}`);
    chunks += 1;
  }
  const resumableSeconds = (performance.now() - started) / 1000;

  const megabytes = UPLOAD_BYTES / (1024 * 1024);
  console.log('\n| 50 MB upload on loopback | MB/s |');
  console.log('|---|---|');
  console.log(`| one request | ${(megabytes / singleSeconds).toFixed(0)} |`);
  console.log(
    `| resumable, ${chunks} chunks of 256 KB doubling to 32 MB | ${(megabytes / resumableSeconds).toFixed(0)} |`,
  );
  console.log(`\nthe resumable path reaches ${((singleSeconds / resumableSeconds) * 100).toFixed(0)} % of one request`);
}

async function main() {
  await seed();
  const server = await startServer();
  try {
    const token = await bearerToken();
    const authorization = { authorization: `Bearer ${token}` };
    const probe = await fetch(`${BASE}/api/task`, { headers: authorization });
    const tasks = (await probe.json()) as unknown[];
    if (tasks.length !== TARGET_TASKS) throw new Error(`expected ${TARGET_TASKS} tasks, got ${tasks.length}`);

    const results = [
      await load('GET /healthz', `${BASE}/healthz`),
      await load('GET /api/task (500 tasks)', `${BASE}/api/task`, authorization),
    ];
    console.log(`\n${DURATION_SECONDS} s each, 10 connections, one server process on PGlite\n`);
    console.log('| route | requests/s | p50 ms | p99 ms | non-2xx |');
    console.log('|---|---|---|---|---|');
    for (const result of results) {
      console.log(
        `| ${result.title} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx} |`,
      );
    }
    const [health, list] = results;
    if (health && list) {
      console.log(
        `\n/api/task serves ${((list.requests.average / health.requests.average) * 100).toFixed(1)} % of /healthz's rate`,
      );
    }
    await benchUploads(token);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
