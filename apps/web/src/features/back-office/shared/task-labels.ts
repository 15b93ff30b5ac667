import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Gender } from '@portal/domain/profile';
import { platformLabel, type Platform, type TaskType } from '@portal/domain/tasks';
import type { UsageRights } from '@portal/domain/terms';

/** SPEC §3 task types as the back office names them (TASK_TYPE_LABELS). */
export const TASK_TYPE_TEXTS: Record<TaskType, MessageDescriptor> = {
  LIKE: msg`Like`,
  SHARE: msg`Share`,
  COMMENT: msg`Comment`,
  UNIQUECOMMENT: msg`Unique Comment`,
  POST: msg`Post`,
  REVIEW: msg`Review`,
  DRAFT: msg`Draft Comment`,
  VIDEO: msg`Draft Comment and File`,
};

/** The content usage rights a campaign grants, as the campaign form offers them. */
export const USAGE_RIGHTS_TEXTS: Record<UsageRights, MessageDescriptor> = {
  ORGANIC: msg`Organic posts only`,
  PAID_30: msg`Paid ads for 30 days`,
  PAID_90: msg`Paid ads for 90 days`,
  PAID_365: msg`Paid ads for 365 days`,
  PERPETUAL: msg`Perpetual (any use, no time limit)`,
};

const ALL_PLATFORMS = msg`All platforms`;
const MISSING_INFO = msg`Missing Info`;

/**
 * A platform as platformLabel() names it: a brand stays as written (a descriptor of its own name,
 * in no catalogue); all platforms and an unknown one are words to translate.
 */
export function platformText(value: string | null | undefined): MessageDescriptor {
  if (value === ('ALL' satisfies Platform)) return ALL_PLATFORMS;
  const name = platformLabel(value);
  return name === platformLabel(undefined) ? MISSING_INFO : { id: name, message: name };
}

export const GENDER_TEXTS: Record<Gender, MessageDescriptor> = { MALE: msg`Male`, FEMALE: msg`Female` };
