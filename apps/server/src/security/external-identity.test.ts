import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_PUBLIC_URL, type TestApp } from '../testing/test-app.ts';

/** An OpenID Connect provider's key set, served over HTTP as its JWKS endpoint is. */
async function jwksServer() {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'provider-key', alg: 'ES256', use: 'sig' };
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json`,
    sign: (subject: string, claims: Record<string, unknown> = {}) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: 'provider-key' })
        .setSubject(subject)
        .setIssuer(TEST_PUBLIC_URL)
        .setAudience(TEST_PUBLIC_URL)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('tokens of an external identity provider (AUTH_JWKS_URL)', () => {
  let provider: Awaited<ReturnType<typeof jwksServer>>;
  let portal: TestApp;
  let userId: string;
  beforeAll(async () => {
    provider = await jwksServer();
    portal = await startTestApp({ AUTH_JWKS_URL: provider.url });
    userId = (await portal.account()).id;
  });
  afterAll(async () => {
    await portal.close();
    await provider.close();
  });

  const me = async (token: string) => (await portal.client().call('/api/auth', { token })).status;

  it("are accepted whether or not they name the provider's own session (sid)", async () => {
    expect(await me(await provider.sign(userId))).toBe(200);
    expect(await me(await provider.sign(userId, { sid: 'a-session-of-the-provider' }))).toBe(200);
  });

  it('are refused when another key signed them', async () => {
    const stranger = await jwksServer();
    try {
      expect(await me(await stranger.sign(userId))).toBe(401);
    } finally {
      await stranger.close();
    }
  });
});
