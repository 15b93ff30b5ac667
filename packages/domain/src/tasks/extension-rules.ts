/**
 * Deadline extensions' rules and messages, apart from their schemas (extensions.ts) so that a page
 * showing whether a creator may ask loads no zod.
 */
import { DEADLINE_YEARS, isDeadlineYear } from '../validation/checks.ts';
import { EXTENSION_STEPS, TRANSITIONS } from './state-machine.ts';
import type { TaskStatus } from './statuses.ts';

/** Where a deadline extension request stands: waiting for a campaign manager, or decided. */
export const EXTENSION_STATUSES = ['PENDING', 'APPROVED', 'DECLINED'] as const;
export type ExtensionStatus = (typeof EXTENSION_STATUSES)[number];

/** How long after its task expired a creator may still ask for a later deadline. */
export const EXTENSION_WINDOW_AFTER_EXPIRY_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export const EXTENSION_NOT_AVAILABLE = 'A deadline extension cannot be requested for this task';
/** Why a task that expired more than `days` days ago can no longer ask (its limit is a parameter of the error's code). */
export const extensionWindowClosed = (days: number) =>
  `An extension can only be requested within ${days === 1 ? '1 day' : `${days} days`} after the task expired`;
export const EXTENSION_WINDOW_CLOSED = extensionWindowClosed(EXTENSION_WINDOW_AFTER_EXPIRY_DAYS);
export const EXTENSION_ALREADY_PENDING = 'An extension request for this task is already waiting for a decision';
export const EXTENSION_ALREADY_DECIDED = 'This extension request has already been decided';
export const EXTENSION_NOT_FOUND = 'No extension request found';
export const EXTENSION_OVERTAKEN = 'The task has moved on since this request: it can only be declined';

/** What decides whether a creator may ask for a later deadline now. */
export interface ExtensionFacts {
  status: TaskStatus;
  /** When the task last expired (ISO), for an EXPIRED task. */
  expiredAt: string | null;
  /** A request of the task already waits for a decision. */
  pending: boolean;
}

/**
 * Why the creator may not ask for a later deadline now, or null when they may: from ACCEPTED or
 * REJECTED, or within 7 days after the task expired, and one request waiting at a time.
 */
export function extensionRefusal(facts: ExtensionFacts, now: Date = new Date()): string | null {
  if (!(EXTENSION_STEPS.requestExtension.from as readonly TaskStatus[]).includes(facts.status)) {
    return EXTENSION_NOT_AVAILABLE;
  }
  if (facts.status === TRANSITIONS.expire.to) {
    const expiredAt = facts.expiredAt === null ? Number.NaN : Date.parse(facts.expiredAt);
    if (!(now.getTime() - expiredAt <= EXTENSION_WINDOW_AFTER_EXPIRY_DAYS * DAY_MS)) return EXTENSION_WINDOW_CLOSED;
  }
  return facts.pending ? EXTENSION_ALREADY_PENDING : null;
}

/**
 * The status a task has once its extension is approved: an EXPIRED task goes back to the status
 * it expired from; any other keeps its own.
 */
export function statusAfterExtension(status: TaskStatus, expiredFrom: TaskStatus | null): TaskStatus {
  if (status !== TRANSITIONS.expire.to) return status;
  const reopenable: readonly TaskStatus[] = TRANSITIONS.expire.from;
  // A task whose timeline does not say (seeded as EXPIRED) goes back to where every task starts its deadline.
  return expiredFrom !== null && reopenable.includes(expiredFrom) ? expiredFrom : TRANSITIONS.accept.to;
}

export const NEW_DEADLINE_REQUIRED = 'Please choose the new deadline';
export const newDeadlineOutOfRange = (first: number, last: number) =>
  `The new deadline must fall between the years ${first} and ${last}`;
export const NEW_DEADLINE_OUT_OF_RANGE = newDeadlineOutOfRange(DEADLINE_YEARS.first, DEADLINE_YEARS.last);
export const NEW_DEADLINE_IN_PAST = 'The new deadline must be in the future';
export const NEW_DEADLINE_NOT_LATER = 'The new deadline must be after the current deadline';

/** What is wrong with a new deadline (ISO time) for a task whose deadline is `current`, or null when nothing. */
export function newDeadlineProblem(deadline: string, current: string | null, now: Date = new Date()): string | null {
  const time = Date.parse(deadline);
  if (deadline === '' || Number.isNaN(time)) return NEW_DEADLINE_REQUIRED;
  if (!isDeadlineYear(new Date(time))) return NEW_DEADLINE_OUT_OF_RANGE;
  if (time <= now.getTime()) return NEW_DEADLINE_IN_PAST;
  if (current !== null && time <= Date.parse(current)) return NEW_DEADLINE_NOT_LATER;
  return null;
}
