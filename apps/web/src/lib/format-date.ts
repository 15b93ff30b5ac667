import { intlLocale } from './i18n/locale';

const CALENDAR_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' };
const DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and style, made once: a long table formats many dates. */
function formatterFor(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = intlLocale();
  const key = `${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** A calendar date as stored ('1996-04-12'), shown as '12 Apr 1996' (in English) whatever the time zone. */
export function formatCalendarDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : formatterFor(CALENDAR_DATE).format(date);
}

/** The day of a moment (ISO time) in the viewer's time zone, e.g. '12 Apr 2025' in English. */
export function formatDate(isoTime: string): string {
  const date = new Date(isoTime);
  return Number.isNaN(date.getTime()) ? isoTime : formatterFor(DATE).format(date);
}

/** A moment (ISO time) in the viewer's time zone, e.g. '12 Apr 2025, 14:05' in English. */
export function formatDateTime(isoTime: string): string {
  const date = new Date(isoTime);
  return Number.isNaN(date.getTime()) ? isoTime : formatterFor(DATE_TIME).format(date);
}

const TIME_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** How long ago a moment (ISO time) was, e.g. '2 seconds ago' or '3 minutes ago' in English. */
export function formatTimeAgo(isoTime: string, now: number = Date.now()): string {
  const at = new Date(isoTime).getTime();
  if (Number.isNaN(at)) return isoTime;
  const seconds = Math.max(0, Math.round((now - at) / 1000));
  const [unit, size] = TIME_UNITS.find(([, unitSeconds]) => seconds >= unitSeconds) ?? ['second', 1];
  return new Intl.RelativeTimeFormat(intlLocale(), { numeric: 'always' }).format(-Math.floor(seconds / size), unit);
}
