import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

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
