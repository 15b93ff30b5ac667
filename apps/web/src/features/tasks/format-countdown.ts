import { plural, t } from '@lingui/core/macro';
import type { TimeRemaining } from '@portal/domain/tasks';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** Task cards (SPEC §9): days and hh:mm, "3 days 04:25" in English, in the language shown now. */
export function formatCardCountdown({ days, hours, minutes }: TimeRemaining): string {
  const time = `${twoDigits(hours)}:${twoDigits(minutes)}`;
  return t`${plural(days, { one: '# day', other: '# days' })} ${time}`;
}

/** Task detail (SPEC §9): "3 days 4 hours 25 minutes 10 seconds" in English, in the language shown now. */
export function formatDetailCountdown({ days, hours, minutes, seconds }: TimeRemaining): string {
  return t`${plural(days, { one: '# day', other: '# days' })} ${plural(hours, { one: '# hour', other: '# hours' })} ${plural(minutes, { one: '# minute', other: '# minutes' })} ${plural(seconds, { one: '# second', other: '# seconds' })}`;
}
