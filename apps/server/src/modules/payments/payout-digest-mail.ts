import type { I18n } from '@lingui/core';
import { DEFAULT_LOCALE, INTL_LOCALES, isLocale } from '@portal/domain/i18n';
import { formatMoney } from '@portal/domain/money';
import { composeMail, portalUrl } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';

/** A payout in the team's daily e-mail. */
export interface DigestPayout {
  creator: string;
  campaignTitle: string;
  amountMinor: number;
  currency: string;
  /** 'YYYY-MM-DD', in Malaysia. */
  dueOn: string;
  /** Whole days past its due day (0 when not yet overdue). */
  daysOverdue: number;
}

// Message descriptors, as in notification-mail.ts: the server's build compiles no macros.
const SUBJECT = /*i18n*/ { id: 'mail.payoutDigest.subject', message: 'Payouts: {overdue} overdue, {due} due soon' };
const OVERDUE_HEADING = /*i18n*/ { id: 'mail.payoutDigest.overdue', message: 'Overdue:' };
const DUE_HEADING = /*i18n*/ { id: 'mail.payoutDigest.due', message: 'Falling due by {date}:' };
const NONE = /*i18n*/ { id: 'mail.payoutDigest.none', message: 'None.' };
const OVERDUE_LINE = /*i18n*/ {
  id: 'mail.payoutDigest.overdueLine',
  message: '- {creator}, {title}: {amount}, due {date} (overdue by {days, plural, one {# day} other {# days}})',
};
const DUE_LINE = /*i18n*/ { id: 'mail.payoutDigest.dueLine', message: '- {creator}, {title}: {amount}, due {date}' };
const ACTION = /*i18n*/ { id: 'mail.payoutDigest.action', message: 'Pay them from the back office:' };

/** The team's e-mail of the payouts overdue and those falling due by `horizon`, in `catalogue`'s language. */
export function payoutDigestMail(
  payouts: readonly DigestPayout[],
  options: { to: string; horizon: string; publicUrl: string; catalogue: I18n },
): Mail {
  const { catalogue } = options;
  const locale = INTL_LOCALES[isLocale(catalogue.locale) ? catalogue.locale : DEFAULT_LOCALE];
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateOf = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
  const overdue = payouts.filter((payout) => payout.daysOverdue > 0);
  const due = payouts.filter((payout) => payout.daysOverdue === 0);
  const line = (payout: DigestPayout) =>
    catalogue._(payout.daysOverdue > 0 ? OVERDUE_LINE.id : DUE_LINE.id, {
      creator: payout.creator,
      title: payout.campaignTitle,
      amount: formatMoney(payout.amountMinor, payout.currency, locale),
      date: dateOf(payout.dueOn),
      days: payout.daysOverdue,
    });
  const section = (list: DigestPayout[]) => (list.length > 0 ? list.map(line) : [catalogue._(NONE)]);
  const backOfficeLink = portalUrl(options.publicUrl, '/admin/payouts');
  const body = [
    catalogue._(OVERDUE_HEADING),
    ...section(overdue),
    '',
    catalogue._(DUE_HEADING.id, { date: dateOf(options.horizon) }),
    ...section(due),
    '',
    catalogue._(ACTION),
    backOfficeLink,
  ].join('\n');
  return composeMail(
    {
      to: options.to,
      subject: catalogue._(SUBJECT.id, { overdue: overdue.length, due: due.length }),
      body,
      links: [backOfficeLink],
    },
    catalogue,
    options.publicUrl,
  );
}
