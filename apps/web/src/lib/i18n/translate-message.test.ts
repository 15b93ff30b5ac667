import { i18n } from '@lingui/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { identityMessage, IDENTITY_CODES } from '@portal/domain/auth';
import { loadAccountMessages, loadMessages, type Locale } from '@portal/domain/i18n';
import { ACCOUNT_SERVER_MESSAGES } from './account-server-messages';
import { SERVER_MESSAGES } from './server-messages';
import { translateMessage } from './translate-message';

/** The messages spelt the same in a language as in English. */
const SAME_WORD = { ms: ['Video'], 'zh-Hans': [] };

/** Every one of them: the task screens' and the account screens'. */
const ALL_SERVER_MESSAGES = [...SERVER_MESSAGES, ...ACCOUNT_SERVER_MESSAGES];

/** The main catalogue and the account screens' in `locale`, as an account screen has them. */
async function activate(locale: Locale) {
  i18n.loadAndActivate({
    locale,
    messages: { ...(await loadMessages(locale)), ...(await loadAccountMessages(locale)) },
  });
}

describe('messages the server sends in English', () => {
  beforeEach(async () => {
    await activate('ms');
  });

  it('show in the page’s language', () => {
    expect(translateMessage('Invalid credentials')).toBe('Maklumat log masuk tidak sah');
    expect(translateMessage('Please enter email address')).toBe('Sila masukkan alamat e-mel');
  });

  it('keep the value they end with', () => {
    expect(translateMessage('Error resetting password invalid-reset-link')).toBe(
      'Ralat semasa menetapkan semula kata laluan invalid-reset-link',
    );
    expect(
      translateMessage(
        'Your account has been banned for violating previous campaign(s). To unban, email help@brand.test',
      ),
    ).toBe(
      'Akaun anda telah disekat kerana melanggar syarat kempen terdahulu. Untuk membuka sekatan, e-mel help@brand.test',
    );
  });

  it('keep the platform they name, wherever it is in the message', () => {
    expect(translateMessage('Please enter numbers only in TikTok followers field')).toBe(
      'Sila masukkan nombor sahaja dalam ruangan pengikut TikTok',
    );
    expect(translateMessage('Lemon8 link is invalid - Please provide full URL including https://')).toBe(
      'Pautan Lemon8 tidak sah - Sila berikan URL penuh termasuk https://',
    );
  });

  it('translate the profile’s and the payment details’ messages', () => {
    expect(translateMessage('Please provide paypal email')).toBe('Sila berikan e-mel PayPal');
    expect(translateMessage('Phease provide at least one language')).toBe(
      'Sila berikan sekurang-kurangnya satu bahasa',
    );
  });

  it('translate a refused request and a rate limit’s wait, in minutes', () => {
    expect(translateMessage('Invalid request')).toBe('Permintaan tidak sah');
    expect(translateMessage('Too many requests. Please try again in 1 minute.')).toBe(
      'Terlalu banyak permintaan. Sila cuba lagi dalam 1 minit.',
    );
    expect(translateMessage('Too many requests. Please try again in 3 minutes.')).toBe(
      'Terlalu banyak permintaan. Sila cuba lagi dalam 3 minit.',
    );
    expect(translateMessage('Too many sign-in attempts. Please try again in 15 minutes.')).toBe(
      'Terlalu banyak cubaan log masuk. Sila cuba lagi dalam 15 minit.',
    );
    expect(translateMessage('Too many attempts. Please try again in 1 minute.')).toBe(
      'Terlalu banyak cubaan. Sila cuba lagi dalam 1 minit.',
    );
  });

  it('show as they came when the catalogue has no such message (SPEC §8: an unknown code shows the raw code)', () => {
    expect(translateMessage('some-unknown-code')).toBe('some-unknown-code');
  });

  it('cover every identity code', () => {
    const ids = new Set(ALL_SERVER_MESSAGES.map((message) => message.id));
    const untranslated = IDENTITY_CODES.map(identityMessage).filter(
      (message) => !ids.has(message) && !message.startsWith('Password must be at most'),
    );
    expect(untranslated).toEqual([]);
  });

  it.each(['ms', 'zh-Hans'] as const)('are each translated in %s', async (locale) => {
    await activate(locale);
    const same = ALL_SERVER_MESSAGES.filter((message) => translateMessage(message.id) === message.id);
    expect(same.map((message) => message.id)).toEqual(SAME_WORD[locale]);
  });

  it('put the values back into messages that carry them, with the field named in the page’s language', () => {
    expect(translateMessage('Draft Comment must be at most 5000 characters')).toBe(
      'Komen Draf tidak boleh melebihi 5000 aksara',
    );
    expect(translateMessage('File is too large: the limit is 50 MB per file')).toBe(
      'Fail terlalu besar: had ialah 50 MB bagi setiap fail',
    );
    expect(translateMessage('Please upload screenshot')).toBe('Sila muat naik tangkapan skrin');
  });
});
