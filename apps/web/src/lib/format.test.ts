import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { formatCalendarDate } from './format-date';
import { formatMoney } from './format-money';
import { formatCount } from './format-number';

// The catalogue plays no part in formatting: the active language alone decides.
const activate = (locale: string) => i18n.loadAndActivate({ locale, messages: {} });

afterEach(() => {
  activate('en');
});

describe('formatting in the page’s language', () => {
  it('groups amounts, with the campaign’s currency (RM by default)', () => {
    expect(formatMoney(1500, 'RM')).toBe('RM 1,500.00');
    expect(formatMoney(1234567.5, null)).toBe('RM 1,234,567.50');
    expect(formatMoney(20, 'SGD')).toBe('SGD 20.00');
    activate('ms');
    expect(formatMoney(1500, 'RM')).toBe('RM 1,500.00');
  });

  it('groups counts', () => {
    expect(formatCount(12500)).toBe('12,500');
    activate('zh-Hans');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('writes dates in the language’s order', () => {
    expect(formatCalendarDate('1996-04-12')).toBe('12 Apr 1996');
    activate('ms');
    expect(formatCalendarDate('1996-04-12')).toBe('12 Apr 1996');
    activate('zh-Hans');
    expect(formatCalendarDate('1996-04-12')).toBe('1996年4月12日');
  });
});
