import { describe, expect, it } from 'vitest';
import { bankRailSettingsOf } from '../modules/payouts/rails.ts';
import { paypalSettingsOf } from '../modules/payouts/paypal/paypal-settings.ts';
import { EnvError, loadEnv } from './env.ts';
import { sharedSettingGaps } from './shared-settings.ts';

describe('the public address', () => {
  it('follows the port when PUBLIC_URL is not set', () => {
    expect(loadEnv({ PORT: '4000' }).PUBLIC_URL).toBe('http://localhost:4000');
    expect(loadEnv({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadEnv({ PORT: '4000', PUBLIC_URL: 'https://portal.example' }).PUBLIC_URL).toBe('https://portal.example');
  });

  it('trusts the loopback names of the port outside production only', () => {
    expect(loadEnv({ PORT: '4000', TRUSTED_ORIGINS: 'http://localhost:5173' }).TRUSTED_ORIGINS).toEqual([
      'http://localhost:5173',
      'http://localhost:4000',
      'http://127.0.0.1:4000',
      'http://[::1]:4000',
    ]);
    const production = { NODE_ENV: 'production', PORT: '4000', MAIL_OUTBOX_IN_PRODUCTION: 'true' };
    expect(loadEnv(production).TRUSTED_ORIGINS).toEqual([]);
  });

  it('refuses test-sized password hashes in production', () => {
    const production = { NODE_ENV: 'production', MAIL_OUTBOX_IN_PRODUCTION: 'true' };
    expect(() => loadEnv({ ...production, PASSWORD_HASH_COST: 'test' })).toThrow(
      'PASSWORD_HASH_COST: test-sized hashes are refused in production',
    );
    expect(loadEnv(production).PASSWORD_HASH_COST).toBe('standard');
    expect(loadEnv({ PASSWORD_HASH_COST: 'test' }).PASSWORD_HASH_COST).toBe('test');
  });
});

describe('TRUST_PROXY', () => {
  it('reads false, true, a hop count, and lists of addresses, ranges and named ranges', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(
      loadEnv({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.1, 172.16.0.0/255.240.0.0, fd00::/8, ::1, loopback,' }).TRUST_PROXY,
    ).toEqual(['10.0.0.0/8', '192.168.1.1', '172.16.0.0/255.240.0.0', 'fd00::/8', '::1', 'loopback']);
  });

  it('refuses what the proxy check cannot read, naming each entry and what is accepted', () => {
    for (const entry of ['lb.internal', '10.0.0.0/33', '10.0.0.0/0', '10.0.0.0/255.0.255.0', '::1/129', '1.2.3']) {
      expect(() => loadEnv({ TRUST_PROXY: `10.0.0.1,${entry}` })).toThrow(
        `TRUST_PROXY: '${entry}': not a proxy address; accepted: false, true, a hop count (such as 1), or a comma-separated list`,
      );
    }
  });
});

describe('instances sharing one database', () => {
  const shared = {
    DATABASE_URL: 'postgres://portal@db.internal/portal',
    AUTH_SECRET: 'a-secret-every-instance-shares-0123456789',
    REDIS_URL: 'redis://redis.internal:6379',
    SMTP_URL: 'smtp://mail.internal:587',
    VAPID_PUBLIC_KEY: 'public',
    VAPID_PRIVATE_KEY: 'private',
    PUBLIC_URL: 'https://portal.example',
  };
  const production = { ...shared, NODE_ENV: 'production' };
  const productionWithout = (...settings: string[]) =>
    Object.fromEntries(Object.entries(production).filter(([setting]) => !settings.includes(setting)));

  it('start in production with everything they share', () => {
    expect(loadEnv(production).DATABASE_URL).toBe(shared.DATABASE_URL);
    expect(sharedSettingGaps(loadEnv(production))).toEqual([]);
  });

  it('are refused in production for each setting missing, or an address not https, one line each', () => {
    const partial = productionWithout('AUTH_SECRET', 'REDIS_URL', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY');
    const refusal = () => loadEnv({ ...partial, PUBLIC_URL: 'http://portal.example' });
    expect(refusal).toThrow(
      new EnvError(
        [
          "AUTH_SECRET: required in production with DATABASE_URL: each instance would generate its own and refuse the others' sessions",
          'REDIS_URL: required in production with DATABASE_URL: each instance would count rate limits and sign-in failures, and lock uploads, alone',
          'VAPID_PUBLIC_KEY: required in production with DATABASE_URL: instances with their own DATA_DIR would each generate a key pair, and a browser subscribed through one refuses pushes signed by another',
          'VAPID_PRIVATE_KEY: required in production with DATABASE_URL: instances with their own DATA_DIR would each generate a key pair, and a browser subscribed through one refuses pushes signed by another',
          'PUBLIC_URL: must be the https:// address users reach in production with DATABASE_URL: sessions and reset links must not cross the network in clear',
        ].join('\n'),
      ),
    );
  });

  it('name a missing half of the VAPID pair once, and a missing PUBLIC_URL', () => {
    expect(() => loadEnv(productionWithout('VAPID_PRIVATE_KEY', 'PUBLIC_URL'))).toThrow(
      /^VAPID_PRIVATE_KEY: required in production with DATABASE_URL: [^\n]*\nPUBLIC_URL: must be the https:\/\/ address/,
    );
  });

  it('outside production start, and leave the warnings to the server', () => {
    const env = loadEnv({ DATABASE_URL: shared.DATABASE_URL, SMTP_URL: shared.SMTP_URL });
    expect(sharedSettingGaps(env).map(({ setting }) => setting)).toEqual([
      'AUTH_SECRET',
      'REDIS_URL',
      'VAPID_PUBLIC_KEY',
      'VAPID_PRIVATE_KEY',
      'PUBLIC_URL',
    ]);
  });

  it('are not asked of a single instance on PGlite', () => {
    const single = { NODE_ENV: 'production', MAIL_OUTBOX_IN_PRODUCTION: 'true', PUBLIC_URL: 'http://portal.example' };
    expect(sharedSettingGaps(loadEnv(single))).toEqual([]);
  });
});

describe('DRAIN_SECONDS', () => {
  it('is 10 in production, 0 elsewhere, unless set', () => {
    const production = { NODE_ENV: 'production', MAIL_OUTBOX_IN_PRODUCTION: 'true' };
    expect(loadEnv(production).DRAIN_SECONDS).toBe(10);
    expect(loadEnv({}).DRAIN_SECONDS).toBe(0);
    expect(loadEnv({ ...production, DRAIN_SECONDS: '30' }).DRAIN_SECONDS).toBe(30);
    expect(loadEnv({ DRAIN_SECONDS: '3' }).DRAIN_SECONDS).toBe(3);
    expect(() => loadEnv({ DRAIN_SECONDS: '-1' })).toThrow(/^DRAIN_SECONDS: /);
  });
});

describe('PayPal', () => {
  const credentials = { PAYPAL_CLIENT_ID: 'client-id', PAYPAL_CLIENT_SECRET: 'client-secret' };

  it('is not configured without credentials', () => {
    expect(paypalSettingsOf(loadEnv({}))).toBeNull();
  });

  it('is configured by both credentials, on the sandbox and polled every 5 minutes unless set', () => {
    expect(paypalSettingsOf(loadEnv(credentials))).toEqual({
      apiUrl: 'https://api-m.sandbox.paypal.com',
      clientId: 'client-id',
      clientSecret: 'client-secret',
      webhookId: null,
      pollSeconds: 300,
    });
    const live = {
      ...credentials,
      PAYPAL_API_URL: 'https://api-m.paypal.com',
      PAYPAL_WEBHOOK_ID: '8PT597110X687430LKGECATA',
      PAYPAL_POLL_SECONDS: '900',
    };
    expect(paypalSettingsOf(loadEnv(live))).toMatchObject({
      apiUrl: 'https://api-m.paypal.com',
      webhookId: '8PT597110X687430LKGECATA',
      pollSeconds: 900,
    });
  });

  it('refuses half of the credentials, naming the missing one', () => {
    expect(() => loadEnv({ PAYPAL_CLIENT_ID: 'client-id' })).toThrow(
      new EnvError('PAYPAL_CLIENT_SECRET: set both PayPal credentials, or neither'),
    );
    expect(() => loadEnv({ PAYPAL_CLIENT_SECRET: 'client-secret' })).toThrow(
      new EnvError('PAYPAL_CLIENT_ID: set both PayPal credentials, or neither'),
    );
  });

  it('refuses a webhook id without credentials, and an address that is not http(s)', () => {
    expect(() => loadEnv({ PAYPAL_WEBHOOK_ID: '8PT597110X687430LKGECATA' })).toThrow(
      new EnvError('PAYPAL_WEBHOOK_ID: needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: PayPal verifies each webhook'),
    );
    for (const address of ['api-m.paypal.com', 'ftp://api-m.paypal.com']) {
      expect(() => loadEnv({ ...credentials, PAYPAL_API_URL: address })).toThrow(
        new EnvError('PAYPAL_API_URL: Invalid URL'),
      );
    }
  });
});

describe('bank payouts', () => {
  const account = { BANK_PAYOUT_ACCOUNT_NO: '514012345678', BANK_PAYOUT_NAME: 'Creator Portal Sdn Bhd' };

  it('leaves bank transfer unset without an account, and reads one set in full', () => {
    expect(bankRailSettingsOf(loadEnv({}))).toBeNull();
    expect(bankRailSettingsOf(loadEnv({ ...account, BANK_PAYOUT_MODE: 'DUITNOW' }))).toEqual({
      country: 'MY',
      debitAccountNo: '514012345678',
      originatorName: 'Creator Portal Sdn Bhd',
      mode: 'DUITNOW',
    });
  });

  it('refuses an account without a payer name, or the reverse, naming the missing one', () => {
    expect(() => loadEnv({ BANK_PAYOUT_ACCOUNT_NO: '514012345678' })).toThrow(
      new EnvError('BANK_PAYOUT_NAME: set both the account bank payouts are paid from and the payer name, or neither'),
    );
    expect(() => loadEnv({ BANK_PAYOUT_NAME: 'Creator Portal Sdn Bhd' })).toThrow(
      new EnvError(
        'BANK_PAYOUT_ACCOUNT_NO: set both the account bank payouts are paid from and the payer name, or neither',
      ),
    );
  });

  it("refuses an account number with dashes, and a transfer the account's country does not have", () => {
    expect(() => loadEnv({ ...account, BANK_PAYOUT_ACCOUNT_NO: '5140-1234-5678' })).toThrow(
      new EnvError('BANK_PAYOUT_ACCOUNT_NO: must be the account number, 5 to 20 digits without spaces or dashes'),
    );
    expect(() => loadEnv({ ...account, BANK_PAYOUT_COUNTRY: 'SG', BANK_PAYOUT_MODE: 'IBG' })).toThrow(
      new EnvError('BANK_PAYOUT_MODE: must be GIRO or FAST for BANK_PAYOUT_COUNTRY=SG'),
    );
  });
});
