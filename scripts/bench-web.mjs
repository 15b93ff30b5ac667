/**
 * `npm run bench:web`: builds the portal, starts it on a fresh embedded database with its demo
 * accounts, and prints for the sign-in page, the dashboard and a task's page what a first visit
 * (empty cache) downloads: JS and CSS as sent on the wire, and as gzip would send them, which is
 * what the size goals are set in. Then Lighthouse's mobile performance score of each page
 * (simulated slow 4G and a slow phone CPU), unless `--sizes-only`.
 *
 * `--check` fails (exit 1) when a page's JS exceeds its budget, or its files their number: CI runs
 * it, as sizes and counts, unlike timings, are the same on every machine. `--no-build` uses the
 * build already there. `--files` lists each page's scripts, largest first, to see where a page's
 * weight comes from. `--runs=N` measures each page N times with Lighthouse (one run's score moves
 * by several points with the machine's load) and prints every run, the median first.
 * Each run prints Lighthouse's benchmark index of the host beside it: its 4× CPU slowdown stands
 * for a mid-range phone on a fast desktop (index about 1 500), and a slower host scores lower.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipAsync } from '@gfx/zopfli';
import { chromium } from '@playwright/test';

/** Each page's JS budget, gzipped KB: issue 14's 150 KB. */
const JS_BUDGET_KB = { 'sign-in': 150, dashboard: 150, 'task detail': 150 };
/**
 * The most scripts and styles a page may fetch. Over HTTP/1.1 a browser fetches six at a time from
 * one origin, and on a slow mobile network every round of six costs a round trip: 55 small files
 * put the task page's title eight round trips later (docs/performance-history.md, session 15).
 */
const FILES_BUDGET = 16;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_DIST = path.join(ROOT, 'apps/web/dist');
/** A port nothing listens on now, so that two suites side by side each start their own portal. */
async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const PORT = Number(process.env.BENCH_WEB_PORT ?? (await freePort()));
const BASE = `http://localhost:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const DEMO = { email: 'influencer@demo.test', password: process.env.DEMO_PASSWORD ?? 'demo-password' };

const args = new Set(process.argv.slice(2));
const LIGHTHOUSE_RUNS = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 1);
const kb = (bytes) => (bytes / 1024).toFixed(1);

function build() {
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('npm run build failed');
}

async function startPortal() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-web-'));
  const server = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/server.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      PUBLIC_URL: BASE,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // However this script ends (Zopfli's WebAssembly exits the process on any unhandled error), the
  // portal goes with it: left running, it would hold the caller's output open, and its port.
  process.on('exit', () => server.kill());
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the portal exited (${server.exitCode})`);
    const healthy = await fetch(`${BASE}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error('the portal did not start within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    // The data folder goes once the server has exited: it writes its last checkpoint on the way out.
    stop: async () => {
      // A server that already exited (crashed mid-run) will not say so again.
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const gzipSizes = new Map();
/**
 * The gzip size of a built file, by Zopfli (the smallest gzip, which the budgets were set in),
 * counted here for the files pages load rather than written by every build, where it took a
 * minute of CPU for copies only clients without brotli get.
 */
function gzipSize(assetPath) {
  if (!gzipSizes.has(assetPath)) {
    const content = fs.readFileSync(path.join(WEB_DIST, assetPath));
    gzipSizes.set(
      assetPath,
      gzipAsync(content, { numiterations: 15 }).then((gz) => Math.min(gz.length, content.length)),
    );
  }
  return gzipSizes.get(assetPath);
}

/** Opens a page in a fresh context (empty cache) and sums the scripts and styles it downloaded. */
async function measurePage(browser, storageState, { name, path: pagePath, ready }) {
  const context = await browser.newContext({ storageState });
  // The live stream is no download but stays open as long as the page: the network would never be idle.
  await context.route('**/api/live', (route) => route.abort());
  const page = await context.newPage();
  const assets = new Map();
  const sizing = [];
  const sizeOf = (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/assets/')) return;
    sizing.push(request.sizes().then(({ responseBodySize }) => assets.set(url.pathname, responseBodySize)));
  };
  page.on('requestfinished', sizeOf);
  await page.goto(`${BASE}${pagePath}`);
  await ready(page);
  await page.waitForLoadState('networkidle');
  // No size asked for after this: one still being read as the context closes fails, and that
  // failure, unhandled, ended the whole check without stopping its server.
  page.off('requestfinished', sizeOf);
  await Promise.all(sizing);
  const gzip = new Map(await Promise.all([...assets.keys()].map(async (asset) => [asset, await gzipSize(asset)])));
  const sum = (extension, size) =>
    [...assets].filter(([asset]) => asset.endsWith(extension)).reduce((total, entry) => total + size(entry), 0);
  const sizes = {
    name,
    jsWire: sum('.js', ([, sent]) => sent),
    jsGzip: sum('.js', ([asset]) => gzip.get(asset)),
    cssWire: sum('.css', ([, sent]) => sent),
    cssGzip: sum('.css', ([asset]) => gzip.get(asset)),
    files: assets.size,
    jsFiles: [...assets.keys()].filter((asset) => asset.endsWith('.js')).map((asset) => [asset, gzip.get(asset)]),
  };
  await context.close();
  return sizes;
}

/** Signs the demo creator in on a new page of `context`, as a creator does: that page, on the dashboard. */
async function signIn(context) {
  const page = await context.newPage();
  await page.goto(BASE);
  await page.getByLabel('Email').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'My Dashboard' }).waitFor();
  return page;
}

async function signedInState(browser) {
  const context = await browser.newContext();
  const page = await signIn(context);
  await page.goto(`${BASE}/my-tasks`);
  // An on-going task: its page carries the submission form with its upload fields.
  const taskPath = await page
    .locator('.mantine-Card-root', { hasText: 'Status: On-Going' })
    .locator('a[href^="/campaign/"]')
    .first()
    .getAttribute('href');
  const state = await context.storageState();
  await context.close();
  return { state, taskPath };
}

/** Lighthouse's answer that it lost the start of the page load in its trace: run it again, it says. */
const TRACE_LOST = 'NO_NAVSTART';

/**
 * Lighthouse's mobile score of `url`. A signed-in page is measured as a returning creator's browser
 * opens it: the demo creator signs in within Lighthouse's own browser first, so its cookies and
 * local storage are what a sign-in leaves; Lighthouse then empties the HTTP cache, the service
 * worker and its caches (its defaults), so the page still loads everything from the network. A run
 * whose trace Lighthouse could not read is run again, twice at most.
 */
async function lighthouseScore(url, { signedIn }, attempt = 1) {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  let result;
  try {
    if (signedIn) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await signIn(browser.contexts()[0]);
      await page.close();
      await browser.close();
    }
    result = await lighthouse(
      url,
      { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' },
      { extends: 'lighthouse:default' },
    );
  } finally {
    await chrome.kill();
  }
  const { runtimeError, environment } = result.lhr;
  if (runtimeError) {
    if (runtimeError.code === TRACE_LOST && attempt < 3) return lighthouseScore(url, { signedIn }, attempt + 1);
    return { error: `${runtimeError.code}: ${runtimeError.message}` };
  }
  const audits = result.lhr.audits;
  return {
    score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
    fcp: audits['first-contentful-paint'].displayValue,
    lcp: audits['largest-contentful-paint'].displayValue,
    tbt: audits['total-blocking-time'].displayValue,
    benchmarkIndex: Math.round(environment.benchmarkIndex),
  };
}

if (!args.has('--no-build')) build();
const portal = await startPortal();
let exitCode = 0;
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const { state, taskPath } = await signedInState(browser);
  const pages = [
    {
      name: 'sign-in',
      path: '/',
      state: undefined,
      ready: (page) => page.getByRole('heading', { name: 'Sign In' }).waitFor(),
    },
    {
      name: 'dashboard',
      path: '/',
      state,
      ready: (page) => page.getByRole('heading', { name: 'My Dashboard' }).waitFor(),
    },
    {
      name: 'task detail',
      path: taskPath,
      state,
      // The welcome screen has a heading too: the page is there once its step's form is.
      ready: (page) => page.getByRole('heading', { name: 'Submit Task' }).waitFor(),
    },
  ];
  console.log(
    `load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')} on ${os.cpus().length} cores`,
  );
  console.log('page         JS wire KB  JS gzip KB  CSS wire KB  CSS gzip KB  files');
  const measured = [];
  for (const page of pages) {
    const sizes = await measurePage(browser, page.state, page);
    measured.push(sizes);
    console.log(
      `${sizes.name.padEnd(12)} ${kb(sizes.jsWire).padStart(10)}  ${kb(sizes.jsGzip).padStart(10)}  ` +
        `${kb(sizes.cssWire).padStart(11)}  ${kb(sizes.cssGzip).padStart(11)}  ${String(sizes.files).padStart(5)}`,
    );
    if (args.has('--files')) {
      for (const [asset, gzip] of sizes.jsFiles.sort(([, a], [, b]) => b - a)) {
        console.log(`  ${kb(gzip).padStart(6)} KB gzip  ${asset}`);
      }
    }
  }
  await browser.close();

  if (args.has('--check')) {
    for (const { name, jsGzip, files } of measured) {
      if (jsGzip / 1024 > JS_BUDGET_KB[name]) {
        console.error(`The ${name} page's JS is ${kb(jsGzip)} KB gzipped: over its ${JS_BUDGET_KB[name]} KB budget.`);
        exitCode = 1;
      }
      if (files > FILES_BUDGET) {
        console.error(`The ${name} page fetches ${files} scripts and styles: over its budget of ${FILES_BUDGET}.`);
        exitCode = 1;
      }
    }
  }
  if (!args.has('--sizes-only')) {
    console.log("\nLighthouse, mobile (performance score, FCP, LCP, TBT; the host's benchmark index)");
    for (const page of pages) {
      const runs = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        runs.push(await lighthouseScore(`${BASE}${page.path}`, { signedIn: page.state !== undefined }));
      }
      const measuredRuns = runs.filter((run) => !run.error).sort((a, b) => a.score - b.score);
      const median = measuredRuns[Math.floor((measuredRuns.length - 1) / 2)];
      for (const { error } of runs.filter((run) => run.error)) {
        console.log(`${page.name.padEnd(12)} not measured: ${error}`);
      }
      for (const { score, fcp, lcp, tbt, benchmarkIndex } of median
        ? [median, ...measuredRuns.filter((run) => run !== median)]
        : []) {
        console.log(
          `${page.name.padEnd(12)} ${String(score).padStart(3)}  FCP ${fcp}  LCP ${lcp}  TBT ${tbt}  (index ${benchmarkIndex})`,
        );
      }
    }
  }
} finally {
  await portal.stop();
}
process.exit(exitCode);
