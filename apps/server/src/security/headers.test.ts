import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';

/** A built web app in miniature: the page and one hashed asset. */
function fakeWebBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html>\n<html>\n  <head>\n    <title>Creator Portal</title>\n  </head>\n  <body></body>\n</html>\n',
  );
  fs.writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log("portal");\n');
  return root;
}

/** The Content-Security-Policy header as directive name → its values. */
function policyOf(response: Response): Map<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? '';
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );
}

const webRoot = fakeWebBuild();
let portal: TestApp;
let httpsPortal: TestApp;
beforeAll(async () => {
  [portal, httpsPortal] = await Promise.all([
    startTestApp({ SERVE_WEB: 'true' }, { webRoot }),
    startTestApp({ PUBLIC_URL: 'https://portal.example' }),
  ]);
});
afterAll(async () => {
  await Promise.all([portal.close(), httpsPortal.close()]);
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${portal.baseUrl}${path}`);

describe('browser security headers', () => {
  // An API answer, error answers of each kind, the page and a static asset.
  const answers: [string, () => Promise<Response>][] = [
    ['an API answer', () => get('/api/public/options/countries')],
    ['a 404 of the API', () => get('/api/no-such-route')],
    ['a 401 (no token)', () => get('/api/task')],
    ['a 400 (bad input)', () => get('/api/public/invite')],
    ['the page', () => get('/my-tasks')],
    ['a static asset', () => get('/assets/index-abc123.js')],
  ];

  it.each(answers)('%s carries the CSP, no framing, nosniff and a Referrer-Policy', async (_name, request) => {
    const response = await request();
    expect(response.status).toBeLessThan(500);
    const policy = policyOf(response);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('refuses every inline style but the page’s own, which carry a nonce good for that page only', async () => {
    const nonces = new Set<string>();
    // index.html asked for by name too: it never goes out without its nonce.
    for (const page of ['/my-tasks', '/', '/index.html']) {
      const response = await get(page);
      expect(response.status).toBe(200);
      const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(await response.text())?.[1] ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const policy = policyOf(response);
      expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
      expect(policy.get('style-src-attr')).toEqual(["'none'"]);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });

  it('sends HSTS only when the portal is reached over https', async () => {
    expect((await get('/api/public/options/countries')).headers.get('strict-transport-security')).toBeNull();
    const secure = await fetch(`${httpsPortal.baseUrl}/api/public/options/countries`);
    expect(secure.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(policyOf(secure).has('upgrade-insecure-requests')).toBe(true);
  });

  it('gives the API documentation the same policy, with its icons and logo allowed', async () => {
    const response = await get('/api/docs/');
    expect(response.status).toBe(200);
    const policy = policyOf(response);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('style-src')).toEqual(["'self'", "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='"]);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});
