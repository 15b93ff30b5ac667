import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES, NOTIFICATION_KINDS, notificationKindOf } from './index.ts';

describe('notification kinds', () => {
  it('tells the kind of the events a creator hears of, and none for their own steps', () => {
    expect(notificationKindOf('rejectDraft')).toBe('review');
    expect(notificationKindOf('markPaid')).toBe('payment');
    expect(notificationKindOf('remindDeadline24')).toBe('deadline');
    expect(notificationKindOf('submit')).toBeNull();
    expect(notificationKindOf('toString')).toBeNull();
    expect(notificationKindOf(null)).toBeNull();
  });

  it('keeps every channel on for every kind until the creator turns one off', () => {
    for (const kind of NOTIFICATION_KINDS) {
      expect(DEFAULT_NOTIFICATION_PREFERENCES[kind]).toEqual({ email: true, push: true });
    }
  });
});
