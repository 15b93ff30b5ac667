import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, formatDateTime } from './format-date';

describe('formatCalendarDate', () => {
  it('shows the stored day, whatever the time zone', () => {
    expect(formatCalendarDate('1996-04-12')).toBe('12 Apr 1996');
  });

  it('leaves a value that is not a date as it is', () => {
    expect(formatCalendarDate('someday')).toBe('someday');
  });
});

describe('formatDate', () => {
  it('shows the day of a moment', () => {
    expect(formatDate('2025-04-12T06:05:00Z')).toMatch(/^1[12] Apr 2025$/);
  });

  it('leaves a value that is not a time as it is', () => {
    expect(formatDate('never')).toBe('never');
  });
});

describe('formatDateTime', () => {
  it('shows the day and the time', () => {
    expect(formatDateTime('2025-04-12T06:05:00Z')).toMatch(/^\d{1,2} Apr 2025, \d{2}:\d{2}$/);
  });

  it('leaves a value that is not a time as it is', () => {
    expect(formatDateTime('never')).toBe('never');
  });
});
