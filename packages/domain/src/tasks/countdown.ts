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
