import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_FILES_FILE, type PageFiles } from '@portal/domain/api';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

const SCRIPT = `console.log(${JSON.stringify('portal '.repeat(400))});\n`;

const INLINE_SCRIPT = '\n      new Intl.NumberFormat(undefined).format(0);\n    ';
const SERVICE_WORKER = "self.addEventListener('push', () => {});\n";
const MANIFEST = JSON.stringify({ name: 'Creator Portal', start_url: '/', display: 'standalone' });
const PAGE_FILES: PageFiles = {
  signedOut: [{ path: '/my-tasks', files: [], accountMessages: false }],
  signedIn: [{ path: '/my-tasks', files: ['/assets/index-abc123.js'], accountMessages: false }],
  accountMessages: {},
};

/** A built web app in miniature: the page, one hashed asset and its compressed copies, as the build writes them. */
function fakeWebBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html>\n<html>\n  <head><script>${INLINE_SCRIPT}</script></head>\n  <body></body>\n</html>\n`,
  );
  const asset = path.join(root, 'assets', 'index-abc123.js');
  fs.writeFileSync(asset, SCRIPT);
  fs.writeFileSync(`${asset}.br`, zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(`${asset}.gz`, zlib.gzipSync(SCRIPT));
  fs.writeFileSync(path.join(root, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
  fs.mkdirSync(path.join(root, 'icons'));
  fs.writeFileSync(path.join(root, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  fs.writeFileSync(path.join(root, 'sw.js'), SERVICE_WORKER);
  fs.writeFileSync(path.join(root, 'manifest.webmanifest'), MANIFEST);
  fs.writeFileSync(path.join(root, PAGE_FILES_FILE), JSON.stringify(PAGE_FILES));
  return root;
}

/** The answer exactly as it travels: no decompression on the way. */
function rawGet(baseUrl: string, target: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${baseUrl}${target}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const webRoot = fakeWebBuild();
let portal: TestApp;
beforeAll(async () => {
  portal = await startTestApp({ SERVE_WEB: 'true', RATE_LIMIT_PER_MINUTE: '3' }, { webRoot });
});
afterAll(async () => {
  await portal.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('what travels', () => {
  it('sends a hashed asset as the compressed copy the browser accepts, cached for a year', async () => {
    const brotli = await rawGet(portal.baseUrl, '/assets/index-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(SCRIPT);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await rawGet(portal.baseUrl, '/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(SCRIPT);

    const plain = await rawGet(portal.baseUrl, '/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('compresses an API answer above 1 KB, and leaves a smaller one as it is', async () => {
    const states = await rawGet(portal.baseUrl, '/api/public/options/states', { 'accept-encoding': 'br' });
    expect(states.status).toBe(200);
    expect(states.headers['content-encoding']).toBe('br');
    const list = JSON.parse(zlib.brotliDecompressSync(states.body).toString()) as { country: string }[];
    expect(list.map((state) => state.country)).toContain('Malaysia');

    const countries = await rawGet(portal.baseUrl, '/api/public/options/countries', { 'accept-encoding': 'br' });
    expect(countries.status).toBe(200);
    expect(countries.body.length).toBeLessThan(1024);
    expect(countries.headers['content-encoding']).toBeUndefined();
  });

  it('answers /robots.txt from the build, not with the page', async () => {
    const robots = await rawGet(portal.baseUrl, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body.toString()).toContain('Disallow: /api/');
  });

  it("lets a mail client's page load the mark e-mails show, and keeps every other file to the portal's own pages", async () => {
    const mark = await rawGet(portal.baseUrl, '/icons/icon-192.png');
    expect(mark.status).toBe(200);
    expect(mark.headers['content-type']).toBe('image/png');
    expect(mark.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const robots = await rawGet(portal.baseUrl, '/robots.txt');
    expect(robots.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('the page', () => {
  it("names the files of the page at its address, for the browser to fetch with the entry's", async () => {
    const signedIn = await rawGet(portal.baseUrl, '/my-tasks', { cookie: 'better-auth.session_token=abc' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.toString()).toMatch(
      /<meta property="csp-nonce" nonce="[^"]+" \/>\s*<link rel="modulepreload" crossorigin href="\/assets\/index-abc123.js">\s*<\/head>/,
    );
    expect(signedIn.headers.vary).toMatch(/cookie/i);

    const signedOut = await rawGet(portal.baseUrl, '/my-tasks');
    expect(signedOut.body.toString()).not.toContain('modulepreload');
  });

  it('tells the app when its request carried no session cookie, and only then', async () => {
    const noSession = '<meta name="session" content="none" />';
    expect((await rawGet(portal.baseUrl, '/')).body.toString()).toContain(noSession);
    expect((await rawGet(portal.baseUrl, '/', { cookie: 'theme=dark' })).body.toString()).toContain(noSession);

    for (const cookie of ['better-auth.session_token=abc', 'theme=dark; __Secure-better-auth.session_token=abc']) {
      expect((await rawGet(portal.baseUrl, '/', { cookie })).body.toString()).not.toContain('name="session"');
    }
  });

  it('lets its own inline script run, by its hash, and no other', async () => {
    const page = await rawGet(portal.baseUrl, '/my-tasks');
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    const scriptSources = /script-src ([^;]+)/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(scriptSources?.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('does not serve the list of files itself', async () => {
    expect((await rawGet(portal.baseUrl, `/${PAGE_FILES_FILE}`)).body.toString()).toContain('<!doctype html>');
  });
});

describe('the installable app', () => {
  it('serves the service worker as a script the browser checks for a new version on every visit', async () => {
    const worker = await rawGet(portal.baseUrl, '/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    // Never cached by HTTP: an old worker would keep serving an old release's files.
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.body.toString()).toBe(SERVICE_WORKER);
  });

  it('serves the web app manifest as one, and lets the page use it and register the worker', async () => {
    const manifest = await rawGet(portal.baseUrl, '/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.body.toString()).toBe(MANIFEST);

    const csp = String((await rawGet(portal.baseUrl, '/my-tasks')).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

describe('the per-address limit', () => {
  it('counts API calls only, however their path is spelled, never the page and its files', async () => {
    for (let load = 0; load < 10; load++) {
      expect((await rawGet(portal.baseUrl, '/my-tasks')).status).toBe(200);
      expect((await rawGet(portal.baseUrl, '/assets/index-abc123.js')).status).toBe(200);
    }
    // The limit is 3 a minute; the tests above made 2 API calls.
    const third = await rawGet(portal.baseUrl, '/%61pi/public/options/countries');
    expect(third.status).toBe(200);
    expect(third.headers['content-type']).toMatch(/^application\/json/);
    expect((await rawGet(portal.baseUrl, '/%61pi/public/options/countries')).status).toBe(429);
    expect((await rawGet(portal.baseUrl, '/my-tasks')).status).toBe(200);
  });
});
