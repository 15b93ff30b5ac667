import type { I18n } from '@lingui/core';
import { DEFAULT_LOCALE, INTL_LOCALES, isLocale } from '@portal/domain/i18n';
import { formatMoney } from '@portal/domain/money';
import type { NotificationKind, PushPayload } from '@portal/domain/notifications';
import { composeMail, portalUrl } from '../../lib/mail-layout.ts';
import type { Mail } from '../../lib/mailer.ts';
import { WORDING, type NotifiedEvent } from './event-wording.ts';

// Creators are in Malaysia and a mail cannot know its reader's time zone: dates are in Malaysian time, named.
const MAIL_TIME_ZONE = 'Asia/Kuala_Lumpur';

/** How a time and its zone's name go together: after it, as each language writes an aside. */
const TIME_IN_ZONE = /*i18n*/ { id: 'mail.timeInZone', message: '{time} {zone}' };

/**
 * A date and time in Malaysian time, its zone named after it. Intl puts the zone where the
 * language's full pattern has it, which in Chinese is between the date and the time
 * ('2026年12月8日 GMT+8上午6:49'): the date and time are formatted without it, and the zone added.
 */
function formatDeadline(isoTime: string | null, catalogue: I18n, locale: string): string {
  if (isoTime === null) return '';
  const at = new Date(isoTime);
  const time = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: MAIL_TIME_ZONE,
  }).format(at);
  const zone = new Intl.DateTimeFormat(locale, { timeZone: MAIL_TIME_ZONE, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  return zone ? catalogue._(TIME_IN_ZONE.id, { time, zone }) : time;
}

const GREETING = /*i18n*/ { id: 'mail.greeting', message: 'Hi {name},' };
const NOTE = /*i18n*/ { id: 'mail.label.note', message: 'Note' };
const REMARK = /*i18n*/ { id: 'mail.remark', message: '{label}: {remark}' };
const SIGNATURE = /*i18n*/ { id: 'mail.signature', message: 'The Creator Portal team' };
const UNSUBSCRIBE = /*i18n*/ {
  id: 'mail.unsubscribe',
  message: 'To stop e-mails like this one, open: {link}',
};

/** Where a notification e-mail's reader turns its kind off without signing in (RFC 8058). */
export interface UnsubscribeLinks {
  /** The page a person opens from the e-mail's text: it asks them to confirm. */
  page: string;
  /** The address a mail client posts to at once (List-Unsubscribe-Post: List-Unsubscribe=One-Click). */
  oneClick: string;
}

/**
 * The Message-ID of the e-mail about event `eventId`, made when the event was (`createdAt`), the
 * same on every send: a mail sent again (its first send's answer lost, or an operator's retry) is
 * the same message to the mail server and the reader's mailbox. The time keeps an event of
 * another database at the same address (one made anew) from sharing it.
 */
export function notificationMessageId(eventId: number, createdAt: Date, publicUrl: string): string {
  return `<notification.${eventId}.${createdAt.getTime().toString(36)}@${new URL(publicUrl).hostname}>`;
}

/**
 * The e-mail telling the creator about an event, in their language (`catalogue`, from the account's
 * choice), or null when the action sends none. With `unsubscribe`, it carries the one-click
 * unsubscribe of RFC 8058 in its headers and the link to its page in its footer.
 */
export function notificationMail(
  event: NotifiedEvent,
  publicUrl: string,
  catalogue: I18n,
  unsubscribe?: UnsubscribeLinks,
): Mail | null {
  const wording = WORDING[event.action];
  if (!wording) return null;
  const values = wordingValues(event, catalogue);
  const remark = event.remark?.trim();
  const taskLink = portalUrl(publicUrl, taskPath(event.taskId));
  const body = [
    catalogue._(GREETING.id, { name: event.name }),
    '',
    ...wording.lines(event).map((line) => catalogue._(line.id, values)),
    ...(remark ? ['', catalogue._(REMARK.id, { label: catalogue._(wording.remarkLabel ?? NOTE), remark })] : []),
    '',
    taskLink,
  ].join('\n');
  const footer = [
    catalogue._(SIGNATURE),
    ...(unsubscribe ? ['', catalogue._(UNSUBSCRIBE.id, { link: unsubscribe.page })] : []),
  ].join('\n');
  return composeMail(
    {
      to: event.to,
      subject: catalogue._(wording.subject.id, values),
      body,
      footer,
      links: unsubscribe ? [taskLink, unsubscribe.page] : [taskLink],
      ...(unsubscribe && {
        headers: {
          'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      }),
    },
    catalogue,
    publicUrl,
  );
}

/**
 * The push notification about an event, in the same words as its e-mail: its subject, and the
 * first line of its text; null when the action sends none.
 */
export function notificationPush(event: NotifiedEvent, kind: NotificationKind, catalogue: I18n): PushPayload | null {
  const wording = WORDING[event.action];
  const [firstLine] = wording?.lines(event) ?? [];
  if (!wording || !firstLine) return null;
  const values = wordingValues(event, catalogue);
  return {
    title: catalogue._(wording.subject.id, values),
    body: catalogue._(firstLine.id, values),
    url: taskPath(event.taskId),
    tag: `${event.taskId}:${kind}`,
  };
}

/** The task's page in the portal. */
const taskPath = (taskId: string) => `/campaign/${taskId}`;

function wordingValues(event: NotifiedEvent, catalogue: I18n) {
  const locale = isLocale(catalogue.locale) ? catalogue.locale : DEFAULT_LOCALE;
  const money = event.referralFee ?? event.paid ?? event.payout;
  return {
    title: event.campaignTitle,
    friend: event.friendName ?? '',
    comment: event.draftComment ?? '',
    amount: money ? formatMoney(money.amountMinor, money.currency, INTL_LOCALES[locale]) : '',
    deadline: formatDeadline(event.deadline, catalogue, INTL_LOCALES[locale]),
  };
}
