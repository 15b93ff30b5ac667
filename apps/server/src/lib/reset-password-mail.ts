import type { I18n } from '@lingui/core';
import { composeMail } from './mail-layout.ts';
import type { Mail } from './mailer.ts';

// Message descriptors rather than Lingui's macros, which the server's build does not compile
// (docs/decisions/0005-i18n.md); the extractor reads them by their /*i18n*/ mark.
const SUBJECT = /*i18n*/ { id: 'mail.resetPassword.subject', message: 'Reset your Creator Portal password' };
const GREETING = /*i18n*/ { id: 'mail.resetPassword.greeting', message: 'Hello {name},' };
const OPEN_LINK = /*i18n*/ {
  id: 'mail.resetPassword.openLink',
  message: 'Open this link to choose a new password (it works for one hour):',
};
const NOT_ASKED = /*i18n*/ {
  id: 'mail.resetPassword.notAsked',
  message: 'If you did not ask for this, ignore this e-mail.',
};

/** The e-mail with a password reset link, in the account's language (`catalogue`). */
export function resetPasswordMail(
  catalogue: I18n,
  to: { email: string; name: string },
  link: string,
  publicUrl: string,
): Mail {
  const body = [
    catalogue._(GREETING.id, { name: to.name }),
    '',
    catalogue._(OPEN_LINK),
    link,
    '',
    catalogue._(NOT_ASKED),
    '',
  ];
  return composeMail(
    { to: to.email, subject: catalogue._(SUBJECT), body: body.join('\n'), links: [link] },
    catalogue,
    publicUrl,
  );
}
