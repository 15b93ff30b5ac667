import { describe, expect, it } from 'vitest';
import {
  EXTENSION_ALREADY_PENDING,
  EXTENSION_NOT_AVAILABLE,
  EXTENSION_WINDOW_CLOSED,
  ExtensionDecisionSchema,
  extensionRefusal,
  ExtensionRequestFormSchema,
  NEW_DEADLINE_IN_PAST,
  NEW_DEADLINE_NOT_LATER,
  NEW_DEADLINE_OUT_OF_RANGE,
  NEW_DEADLINE_REQUIRED,
  newDeadlineProblem,
  statusAfterExtension,
  TASK_STATUSES,
} from './index.ts';

const now = new Date('2026-12-01T00:00:00Z');
const daysBefore = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

describe('who may ask for a deadline extension', () => {
  it('is a task whose deadline runs (ACCEPTED, REJECTED) or that expired, and no other', () => {
    const allowed = TASK_STATUSES.filter(
      (status) => extensionRefusal({ status, expiredAt: daysBefore(1), pending: false }, now) === null,
    );
    expect(allowed).toEqual(['ACCEPTED', 'REJECTED', 'EXPIRED']);
    expect(extensionRefusal({ status: 'PENDING-CHECKING', expiredAt: null, pending: false }, now)).toBe(
      EXTENSION_NOT_AVAILABLE,
    );
    expect(extensionRefusal({ status: 'COMPLETED', expiredAt: null, pending: false }, now)).toBe(
      EXTENSION_NOT_AVAILABLE,
    );
  });

  it('lets an expired task ask for 7 days after it expired, and not after', () => {
    const expired = (expiredAt: string | null) =>
      extensionRefusal({ status: 'EXPIRED', expiredAt, pending: false }, now);
    expect(expired(daysBefore(6.9))).toBeNull();
    expect(expired(daysBefore(7))).toBeNull();
    expect(expired(daysBefore(7.01))).toBe(EXTENSION_WINDOW_CLOSED);
    expect(expired(null)).toBe(EXTENSION_WINDOW_CLOSED);
  });

  it('takes one request at a time', () => {
    expect(extensionRefusal({ status: 'ACCEPTED', expiredAt: null, pending: true }, now)).toBe(
      EXTENSION_ALREADY_PENDING,
    );
  });
});

describe('an approved extension', () => {
  it('takes an expired task back to the status it expired from, and leaves any other status', () => {
    expect(statusAfterExtension('EXPIRED', 'REJECTED')).toBe('REJECTED');
    expect(statusAfterExtension('EXPIRED', 'ACCEPTED')).toBe('ACCEPTED');
    expect(statusAfterExtension('REJECTED', null)).toBe('REJECTED');
    expect(statusAfterExtension('PENDING-CHECKING', null)).toBe('PENDING-CHECKING');
  });
});

describe('the new deadline', () => {
  const current = '2026-12-10T00:00:00.000Z';

  it('must be a date, in the future and after the current deadline', () => {
    expect(newDeadlineProblem('', current, now)).toBe(NEW_DEADLINE_REQUIRED);
    expect(newDeadlineProblem('not a date', current, now)).toBe(NEW_DEADLINE_REQUIRED);
    expect(newDeadlineProblem(daysBefore(1), null, now)).toBe(NEW_DEADLINE_IN_PAST);
    expect(newDeadlineProblem(current, current, now)).toBe(NEW_DEADLINE_NOT_LATER);
    expect(newDeadlineProblem('2026-12-09T00:00:00.000Z', current, now)).toBe(NEW_DEADLINE_NOT_LATER);
    expect(newDeadlineProblem('2026-12-11T00:00:00.000Z', current, now)).toBeNull();
  });

  it('falls in the years 2000 to 2100, the ones the portal counts down to', () => {
    expect(newDeadlineProblem('0027-01-11T00:00:00.000Z', current, now)).toBe(NEW_DEADLINE_OUT_OF_RANGE);
    expect(newDeadlineProblem('2101-01-01T00:00:00.000Z', current, now)).toBe(NEW_DEADLINE_OUT_OF_RANGE);
    expect(newDeadlineProblem('2100-12-31T00:00:00.000Z', current, now)).toBeNull();
  });

  it('comes with a reason', () => {
    const parsed = ExtensionRequestFormSchema.safeParse({ deadline: '2026-12-11T00:00:00.000Z', reason: '   ' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['Please give a reason for the extension']);
  });

  it('is declined only with a remark for the creator', () => {
    expect(ExtensionDecisionSchema.safeParse({ decision: 'decline', remark: ' ' }).success).toBe(false);
    expect(ExtensionDecisionSchema.safeParse({ decision: 'decline', remark: 'Too late' }).success).toBe(true);
    expect(ExtensionDecisionSchema.safeParse({ decision: 'approve' }).success).toBe(true);
  });
});
