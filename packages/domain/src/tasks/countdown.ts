export interface TimeRemaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Time left until `deadline`; all zero once it has passed (or when there is no deadline). */
export function timeRemaining(deadline: string | null | undefined, now: Date = new Date()): TimeRemaining {
  const left = deadline ? Math.max(0, Date.parse(deadline) - now.getTime()) : 0;
  const safe = Number.isNaN(left) ? 0 : left;
  return {
    days: Math.floor(safe / DAY),
    hours: Math.floor((safe % DAY) / HOUR),
    minutes: Math.floor((safe % HOUR) / MINUTE),
    seconds: Math.floor((safe % MINUTE) / SECOND),
  };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** Task cards (SPEC §9): days and hh:mm, e.g. "3 days 04:25". */
export function formatCardCountdown({ days, hours, minutes }: TimeRemaining): string {
  return `${plural(days, 'day')} ${twoDigits(hours)}:${twoDigits(minutes)}`;
}

/** Task detail (SPEC §9): days, hours, minutes and seconds, e.g. "3 days 4 hours 25 minutes 10 seconds". */
export function formatDetailCountdown({ days, hours, minutes, seconds }: TimeRemaining): string {
  return [plural(days, 'day'), plural(hours, 'hour'), plural(minutes, 'minute'), plural(seconds, 'second')].join(' ');
}
