import { describe, expect, it } from 'vitest';
import {
  availableActions,
  canTransition,
  goToPage,
  LIST_STATUSES,
  matchesSearch,
  MY_TASKS_STATUS_FILTER,
  pageCount,
  pageItems,
  pageWindow,
  STATUS_LABELS,
  TASK_STATUSES,
  postLinkProblem,
  timeRemaining,
  TRANSITIONS,
  type TaskAction,
  type TaskStatus,
} from './index.ts';

/** DESIGN.md §3, written out independently of the table under test. */
const ALLOWED: Record<TaskAction, (TaskStatus | null)[]> = {
  invite: [null],
  apply: [null],
  approveApplication: ['APPLIED'],
  rejectApplication: ['APPLIED'],
  reapply: ['APPLICATION-REJECTED'],
  accept: ['SELECTED'],
  submit: ['ACCEPTED', 'REJECTED', 'EXPIRED'],
  submitDraft: ['ACCEPTED', 'REJECTED', 'EXPIRED'],
  approveDraft: ['ACCEPTED'],
  rejectDraft: ['ACCEPTED'],
  reject: ['PENDING-CHECKING'],
  approveWithReport: ['PENDING-CHECKING'],
  approve: ['PENDING-CHECKING'],
  submitReport: ['APPROVED-PENDING-REPORT'],
  approveReport: ['APPROVED-PENDING-PAYMENT'],
  startPayout: ['APPROVED-PENDING-PAYMENT'],
  markPaid: ['APPROVED-PROCESSING-PAYMENT'],
  expire: ['ACCEPTED', 'REJECTED'],
  reverseRejection: ['REJECTED'],
  reverseDraftRejection: ['REJECTED'],
};

describe('the task state machine', () => {
  const states: (TaskStatus | null)[] = [null, ...TASK_STATUSES];

  it.each(Object.keys(ALLOWED) as TaskAction[])('allows %s exactly from its statuses', (action) => {
    for (const status of states) {
      expect(canTransition(action, status), `${action} from ${status}`).toBe(ALLOWED[action].includes(status));
    }
  });

  it('lands each action on its status', () => {
    expect(TRANSITIONS.accept.to).toBe('ACCEPTED');
    expect(TRANSITIONS.submit.to).toBe('PENDING-CHECKING');
    expect(TRANSITIONS.submitReport.to).toBe('APPROVED-PENDING-PAYMENT');
    expect(TRANSITIONS.markPaid.to).toBe('COMPLETED');
    expect(TRANSITIONS.expire.to).toBe('EXPIRED');
  });

  it('offers each actor only their own actions', () => {
    expect(availableActions('SELECTED', 'influencer')).toEqual(['accept']);
    expect(availableActions('APPLICATION-REJECTED', 'influencer')).toEqual(['reapply']);
    expect(availableActions('PENDING-CHECKING', 'admin')).toEqual(['reject', 'approveWithReport', 'approve']);
    expect(availableActions('COMPLETED', 'influencer')).toEqual([]);
  });
});

describe('the post link of a final submission', () => {
  it('is required as an http(s) address, except for a REVIEW', () => {
    expect(postLinkProblem('POST', ' ')).toBe('Please provide URL link for submission');
    expect(postLinkProblem('POST', 'instagram.com/p/1')).toBe(
      'Link is invalid - Please provide full URL including https://',
    );
    expect(postLinkProblem('LIKE', 'javascript:alert(1)')).toBe(
      'Link is invalid - Please provide full URL including https://',
    );
    expect(postLinkProblem('POST', ' https://instagram.com/p/1 ')).toBeNull();
    expect(postLinkProblem('REVIEW', '')).toBeNull();
  });
});

describe('status labels and lists', () => {
  it('reads as SPEC §4 says', () => {
    expect(STATUS_LABELS.ACCEPTED).toEqual({ status: 'On-Going' });
    expect(STATUS_LABELS.REJECTED).toEqual({ status: 'Rejected - Resubmit Required' });
    expect(STATUS_LABELS['APPROVED-PENDING-PAYMENT']).toEqual({ status: 'Approved', payment: 'Awaiting' });
    expect(STATUS_LABELS.COMPLETED).toEqual({ status: 'Approved', payment: 'Successful' });
  });

  it('splits the statuses between the three lists', () => {
    expect(LIST_STATUSES.myTasks).not.toContain('SELECTED');
    expect(LIST_STATUSES.myTasks).not.toContain('COMPLETED');
    expect(LIST_STATUSES.myTasks).toContain('EXPIRED');
    expect(MY_TASKS_STATUS_FILTER.map((choice) => choice.label)).toEqual([
      'On-Going',
      'Rejected',
      'Expired',
      'Approved - Awaiting Payment',
      'Approved - Payment Processing',
      'Pending Application Review',
      'Pending Approval',
      'Pending Report Submission',
    ]);
  });
});

describe('list search', () => {
  const task = {
    id: 't1',
    status: 'ACCEPTED',
    incentive: 150,
    campaignDetails: { campaignTitle: 'Raya Glow Serum', platform: 'INSTAGRAM', brand: { name: 'Too deep' } },
  };

  it('matches a trimmed, case-insensitive substring of a field or of a nested field', () => {
    expect(matchesSearch(task, '  glow SER ')).toBe(true);
    expect(matchesSearch(task, 'instagram')).toBe(true);
    expect(matchesSearch(task, 'accepted')).toBe(true);
    expect(matchesSearch(task, '')).toBe(true);
  });

  it('looks only one level down and only at text', () => {
    expect(matchesSearch(task, 'too deep')).toBe(false);
    expect(matchesSearch(task, '150')).toBe(false);
  });
});

describe('paginator', () => {
  it('counts pages, ALL being one', () => {
    expect(pageCount(51, 25)).toBe(3);
    expect(pageCount(51, 'ALL')).toBe(1);
    expect(pageCount(0, 25)).toBe(1);
    expect(pageItems(['a', 'b', 'c'], 2, 2)).toEqual(['c']);
  });

  it('shows a window of up to five pages around the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('goes to an existing page and refuses any other', () => {
    expect(goToPage(' 3 ', 4)).toEqual({ page: 3 });
    for (const entry of ['5', '0', '-1', '2.5', 'two', '']) {
      expect(goToPage(entry, 4)).toEqual({ error: 'Page does not exist' });
    }
  });
});

describe('countdown', () => {
  const now = new Date('2026-11-22T10:00:00Z');

  it('splits the time left into days, hours, minutes and seconds', () => {
    const left = timeRemaining('2026-11-25T14:25:10Z', now);
    expect(left).toEqual({ days: 3, hours: 4, minutes: 25, seconds: 10 });
  });

  it('stays at zero once the deadline has passed', () => {
    const left = timeRemaining('2026-11-21T10:00:00Z', now);
    expect(left).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
