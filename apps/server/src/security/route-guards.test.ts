import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyServerOptions, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EndpointAccess } from '@portal/domain/api';
import { startTestApp, type TestAccount, type TestApp } from '../testing/test-app.ts';

interface AddedRoute {
  method: string;
  url: string;
  /** Who the route's contract says may call it, for a route registered from one. */
  access: EndpointAccess | undefined;
}

const added = vi.hoisted((): AddedRoute[] => []);

// Fastify lists no routes, but announces each one to its `onRoute` hooks: the app under test is
// the real one, with a hook added as Fastify builds it, before any route exists.
vi.mock(import('fastify'), async (importOriginal) => {
  const original = await importOriginal();
  const listed = (options?: FastifyServerOptions) =>
    original.default(options).addHook('onRoute', (route) => {
      const methods: HTTPMethods[] = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) added.push({ method, url: route.url, access: route.config?.access });
    });
  return { ...original, default: Object.assign(listed, original.default) };
});

/**
 * Every route anyone may call without a token, each with why. Everything else is in the
 * signed-in scope (401 without a token) or the admin scope (401, and 403 for a creator).
 */
const PUBLIC: Record<string, string> = {
  '/healthz': 'liveness',
  '/readyz': 'readiness',
  '/metrics': "Prometheus's scrape: its own token (METRICS_TOKEN), and a 404 on an instance without one",
  '/api/public/options/countries': 'reference data for the sign-up form',
  '/api/public/options/states': 'reference data for the sign-up form',
  '/api/public/options/banks': 'reference data for the sign-up form',
  '/api/public/options/languages': 'reference data for the sign-up form',
  '/api/public/options/races': 'reference data for the sign-up form',
  '/api/public/options/telegram': 'reference data for the sign-up form',
  '/api/public/config': 'settings the web app shows before sign-in',
  '/api/public/invite': "an invite's preview before sign-in",
  '/api/public/referral': "a referral link's preview before sign-in",
  '/api/public/logos/:encodedKey': 'brand logos on public previews',
  '/api/files/:token': 'the signed, expiring link is the permission',
  '/api/public/unsubscribe/:token': "an e-mail's one-click unsubscribe: the signed link is the permission",
  '/api/public/legal/:document': 'the terms of use and the privacy notice, read before signing up',
  '/api/identity/*': 'the identity service: sign-up, sign-in, password reset',
  '/api/public/payouts/paypal/webhook': "PayPal's webhook: its signature, verified with PayPal, is the permission",
  '/api/docs': 'the OpenAPI document and its viewer',
  '/api/docs/': 'the OpenAPI document and its viewer',
  '/api/docs/json': 'the OpenAPI document and its viewer',
  '/api/docs/yaml': 'the OpenAPI document and its viewer',
  '/api/docs/static/*': 'the OpenAPI document and its viewer',
  '/api/docs/static/index.html': 'the OpenAPI document and its viewer',
  '/api/docs/static/swagger-initializer.js': 'the OpenAPI document and its viewer',
  '/*': 'the web app: every page path answers index.html',
  '/assets/index-abc123.js': 'the web app: a built asset',
};

/** A built web app in miniature, so that its routes are listed too. */
function fakeWebBuild(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.mkdirSync(path.join(root, 'assets'));
  fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html>\n<html><head></head><body></body></html>\n');
  fs.writeFileSync(path.join(root, 'assets', 'index-abc123.js'), 'console.log("portal");\n');
  return root;
}

/** A URL that reaches the route: any value for each parameter, since the guard runs before validation. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, 'any').replace(/\*$/, 'any');

const webRoot = fakeWebBuild();
let portal: TestApp;
let creator: TestAccount;

beforeAll(async () => {
  // Every route is called twice from one address: the general limit must not answer first.
  portal = await startTestApp({ SERVE_WEB: 'true', RATE_LIMIT_PER_MINUTE: '100000' }, { webRoot });
  creator = await portal.account();
});
afterAll(async () => {
  await portal.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const guarded = () => added.filter((route) => !(route.url in PUBLIC));

/** The routes of `routes` that answer `method url` with another status than `expected`. */
async function answeringOtherwise(routes: AddedRoute[], expected: number, token?: string) {
  const wrong: string[] = [];
  for (const { method, url } of routes) {
    const response = await fetch(`${portal.baseUrl}${concrete(url)}`, {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    await response.arrayBuffer();
    if (response.status !== expected) wrong.push(`${method} ${url} answered ${response.status}`);
  }
  return wrong;
}

describe('every route is public by name or guarded by its scope', () => {
  it('lists the routes, and every public one named still exists', () => {
    expect(added.length).toBeGreaterThan(60);
    const urls = new Set(added.map((route) => route.url));
    expect(Object.keys(PUBLIC).filter((url) => !urls.has(url))).toEqual([]);
  });

  it('answers 401 without a token on every route not named public', async () => {
    expect(guarded().length).toBeGreaterThan(40);
    expect(await answeringOtherwise(guarded(), 401)).toEqual([]);
  });

  it("registers each contract's route in the scope its access names", async () => {
    const withAccess = (access: EndpointAccess) => added.filter((route) => route.access === access);
    expect(withAccess('public').filter((route) => !(route.url in PUBLIC))).toEqual([]);
    expect(withAccess('signed-in').filter((route) => route.url in PUBLIC)).toEqual([]);
    const refusedToCreator: string[] = [];
    for (const { method, url } of withAccess('signed-in')) {
      const response = await fetch(`${portal.baseUrl}${concrete(url)}`, {
        method,
        headers: { authorization: `Bearer ${creator.token}` },
      });
      await response.arrayBuffer();
      if ([401, 403].includes(response.status)) refusedToCreator.push(`${method} ${url} answered ${response.status}`);
    }
    expect(refusedToCreator).toEqual([]);
    const backOffice = added.filter((route) => route.url.startsWith('/api/admin/'));
    expect(backOffice.filter((route) => route.access !== 'admin')).toEqual([]);
    expect(withAccess('admin').filter((route) => !route.url.startsWith('/api/admin/'))).toEqual([]);
  });

  it("answers 403 to a creator's token on every back-office route", async () => {
    const backOffice = guarded().filter((route) => route.url.startsWith('/api/admin/'));
    expect(backOffice.length).toBeGreaterThan(20);
    expect(await answeringOtherwise(backOffice, 403, creator.token)).toEqual([]);
  });
});
