/** SPEC §3 task types, with how each reads on screen. */
export const TASK_TYPES = ['LIKE', 'SHARE', 'COMMENT', 'UNIQUECOMMENT', 'POST', 'REVIEW', 'DRAFT', 'VIDEO'] as const;
export type TaskType = (typeof TASK_TYPES)[number];

export const TASK_TYPE_LABELS: Record<TaskType, string> = {
  LIKE: 'Like',
  SHARE: 'Share',
  COMMENT: 'Comment',
  UNIQUECOMMENT: 'Unique Comment',
  POST: 'Post',
  REVIEW: 'Review',
  DRAFT: 'Draft Comment',
  VIDEO: 'Draft Comment and File',
};

/** SPEC §9 Campaigns task-type filter, in its order and wording. */
export const CAMPAIGNS_TASK_TYPE_FILTER: readonly { label: string; taskType: TaskType }[] = [
  { label: 'Like', taskType: 'LIKE' },
  { label: 'Comment', taskType: 'COMMENT' },
  { label: 'Reviews', taskType: 'REVIEW' },
  { label: 'Post', taskType: 'POST' },
  { label: 'Video', taskType: 'VIDEO' },
  { label: 'Share', taskType: 'SHARE' },
  { label: 'Unique Comment', taskType: 'UNIQUECOMMENT' },
];

/** SPEC §3 platforms. */
export const PLATFORMS = [
  'WHATSAPP',
  'TELEGRAM',
  'FACEBOOK',
  'INSTAGRAM',
  'YOUTUBE',
  'TWITTER',
  'TIKTOK',
  'XIAOHONGSHU',
  'LOWYAT',
  'LEMONEIGHT',
  'LINKEDIN',
  'ALL',
] as const;
export type Platform = (typeof PLATFORMS)[number];

const PLATFORM_NAMES: Record<Platform, string> = {
  WHATSAPP: 'WhatsApp',
  TELEGRAM: 'Telegram',
  FACEBOOK: 'Facebook',
  INSTAGRAM: 'Instagram',
  YOUTUBE: 'YouTube',
  TWITTER: 'Twitter',
  TIKTOK: 'TikTok',
  XIAOHONGSHU: 'XiaoHongShu',
  LOWYAT: 'Lowyat',
  LEMONEIGHT: 'Lemon8',
  LINKEDIN: 'LinkedIn',
  ALL: 'All platforms',
};

/** A platform's name on screen; any value outside SPEC §3's list shows 'Missing Info'. */
export function platformLabel(value: string | null | undefined): string {
  return PLATFORM_NAMES[value as Platform] ?? 'Missing Info';
}

/** SPEC §3 screening question types. */
export const QUESTION_TYPES = ['multipleChoice', 'text', 'checkbox'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** SPEC §9: the currency shown when a campaign names none. */
export const DEFAULT_CURRENCY = 'RM';
