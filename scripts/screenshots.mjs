/**
 * `npm run screenshots`: builds the portal, starts it on a fresh embedded database with the demo
 * data (`seed-demo`) and a back-office account (`create-admin`), as the end-to-end tests do, and
 * takes a full-page screenshot of every creator screen (signed out, signed in, the task page in
 * each demo status, the public invite and referral pages) and of the back office's main screens,
 * on a phone (375 px) and a desktop (1280 px): the review of how the portal looks.
 *
 * `--out DIR` writes them there (default `screenshots/<timestamp>/`); `--no-build` uses the build
 * already there. Each page is taken once its main heading is drawn, its requests are over and its
 * animations have ended: no fixed waits.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.SCREENSHOTS_PORT ?? 4397);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const CREATOR = { email: 'influencer@demo.test', password: 'screenshots-demo-password' };
const ADMIN = { email: 'screenshots-admin@example.com', password: 'back-office-review-secret' };
const WIDTHS = [375, 1280];
const CLI = path.join(ROOT, 'apps/server/dist/cli.js');

const argv = process.argv.slice(2);
const outIndex = argv.indexOf('--out');
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const OUT = path.resolve(outIndex >= 0 && argv[outIndex + 1] ? argv[outIndex + 1] : `screenshots/${stamp}`);

function run(command, args, env = process.env) {
  const result = spawnSync(command, args, { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function startPortal() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-screenshots-'));
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: BASE,
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    DEMO_PASSWORD: CREATOR.password,
    RATE_LIMIT_PER_MINUTE: '100000',
    IDENTITY_LIMIT_PER_IP: '100000',
  };
  try {
    run(process.execPath, [CLI, 'create-admin', '--email', ADMIN.email, '--password', ADMIN.password], env);
    run(process.execPath, [CLI, 'seed-demo'], env);
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const server = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/server.js')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the portal exited (${server.exitCode})`);
    const ready = await fetch(`${BASE}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error('the portal did not start within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    // The data folder goes once the server has exited: it writes its last checkpoint on the way out.
    stop: async () => {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the API (the session cookie lands in the context); answers a bearer token for API calls. */
async function signIn(context, { email, password }) {
  const response = await context.request.post(`${BASE}/api/identity/sign-in/email`, {
    data: { email, password },
    headers: { origin: BASE },
  });
  if (!response.ok()) throw new Error(`${email} could not sign in: ${response.status()}`);
  const { token } = await (await context.request.get(`${BASE}/api/identity/token`)).json();
  return { authorization: `Bearer ${token}` };
}

async function api(context, method, pathname, headers, data) {
  const response = await context.request[method](`${BASE}${pathname}`, { headers, data });
  if (!response.ok()) throw new Error(`${method} ${pathname}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** What the tour needs beyond fixed addresses: the demo tasks, a campaign, an invite link and a referral link. */
async function demoData(browser) {
  const creatorContext = await browser.newContext();
  const creator = await signIn(creatorContext, CREATOR);
  const tasks = await api(creatorContext, 'get', '/api/task', creator);
  const referred = tasks.find((task) => task.campaignDetails.referralFee !== null);
  const { code } = await api(creatorContext, 'post', '/api/link', creator, { campaignId: referred.associatedCampaign });
  await creatorContext.close();

  const adminContext = await browser.newContext();
  const admin = await signIn(adminContext, ADMIN);
  const invited = tasks.find((task) => task.status === 'SELECTED');
  const campaignId = invited.associatedCampaign;
  const invite = await api(adminContext, 'post', `/api/admin/campaigns/${campaignId}/invites`, admin, {});
  const directory = await api(adminContext, 'get', `/api/admin/influencers?search=${CREATOR.email}`, admin);
  await adminContext.close();
  return { tasks, referralCode: code, inviteId: invite.id, campaignId, creatorId: directory.items[0].id };
}

/** Waits for the page's main heading, its requests to be over and its animations to end. */
async function settle(page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // Runs in the page, two frames on, so that an animation just started is counted.
  await page.waitForFunction(
    () =>
      new Promise((resolve) => {
        const { document, requestAnimationFrame: nextFrame } = globalThis;
        nextFrame(() =>
          nextFrame(() => resolve(document.getAnimations().every((animation) => animation.playState !== 'running'))),
        );
      }),
    undefined,
    { timeout: 30_000 },
  );
}

const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Takes `screens` at `width`, signed in `as` someone or signed out; files numbered on from `first`. */
async function tour(browser, width, screens, as, first) {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 } });
  // The live stream stays open as long as the page: the network would never be idle (settle).
  await context.route('**/api/live', (route) => route.abort());
  if (as) await signIn(context, as);
  const page = await context.newPage();
  for (const [index, { name, path: pagePath }] of screens.entries()) {
    await page.goto(`${BASE}${pagePath}`);
    await settle(page);
    const file = path.join(OUT, `${width}`, `${String(first + index).padStart(2, '0')}-${slug(name)}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(`${path.relative(ROOT, file)}  ${pagePath}`);
  }
  await context.close();
  return screens.length;
}

if (!argv.includes('--no-build')) run('npm', ['run', 'build']);
const portal = await startPortal();
let exitCode = 0;
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const { tasks, referralCode, inviteId, campaignId, creatorId } = await demoData(browser);
  const byStatus = new Map();
  for (const task of tasks) if (!byStatus.has(task.status)) byStatus.set(task.status, task);
  const anyTaskId = tasks[0].id;

  const signedOut = [
    { name: 'sign in', path: '/' },
    { name: 'sign up', path: '/register' },
    { name: 'forgot password', path: '/forgot-password' },
    { name: 'public invite', path: `/invite/${inviteId}` },
    { name: 'public referral', path: `/refer/${referralCode}` },
    { name: 'privacy notice', path: '/privacy' },
    { name: 'terms of use', path: '/terms' },
  ];
  const creator = [
    { name: 'dashboard', path: '/' },
    { name: 'edit profile', path: '/edit-profile' },
    { name: 'bank details', path: '/bank-details' },
    { name: 'change password', path: '/change-password' },
    { name: 'campaigns', path: '/campaigns' },
    { name: 'my tasks', path: '/my-tasks' },
    { name: 'completed tasks', path: '/completed-tasks' },
    { name: 'payment history', path: '/payment-history' },
    { name: 'your data', path: '/my-data' },
    { name: 'notification settings', path: '/notification-settings' },
    { name: 'example report', path: '/example-report' },
    ...[...byStatus].map(([status, task]) => ({ name: `task ${status}`, path: `/campaign/${task.id}` })),
  ];
  const backOffice = [
    { name: 'admin campaigns', path: '/admin/campaigns' },
    { name: 'admin new campaign', path: '/admin/campaigns/new' },
    { name: 'admin campaign', path: `/admin/campaigns/${campaignId}` },
    { name: 'admin campaign report', path: `/admin/campaigns/${campaignId}/report` },
    { name: 'admin task', path: `/admin/tasks/${anyTaskId}` },
    { name: 'admin influencers', path: '/admin/influencers' },
    { name: 'admin creator profile', path: `/admin/influencers/${creatorId}` },
    ...['applications', 'drafts', 'submissions', 'reports', 'payouts'].map((kind) => ({
      name: `admin queue ${kind}`,
      path: `/admin/queues/${kind}`,
    })),
    { name: 'admin extensions', path: '/admin/queues/extensions' },
    { name: 'admin payouts', path: '/admin/payouts' },
    { name: 'admin payout batches', path: '/admin/payout-batches' },
  ];

  let taken = 0;
  for (const width of WIDTHS) {
    let first = 1;
    for (const [screens, as] of [
      [signedOut, undefined],
      [creator, CREATOR],
      [backOffice, ADMIN],
    ]) {
      first += await tour(browser, width, screens, as, first);
    }
    taken += first - 1;
  }
  await browser.close();
  console.log(`${taken} screenshots in ${path.relative(process.cwd(), OUT) || '.'}`);
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await portal.stop();
}
process.exit(exitCode);
