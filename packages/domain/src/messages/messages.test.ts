import { describe, expect, it } from 'vitest';
import { MESSAGE_ERRORS, NewMessageSchema } from './index.ts';

describe('NewMessageSchema', () => {
  it('trims the text and needs text or a file', () => {
    expect(NewMessageSchema.parse({ body: '  hi  ', clientKey: 'abcdefgh12' })).toEqual({
      body: 'hi',
      attachments: [],
      clientKey: 'abcdefgh12',
    });
    const empty = NewMessageSchema.safeParse({ body: '   ', clientKey: 'abcdefgh12' });
    expect(empty.error?.issues[0]?.message).toBe(MESSAGE_ERRORS.empty);
    expect(NewMessageSchema.safeParse({ body: '', attachments: ['k'], clientKey: 'abcdefgh12' }).success).toBe(true);
  });

  it('refuses a text over 4000 characters and a key with odd characters', () => {
    expect(
      NewMessageSchema.safeParse({ body: 'a'.repeat(4001), clientKey: 'abcdefgh12' }).error?.issues[0]?.message,
    ).toBe(MESSAGE_ERRORS.tooLong);
    expect(NewMessageSchema.safeParse({ body: 'hi', clientKey: 'abc def gh' }).success).toBe(false);
  });
});
