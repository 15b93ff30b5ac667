/** SPEC §4 task status values. */
export const TASK_STATUSES = [
  'SELECTED',
  'APPLIED',
  'ACCEPTED',
  'APPLICATION-REJECTED',
  'REJECTED',
  'PENDING-CHECKING',
  'APPROVED-PENDING-REPORT',
  'APPROVED-PENDING-PAYMENT',
  'APPROVED-PROCESSING-PAYMENT',
  'EXPIRED',
  'COMPLETED',
] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** How a status reads in the lists: the status, and for approved tasks the payment's state. */
export interface StatusLabel {
  status: string;
  payment?: string;
}

/** SPEC §4 labels. SELECTED is an invite on the Campaigns screen. */
export const STATUS_LABELS: Record<TaskStatus, StatusLabel> = {
  SELECTED: { status: 'Invited' },
  APPLIED: { status: 'Pending Application Review' },
  ACCEPTED: { status: 'On-Going' },
  'APPLICATION-REJECTED': { status: 'Application Rejected' },
  REJECTED: { status: 'Rejected - Resubmit Required' },
  'PENDING-CHECKING': { status: 'Pending Approval' },
  'APPROVED-PENDING-REPORT': { status: 'Awaiting Report' },
  'APPROVED-PENDING-PAYMENT': { status: 'Approved', payment: 'Awaiting' },
  'APPROVED-PROCESSING-PAYMENT': { status: 'Approved', payment: 'Processing' },
  EXPIRED: { status: 'Expired' },
  COMPLETED: { status: 'Approved', payment: 'Successful' },
};

/** The task detail's banner per status (SPEC §2); other statuses show none. */
export const STATUS_BANNERS: Partial<Record<TaskStatus, string>> = {
  'PENDING-CHECKING': 'Pending Approval',
  APPLIED: 'Pending Application Review',
  'APPROVED-PENDING-PAYMENT': 'Payment Processing',
  COMPLETED: 'Completed Campaign',
};

/** SPEC §9 My Tasks status filter, in its order, with the status each choice shows. */
export const MY_TASKS_STATUS_FILTER: readonly { label: string; status: TaskStatus }[] = [
  { label: 'On-Going', status: 'ACCEPTED' },
  { label: 'Rejected', status: 'REJECTED' },
  { label: 'Expired', status: 'EXPIRED' },
  { label: 'Approved - Awaiting Payment', status: 'APPROVED-PENDING-PAYMENT' },
  { label: 'Approved - Payment Processing', status: 'APPROVED-PROCESSING-PAYMENT' },
  { label: 'Pending Application Review', status: 'APPLIED' },
  { label: 'Pending Approval', status: 'PENDING-CHECKING' },
  { label: 'Pending Report Submission', status: 'APPROVED-PENDING-REPORT' },
];

/** SPEC §4 screen lists: which statuses each list shows. */
export const LIST_STATUSES = {
  campaigns: ['SELECTED'],
  myTasks: TASK_STATUSES.filter((status) => status !== 'SELECTED' && status !== 'COMPLETED'),
  completedTasks: ['COMPLETED', 'EXPIRED'],
} as const satisfies Record<string, readonly TaskStatus[]>;

/**
 * What a status means to the creator, which its badge's colour says the same way everywhere:
 * waiting on the brand, an action of theirs needed, done, or a problem (issue 18).
 */
export type StatusTone = 'waiting' | 'action' | 'done' | 'problem';

export const STATUS_TONES: Record<TaskStatus, StatusTone> = {
  SELECTED: 'action',
  APPLIED: 'waiting',
  ACCEPTED: 'action',
  'APPLICATION-REJECTED': 'problem',
  REJECTED: 'action',
  'PENDING-CHECKING': 'waiting',
  'APPROVED-PENDING-REPORT': 'action',
  'APPROVED-PENDING-PAYMENT': 'waiting',
  'APPROVED-PROCESSING-PAYMENT': 'waiting',
  EXPIRED: 'problem',
  COMPLETED: 'done',
};
