const calendarDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const localDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
const localDateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A calendar date as stored ('1996-04-12'), shown as '12 Apr 1996' whatever the time zone. */
export function formatCalendarDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : calendarDate.format(date);
}

/** The day of a moment (ISO time) in the viewer's time zone, e.g. '12 Apr 2025'. */
export function formatDate(isoTime: string): string {
  const date = new Date(isoTime);
  return Number.isNaN(date.getTime()) ? isoTime : localDate.format(date);
}

/** A moment (ISO time) in the viewer's time zone, e.g. '12 Apr 2025, 14:05'. */
export function formatDateTime(isoTime: string): string {
  const date = new Date(isoTime);
  return Number.isNaN(date.getTime()) ? isoTime : localDateTime.format(date);
}
