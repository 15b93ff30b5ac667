import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@portal/domain/i18n';
import { timeRemaining } from '@portal/domain/tasks';
import { formatCardCountdown, formatDetailCountdown } from './format-countdown';

const now = new Date('2026-11-22T10:00:00Z');

describe('countdown (SPEC §9)', () => {
  it('reads days and hh:mm on a card, and every unit on the task page', () => {
    const left = timeRemaining('2026-11-25T14:25:10Z', now);
    expect(formatCardCountdown(left)).toBe('3 days 04:25');
    expect(formatDetailCountdown(left)).toBe('3 days 4 hours 25 minutes 10 seconds');
  });

  it('says one of a unit in the singular', () => {
    const left = timeRemaining('2026-11-23T11:01:01Z', now);
    expect(formatCardCountdown(left)).toBe('1 day 01:01');
    expect(formatDetailCountdown(left)).toBe('1 day 1 hour 1 minute 1 second');
  });

  it('stays at zero once the deadline has passed', () => {
    expect(formatCardCountdown(timeRemaining('2026-11-21T10:00:00Z', now))).toBe('0 days 00:00');
  });

  it('reads in Bahasa Malaysia and Chinese', async () => {
    const left = timeRemaining('2026-11-25T14:25:10Z', now);
    i18n.loadAndActivate({ locale: 'ms', messages: await loadMessages('ms') });
    expect(formatCardCountdown(left)).toBe('3 hari 04:25');
    expect(formatDetailCountdown(left)).toBe('3 hari 4 jam 25 minit 10 saat');
    i18n.loadAndActivate({ locale: 'zh-Hans', messages: await loadMessages('zh-Hans') });
    expect(formatCardCountdown(left)).toBe('3天 04:25');
    expect(formatDetailCountdown(left)).toBe('3天 4小时 25分钟 10秒');
  });
});
