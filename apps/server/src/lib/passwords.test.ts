import { hash as argon2Hash } from '@node-rs/argon2';
import { hashPassword as betterAuthScryptHash } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { passwordHashing, passwordProblem, verifyPassword } from './passwords.ts';

const { hashPassword, needsRehash } = passwordHashing();

describe('password hashing', () => {
  it('hashes with Argon2id at 19 MiB, 2 passes, 1 lane, salted, and checks the password', async () => {
    const first = await hashPassword('Sunlit-Harbour-42');
    const second = await hashPassword('Sunlit-Harbour-42');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
    await expect(verifyPassword({ hash: first, password: 'Sunlit-Harbour-42' })).resolves.toBe(true);
    await expect(verifyPassword({ hash: first, password: 'sunlit-harbour-42' })).resolves.toBe(false);
    expect(needsRehash(first)).toBe(false);
  });

  it('checks a password against a hash better-auth made with its default scrypt, and marks it for upgrade', async () => {
    const legacy = await betterAuthScryptHash('Old-Scrypt-Secret-7');
    expect(legacy).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
    await expect(verifyPassword({ hash: legacy, password: 'Old-Scrypt-Secret-7' })).resolves.toBe(true);
    await expect(verifyPassword({ hash: legacy, password: 'Old-Scrypt-Secret-8' })).resolves.toBe(false);
    expect(needsRehash(legacy)).toBe(true);
  });

  const current = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };
  it.each([
    ['less memory', { ...current, memoryCost: 4096 }],
    ['fewer passes', { ...current, timeCost: 1 }],
    ['more lanes', { ...current, parallelism: 2 }],
    ['Argon2i', { ...current, algorithm: 1 as const }],
    ['Argon2 version 0x10', { ...current, version: 0 as const }],
  ])('still checks an Argon2 hash made with %s, and marks it for upgrade', async (_what, options) => {
    const older = await argon2Hash('Sunlit-Harbour-42', options);
    await expect(verifyPassword({ hash: older, password: 'Sunlit-Harbour-42' })).resolves.toBe(true);
    expect(needsRehash(older)).toBe(true);
  });

  it('hashes at the least cost Argon2id allows only for tests, and a production server upgrades such a hash', async () => {
    const testSized = await passwordHashing('test').hashPassword('Sunlit-Harbour-42');
    expect(testSized).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    await expect(verifyPassword({ hash: testSized, password: 'Sunlit-Harbour-42' })).resolves.toBe(true);
    expect(passwordHashing('test').needsRehash(testSized)).toBe(false);
    expect(needsRehash(testSized)).toBe(true);
  });

  it('marks a hash it cannot read for upgrade', () => {
    expect(needsRehash('$argon2id$not-a-hash')).toBe(true);
  });

  it('accepts the same accented password however its characters were composed', async () => {
    const composed = await hashPassword('caf\u00e9-au-lait-9');
    await expect(verifyPassword({ hash: composed, password: 'cafe\u0301-au-lait-9' })).resolves.toBe(true);
  });
});

describe('password policy', () => {
  it.each(['password', 'iloveyou', 'qwertyuiop', 'p@ssw0rd', '07021954'])(
    'refuses the common password %j',
    (password) => {
      expect(passwordProblem(password, 'aisyah@example.com')).toEqual({
        code: 'COMMON_PASSWORD',
        message: 'This password is too common. Please choose another.',
      });
    },
  );

  it.each(['CreatorPortal2026', 'my creator portal!', 'influencer-portal-1', 'portal.creator'])(
    'refuses %j, which holds a word of this product',
    (password) => {
      expect(passwordProblem(password, 'aisyah@example.com')?.code).toBe('COMMON_PASSWORD');
    },
  );

  it('refuses a listed password in any case', () => {
    expect(passwordProblem('PassWord1', 'aisyah@example.com')?.code).toBe('COMMON_PASSWORD');
    expect(passwordProblem('SUNSHINE', 'aisyah@example.com')?.code).toBe('COMMON_PASSWORD');
  });

  it.each([
    ['the address itself', 'aisyah@example.com', 'aisyah@example.com'],
    ['the address in other case with more around it', 'x-Aisyah@Example.com-1', 'aisyah@example.com'],
    ['the local part', 'Aisyah2024!', 'aisyah@example.com'],
    ['a short local part with its domain', 'bo@example.com!', 'bo@example.com'],
  ])('refuses a password holding %s', (_what, password, email) => {
    expect(passwordProblem(password, email)).toEqual({
      code: 'PASSWORD_CONTAINS_EMAIL',
      message: 'Your password must not contain your e-mail address.',
    });
  });

  it('accepts an uncommon password, including one that merely shares a short local part', () => {
    expect(passwordProblem('Sunlit-Harbour-42', 'aisyah@example.com')).toBeNull();
    expect(passwordProblem('bobcat-lantern-91', 'bo@example.com')).toBeNull();
  });
});
