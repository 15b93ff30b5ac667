import { expect, it } from 'vitest';
import { linksInHtml, linksInText } from '../testing/eml.ts';
import { i18nFor } from './i18n.ts';
import { resetPasswordMail } from './reset-password-mail.ts';

it('sends the reset link in the text part unchanged and as a link in the HTML part, names escaped', async () => {
  const link = 'https://portal.example/reset-password?token=a_b-c&x=1';
  const mail = resetPasswordMail(
    await i18nFor('ms'),
    { email: 'ana@example.com', name: 'Ana & <Co>' },
    link,
    'https://portal.example/',
  );

  expect(mail.text).toBe(
    [
      'Helo Ana & <Co>,',
      '',
      'Buka pautan ini untuk memilih kata laluan baharu (sah selama satu jam):',
      link,
      '',
      'Jika anda tidak membuat permintaan ini, abaikan e-mel ini.',
      '',
    ].join('\n'),
  );
  expect(mail.html).toContain('<html lang="ms">');
  expect(mail.html).toContain('<img src="https://portal.example/icons/icon-192.png"');
  expect(mail.html).toContain('width="28" height="28" alt=""');
  expect(mail.html).toContain('Helo Ana &amp; &lt;Co&gt;,');
  expect(linksInHtml(mail.html)).toEqual(linksInText(mail.text));
});
