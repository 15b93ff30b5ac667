import { i18n } from '@lingui/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorText, messageOf, type CodedError } from '@portal/domain/errors';
import { loadAccountMessages, loadMessages, type Locale } from '@portal/domain/i18n';
import { ACCOUNT_SERVER_MESSAGES } from './account-server-messages';
import { SERVER_MESSAGES } from './server-messages';
import { translateDomainMessage } from './translate-errors';
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

/** An error as the server answers it: its code, its parameters and its English. */
const answered = (error: CodedError) => ({ ...error, message: messageOf(error) });

describe('errors the server answers by code', () => {
  beforeEach(async () => {
    await activate('ms');
  });

  it('show in the page’s language', () => {
    expect(translateMessage(answered({ code: 'invalid-credential' }))).toBe('Maklumat log masuk tidak sah');
    expect(translateMessage(answered({ code: 'email-required' }))).toBe('Sila masukkan alamat e-mel');
  });

  it('keep the value they name', () => {
    expect(translateMessage(answered({ code: 'account-banned', params: { email: 'help@brand.test' } }))).toBe(
      'Akaun anda telah disekat kerana melanggar syarat kempen terdahulu. Untuk membuka sekatan, e-mel help@brand.test',
    );
  });

  it('keep the platform they name, wherever it is in the message', () => {
    expect(translateDomainMessage(answered({ code: 'followers-not-a-number', params: { platform: 'tiktok' } }))).toBe(
      'Sila masukkan nombor sahaja dalam ruangan pengikut TikTok',
    );
    expect(translateDomainMessage(answered({ code: 'social-link-invalid', params: { platform: 'lemonEight' } }))).toBe(
      'Pautan Lemon8 tidak sah - Sila berikan URL penuh termasuk https://',
    );
  });

  it('translate the profile’s and the payment details’ messages', () => {
    expect(translateMessage(answered({ code: 'paypal-email-required' }))).toBe('Sila berikan e-mel PayPal');
    expect(translateMessage(answered({ code: 'language-required' }))).toBe(
      'Sila berikan sekurang-kurangnya satu bahasa',
    );
  });

  it('translate a refused request and a rate limit’s wait, in minutes', () => {
    expect(translateMessage(answered({ code: 'invalid-request' }))).toBe('Permintaan tidak sah');
    expect(translateMessage(answered({ code: 'rate-limited', params: { minutes: 1 } }))).toBe(
      'Terlalu banyak permintaan. Sila cuba lagi dalam 1 minit.',
    );
    expect(translateMessage(answered({ code: 'rate-limited', params: { minutes: 3 } }))).toBe(
      'Terlalu banyak permintaan. Sila cuba lagi dalam 3 minit.',
    );
    expect(translateMessage(answered({ code: 'sign-in-rate-limited', params: { minutes: 15 } }))).toBe(
      'Terlalu banyak cubaan log masuk. Sila cuba lagi dalam 15 minit.',
    );
    expect(translateMessage(answered({ code: 'attempts-rate-limited', params: { minutes: 1 } }))).toBe(
      'Terlalu banyak cubaan. Sila cuba lagi dalam 1 minit.',
    );
  });

  it('translate a limit in days, in the language’s words', async () => {
    expect(translateMessage(answered({ code: 'extension-window-passed', params: { days: 7 } }))).toBe(
      'Lanjutan hanya boleh dimohon dalam tempoh 7 hari selepas tugasan tamat tempoh',
    );
    await activate('zh-Hans');
    expect(translateMessage(answered({ code: 'extension-window-passed', params: { days: 7 } }))).toBe(
      '只能在任务过期后 7 天内申请延期',
    );
  });

  it('show as they came when the catalogue has no such message (SPEC §8: an unknown code shows the raw code)', () => {
    expect(translateMessage('some-unknown-code')).toBe('some-unknown-code');
    expect(translateMessage({ code: 'some-unknown-code', message: 'As the server said it' })).toBe(
      'As the server said it',
    );
  });

  it.each(['ms', 'zh-Hans'] as const)('are each translated in %s', async (locale) => {
    await activate(locale);
    const same = ALL_SERVER_MESSAGES.filter((message) => translateMessage(message.id) === message.id);
    expect(same.map((message) => message.id)).toEqual(SAME_WORD[locale]);
  });

  it('put the values back into messages that carry them, with the field named in the page’s language', () => {
    expect(translateMessage(answered({ code: 'field-too-long', params: { field: 'draftComment', max: 5000 } }))).toBe(
      'Komen Draf tidak boleh melebihi 5000 aksara',
    );
    expect(translateMessage(answered({ code: 'file-too-large', params: { megabytes: 50 } }))).toBe(
      'Fail terlalu besar: had ialah 50 MB bagi setiap fail',
    );
    expect(translateMessage(answered({ code: 'screenshot-required' }))).toBe('Sila muat naik tangkapan skrin');
  });

  it('show the shared schemas’ own checks by the code of their text', () => {
    expect(translateDomainMessage(errorText('field-too-long', { field: 'draftComment', max: 5000 }))).toBe(
      'Komen Draf tidak boleh melebihi 5000 aksara',
    );
    expect(translateDomainMessage('Please upload screenshot')).toBe('Sila muat naik tangkapan skrin');
    expect(translateDomainMessage('Invited')).toBe(translateMessage('Invited'));
  });
});
