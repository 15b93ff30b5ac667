import type { I18n } from '@lingui/core';
import { DEFAULT_LOCALE, INTL_LOCALES, isLocale } from '@portal/domain/i18n';
import type { PushPayload } from '@portal/domain/notifications';
import { composeMail, portalUrl } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';

/** The account page where a creator asks for and downloads their data (the web app's `paths.myData`). */
export const MY_DATA_PATH = '/my-data';

// Message descriptors rather than Lingui's macros (docs/decisions/0005-i18n.md).
const SUBJECT = /*i18n*/ { id: 'mail.dataExport.subject', message: 'Your data is ready to download' };
const GREETING = /*i18n*/ { id: 'mail.greeting', message: 'Hi {name},' };
const READY = /*i18n*/ {
  id: 'mail.dataExport.ready',
  message: 'The copy of your data you asked for is ready. Sign in and open this page to download it, until {date}:',
};
const NOT_ASKED = /*i18n*/ {
  id: 'mail.dataExport.notAsked',
  message: 'If you did not ask for it, change your password and tell us by replying to this e-mail.',
};
const SIGNATURE = /*i18n*/ { id: 'mail.signature', message: 'The Creator Portal team' };
const PUSH_BODY = /*i18n*/ {
  id: 'push.dataExport.body',
  message: 'Download it from Your data until {date}.',
};

function expiryDate(expiresAt: Date, catalogue: I18n): string {
  const locale = isLocale(catalogue.locale) ? catalogue.locale : DEFAULT_LOCALE;
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'long', timeZone: 'Asia/Kuala_Lumpur' }).format(
    expiresAt,
  );
}

/** The e-mail that a creator's data export is ready, with the link to the page that downloads it (sign-in required). */
export function dataExportReadyMail(
  to: { email: string; name: string },
  expiresAt: Date,
  catalogue: I18n,
  publicUrl: string,
): Mail {
  const link = portalUrl(publicUrl, MY_DATA_PATH);
  const body = [
    catalogue._({ ...GREETING, values: { name: to.name } }),
    '',
    catalogue._({ ...READY, values: { date: expiryDate(expiresAt, catalogue) } }),
    link,
    '',
    catalogue._(NOT_ASKED),
  ].join('\n');
  return composeMail(
    { to: to.email, subject: catalogue._(SUBJECT), body, footer: catalogue._(SIGNATURE), links: [link] },
    catalogue,
    publicUrl,
  );
}

/** The same news as a push to the creator's devices, opening the page. */
export function dataExportReadyPush(exportId: string, expiresAt: Date, catalogue: I18n): PushPayload {
  return {
    title: catalogue._(SUBJECT),
    body: catalogue._({ ...PUSH_BODY, values: { date: expiryDate(expiresAt, catalogue) } }),
    url: MY_DATA_PATH,
    tag: `data-export:${exportId}`,
  };
}
