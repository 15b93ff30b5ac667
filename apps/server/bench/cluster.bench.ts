/**
 * `npm run bench:cluster`: capacity behind nginx. For each cluster size (CLUSTER_SIZES, `1,3` by
 * default) it starts that many built servers on one PostgreSQL database and one Redis, in
 * production mode, with nginx in front as in deploy/nginx/portal.conf, and loads through nginx:
 * - GET /api/task for a creator with 100 tasks (of the 100 000 creators `npm run bench` seeds);
 * - a sign-in (the password check, then a session);
 * - a 256 KB upload in one tus request;
 * printing requests per second, p99 and the instances' CPU time per request (utime + stime from
 * /proc, summed over the instances). The load generator, nginx and PostgreSQL share the host's
 * cores with the instances: compare sizes within one run, with the load average printed beside.
 * Needs TEST_DATABASE_URL and REDIS_URL; its database and Redis database are its own, and are
 * dropped and emptied at the end, as are its processes and temporary directory, on failure too.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import { openDatabase } from '../src/db/client.ts';
import { createIdentity } from '../src/plugins/identity-service.ts';
import { SAMPLE_BYTES, tusMetadata } from '../src/testing/uploads.ts';
import { createPostgresDatabase } from '../src/testing/test-database.ts';
import { SECRET, serverRoot } from './lib/bench-server.ts';
import { BROWSER_ENCODINGS, checked, DURATION_SECONDS } from './lib/load.ts';
import { seedScale, TARGET, TARGET_TASKS } from './lib/seed.ts';

const CLUSTER_SIZES = (process.env.CLUSTER_SIZES ?? '1,3').split(',').map(Number);
/** The address users would reach; TLS ends at nginx, which tells the instances so. */
const PUBLIC_URL = 'https://portal.bench.example';
/** A Redis database of the bench's own, checked empty before it is used and emptied after. */
const REDIS_DB = 12;
const UPLOAD_BYTES = 256 * 1024;
const WARM_UP_SECONDS = 2;
/** Clock ticks per second, the unit of /proc/<pid>/stat's CPU times. */
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim() || 100);
const builtServer = path.join(serverRoot, 'dist/server.js');

interface Scenario {
  title: string;
  connections: number;
  options: Partial<autocannon.Options>;
  path: string;
}

interface Measured {
  scenario: string;
  instances: number;
  rate: number;
  p99: number;
  cpuMsPerRequest: number;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A process's CPU time so far, in milliseconds: utime + stime, fields 14 and 15 of /proc/<pid>/stat. */
function cpuMilliseconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name may hold spaces: the fields are counted after its closing parenthesis (field 2).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** One VAPID key pair as the server takes it: the raw P-256 public point and private scalar, base64url. */
function vapidKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const point = publicKey.export({ format: 'jwk' });
  const scalar = privateKey.export({ format: 'jwk' });
  const publicRaw = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(point.x ?? '', 'base64url'),
    Buffer.from(point.y ?? '', 'base64url'),
  ]);
  return { VAPID_PUBLIC_KEY: publicRaw.toString('base64url'), VAPID_PRIVATE_KEY: scalar.d ?? '' };
}

/** nginx as deploy/nginx/portal.conf runs it, in plain HTTP on loopback, with every path in `directory`. */
function nginxConfig(directory: string, port: number, instancePorts: number[]) {
  return `
worker_processes auto;
pid ${directory}/nginx.pid;
error_log ${directory}/nginx-error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${directory}/client-body;
  proxy_temp_path ${directory}/proxy;
  fastcgi_temp_path ${directory}/fastcgi;
  uwsgi_temp_path ${directory}/uwsgi;
  scgi_temp_path ${directory}/scgi;
  upstream portal {
${instancePorts.map((instancePort) => `    server 127.0.0.1:${instancePort} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 2m;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto https;
    proxy_set_header X-Forwarded-Host $host;
    proxy_connect_timeout 5s;
    proxy_next_upstream error timeout;
    proxy_next_upstream_tries 3;
    location / { proxy_pass http://portal; }
    location /api/uploads {
      proxy_pass http://portal;
      client_max_body_size 100m;
      proxy_request_buffering off;
    }
  }
}
`;
}

/** Answers once `url` gives a 2xx, failing when `child` exits first. */
async function waitFor(url: string, child: ChildProcess) {
  while (child.exitCode === null && child.signalCode === null) {
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${child.spawnfile} exited with ${child.exitCode ?? child.signalCode} before ${url} answered`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** `size` instances on ports of their own, the first running the background jobs, and nginx in front. */
async function startCluster(size: number, env: Record<string, string>, directory: string, running: ChildProcess[]) {
  const instances: { child: ChildProcess; port: number }[] = [];
  for (let index = 0; index < size; index += 1) {
    const port = await freePort();
    const child = spawn(process.execPath, ['--enable-source-maps', builtServer], {
      env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', RUN_JOBS: String(index === 0) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    running.push(child);
    // One at a time: the first one migrates the database.
    await waitFor(`http://127.0.0.1:${port}/readyz`, child);
    instances.push({ child, port });
  }
  const port = await freePort();
  const config = path.join(directory, `nginx-${size}.conf`);
  fs.writeFileSync(
    config,
    nginxConfig(
      directory,
      port,
      instances.map((instance) => instance.port),
    ),
  );
  const nginx = spawn('nginx', ['-p', directory, '-c', config, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.push(nginx);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`, nginx);
  return { base, instances, nginx };
}

async function bearerToken(base: string): Promise<string> {
  const signIn = await fetch(`${base}/api/identity/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
    body: JSON.stringify({ email: TARGET.email, password: TARGET.password }),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const answer = (await (await fetch(`${base}/api/identity/token`, { headers: { cookie } })).json()) as {
    token: string;
  };
  return answer.token;
}

async function scenarios(base: string): Promise<Scenario[]> {
  const token = await bearerToken(base);
  const creator = { authorization: `Bearer ${token}` };
  const tasks = (await (await fetch(`${base}/api/task`, { headers: creator })).json()) as {
    associatedCampaign: string;
  }[];
  if (tasks.length !== TARGET_TASKS) throw new Error(`expected ${TARGET_TASKS} tasks, got ${tasks.length}`);
  const campaignId = tasks[0]?.associatedCampaign ?? '';
  // A draft video: its first bytes make it an MP4, as the type check at the end of an upload reads them.
  const video = Buffer.concat([SAMPLE_BYTES.mp4, randomBytes(UPLOAD_BYTES - SAMPLE_BYTES.mp4.length)]);
  return [
    {
      title: `GET /api/task (${TARGET_TASKS} tasks, compressed)`,
      connections: 50,
      path: '/api/task',
      options: { headers: { ...creator, ...BROWSER_ENCODINGS } },
    },
    {
      title: 'sign-in (password check and session)',
      connections: 10,
      path: '/api/identity/sign-in/email',
      options: {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
        body: JSON.stringify({ email: TARGET.email, password: TARGET.password }),
      },
    },
    {
      title: `upload of ${UPLOAD_BYTES / 1024} KB in one tus request`,
      connections: 10,
      path: '/api/uploads',
      options: {
        method: 'POST',
        headers: {
          ...creator,
          'tus-resumable': '1.0.0',
          'content-type': 'application/offset+octet-stream',
          'upload-length': String(UPLOAD_BYTES),
          'upload-metadata': tusMetadata({ kind: 'submissions', purpose: 'draft', campaignId, filename: 'draft.mp4' }),
        },
        body: video,
      },
    },
  ];
}

function load(base: string, scenario: Scenario, duration: number) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        ...scenario.options,
        title: scenario.title,
        url: `${base}${scenario.path}`,
        connections: scenario.connections,
        duration,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Requests still queued when a load ends go on in the instances: wait until each answers /readyz. */
async function settle(instances: { child: ChildProcess; port: number }[]) {
  for (const instance of instances) await waitFor(`http://127.0.0.1:${instance.port}/readyz`, instance.child);
}

async function measureCluster(size: number, env: Record<string, string>, directory: string, running: ChildProcess[]) {
  const { base, instances } = await startCluster(size, env, directory, running);
  const measured: Measured[] = [];
  for (const scenario of await scenarios(base)) {
    // The first load after a start runs on cold code: it is not measured.
    await load(base, scenario, WARM_UP_SECONDS);
    await settle(instances);
    const cpuBefore = instances.map((instance) => cpuMilliseconds(instance.child.pid ?? 0));
    const result = checked(await load(base, scenario, DURATION_SECONDS));
    if (result.requests.total === 0) throw new Error(`${scenario.title}: no answer within ${DURATION_SECONDS} s`);
    const cpuUsed = instances.reduce(
      (sum, instance, index) => sum + cpuMilliseconds(instance.child.pid ?? 0) - (cpuBefore[index] ?? 0),
      0,
    );
    await settle(instances);
    measured.push({
      scenario: scenario.title,
      instances: size,
      rate: result.requests.average,
      p99: result.latency.p99,
      cpuMsPerRequest: cpuUsed / result.requests.total,
    });
    console.log(
      `${size} instance(s), ${scenario.title}, ${scenario.connections} connections: ${result.requests.average.toFixed(0)}/s, p99 ${result.latency.p99} ms (load ${loadAverage()})`,
    );
  }
  for (const child of running.splice(0)) await stop(child);
  return measured;
}

function report(results: Measured[]) {
  console.log(`\n${os.cpus().length} cores, ${DURATION_SECONDS} s per load through nginx\n`);
  console.log('| load | instances | requests/s | p99 ms | instance CPU ms/request |');
  console.log('|---|---|---|---|---|');
  for (const row of results) {
    console.log(
      `| ${row.scenario} | ${row.instances} | ${row.rate.toFixed(0)} | ${row.p99} | ${row.cpuMsPerRequest.toFixed(2)} |`,
    );
  }
  const [smallest, largest] = [Math.min(...CLUSTER_SIZES), Math.max(...CLUSTER_SIZES)];
  if (smallest === largest) return;
  console.log(`\n| load | requests/s, ${largest} instances against ${smallest} |`);
  console.log('|---|---|');
  for (const row of results.filter((result) => result.instances === largest)) {
    const base = results.find((result) => result.instances === smallest && result.scenario === row.scenario);
    if (base) console.log(`| ${row.scenario} | ${(row.rate / base.rate).toFixed(2)} |`);
  }
}

async function main() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const redisServer = process.env.REDIS_URL;
  if (!serverUrl || !redisServer) throw new Error('bench:cluster needs TEST_DATABASE_URL and REDIS_URL');
  console.log(`${os.cpus().length} cores; load before the run: ${loadAverage()}`);
  const built = spawnSync(process.execPath, [path.join(serverRoot, 'build.mjs')], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the server did not build');

  const redisUrl = new URL(redisServer);
  redisUrl.pathname = `/${REDIS_DB}`;
  const redis = new Redis(redisUrl.toString());
  if ((await redis.dbsize()) > 0) {
    redis.disconnect();
    throw new Error(`Redis database ${REDIS_DB} is in use: the bench needs it empty`);
  }
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-cluster-'));
  // nginx's workers run as another user and write their temporary files here.
  fs.chmodSync(directory, 0o755);
  const running: ChildProcess[] = [];
  const stopAll = () => {
    for (const child of running) child.kill('SIGTERM');
  };
  process.once('SIGINT', stopAll);
  process.once('SIGTERM', stopAll);
  let drop = async () => {};
  try {
    const created = await createPostgresDatabase(serverUrl);
    drop = created.drop;
    const database = await openDatabase({ kind: 'postgres', url: created.url });
    const identity = await createIdentity({
      db: database.db,
      secret: SECRET,
      publicUrl: PUBLIC_URL,
      trustedOrigins: [],
      supportEmail: 'bench@example.com',
      mailer: { send: async () => {} },
    });
    const seeded = await seedScale(database.db, identity, { vacuum: true });
    await database.close();
    console.log(`seeded ${seeded.tasks} tasks in ${seeded.seconds.toFixed(1)} s`);

    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: created.url,
      REDIS_URL: redisUrl.toString(),
      DATA_DIR: path.join(directory, 'data'),
      PUBLIC_URL,
      AUTH_SECRET: SECRET,
      ...vapidKeys(),
      MAIL_OUTBOX_IN_PRODUCTION: 'true',
      TRUST_PROXY: '1',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      DRAIN_SECONDS: '0',
      // One load generator is one client address: lift the per-address limits for the run.
      RATE_LIMIT_PER_MINUTE: '100000000',
      IDENTITY_LIMIT_PER_IP: '100000',
      // Sign-ins in flight hold their place in the failure counters until answered: 10 at once
      // to one account from one address would otherwise be refused past the fifth.
      SIGN_IN_LIMIT_PER_IP: '100000',
      SIGN_IN_LIMIT_PER_ACCOUNT_AND_IP: '100000',
      UPLOAD_QUOTA_MB: '1000000',
    };
    const results: Measured[] = [];
    for (const size of CLUSTER_SIZES) results.push(...(await measureCluster(size, env, directory, running)));
    report(results);
    console.log(`\nload after the run: ${loadAverage()}; ${new Date().toISOString()}`);
  } finally {
    for (const child of running) await stop(child);
    await drop();
    await redis.flushdb();
    redis.disconnect();
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

await main();
