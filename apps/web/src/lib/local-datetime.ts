/** `datetime-local` inputs: what they hold is a time in the viewer's time zone. */

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time as a `datetime-local` value in the viewer's time zone, to the second (a deadline of 23:59:59 stays so). */
export function toLocalInput(isoTime: string): string {
  const date = new Date(isoTime);
  if (Number.isNaN(date.getTime())) {
    return '';
  }
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A `datetime-local` value (the viewer's time zone) as an ISO time in UTC; '' when it is no time. */
export function fromLocalInput(value: string): string {
  const date = new Date(value);
  return value === '' || Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
