import { describe, expect, it } from 'vitest';
import { signedFileToken } from '../files/files.service.ts';
import { readUnsubscribeToken, unsubscribeToken } from './unsubscribe-token.ts';

const SECRET = 'test-secret-test-secret-test-secret';

describe('the unsubscribe token', () => {
  it('names the user and the kind it was made for', () => {
    const token = unsubscribeToken(SECRET, { userId: 'user-1', kind: 'review' });
    expect(readUnsubscribeToken(SECRET, token)).toEqual({ userId: 'user-1', kind: 'review' });
  });

  it('is refused when its signature, its payload or its secret is not the one it was signed with', () => {
    const token = unsubscribeToken(SECRET, { userId: 'user-1', kind: 'review' });
    const [payload = '', signature = ''] = token.split('.');
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(readUnsubscribeToken(SECRET, `${payload}.${flipped}`)).toBeNull();
    expect(readUnsubscribeToken('another-secret', token)).toBeNull();
    expect(readUnsubscribeToken(SECRET, `${token}.more`)).toBeNull();
    expect(readUnsubscribeToken(SECRET, payload)).toBeNull();
    expect(readUnsubscribeToken(SECRET, '')).toBeNull();
  });

  it('cannot be turned into another kind or another user by changing its payload', () => {
    const token = unsubscribeToken(SECRET, { userId: 'user-1', kind: 'review' });
    const signature = token.split('.')[1] ?? '';
    const forged = (claims: object) => `${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect(readUnsubscribeToken(SECRET, forged({ u: 'user-1', k: 'payment' }))).toBeNull();
    expect(readUnsubscribeToken(SECRET, forged({ u: 'user-2', k: 'review' }))).toBeNull();
    // Each user's and kind's own token differs.
    expect(unsubscribeToken(SECRET, { userId: 'user-1', kind: 'payment' })).not.toBe(token);
    expect(unsubscribeToken(SECRET, { userId: 'user-2', kind: 'review' })).not.toBe(token);
  });

  it('does not accept a token signed for another purpose with the same secret', () => {
    const fileToken = signedFileToken(SECRET, 'uploads/a.png', 60);
    expect(readUnsubscribeToken(SECRET, fileToken)).toBeNull();
  });
});
