import { z } from 'zod';
import { errorText } from '../errors/index.ts';
import { UNIQUE_COMMENT_URL_MESSAGE } from '../campaigns/index.ts';
import { firstIssueMessage, isWebAddress } from '../validation/index.ts';

/**
 * Unique captions (UNIQUECOMMENT campaigns): the text each creator posts, and optionally the
 * address of the post to comment on (the campaign's `uniqueCommentUrl` otherwise). A manager sets
 * them while the task is in `CAPTION_EDITABLE_STATUSES` (before acceptance, and until the final
 * submission is sent, or sent again after a rejection); the creator sees them from acceptance on.
 */

/** The longest caption: Instagram's limit for a caption or a comment. */
const CAPTION_MAX = 2200;
const CAPTION_URL_MAX = 1000;
const EMAIL_MAX = 320;

export const CaptionSchema = z
  .string({ error: errorText('caption-required') })
  .trim()
  .min(1, errorText('caption-required'))
  .max(CAPTION_MAX, errorText('caption-too-long', { max: CAPTION_MAX }));

/** The post to comment on; empty for none (the campaign's address is used). */
export const CaptionUrlSchema = z
  .string({ error: UNIQUE_COMMENT_URL_MESSAGE })
  .trim()
  .max(CAPTION_URL_MAX, UNIQUE_COMMENT_URL_MESSAGE)
  .refine((url) => url === '' || isWebAddress(url), UNIQUE_COMMENT_URL_MESSAGE);

/**
 * A task's caption and its own post address as stored (null: none), as a manager's screen showed
 * them. Bounded as generously as a bulk line's fields, since what is stored is shorter.
 */
export const CaptionVersionSchema = z.object({
  caption: z
    .string()
    .max(CAPTION_MAX * 4)
    .nullable(),
  url: z
    .string()
    .max(CAPTION_URL_MAX * 4)
    .nullable(),
});
export type CaptionVersion = z.infer<typeof CaptionVersionSchema>;

/** The caption form's fields: one task's caption and, optionally, its own post address. */
export const CaptionFieldsSchema = z.object({
  caption: CaptionSchema,
  url: CaptionUrlSchema.default(''),
});

/**
 * `PUT /api/admin/tasks/:taskId/caption`: the caption form's fields, and `startedFrom`, the caption
 * and address the form showed. When the task's differ now, someone else changed them meanwhile and
 * the save is refused (409 `CAPTION_CHANGED`), so two managers never silently overwrite each other.
 */
export const TaskCaptionSchema = CaptionFieldsSchema.extend({ startedFrom: CaptionVersionSchema });
export type TaskCaption = z.input<typeof TaskCaptionSchema>;

export const ONLY_UNIQUE_COMMENT_CAMPAIGNS = errorText('captions-only-unique-comment');
export const CAPTION_LOCKED = errorText('caption-locked');
export const CAPTION_CHANGED = errorText('caption-changed');
export const CAPTION_TAKEN = errorText('caption-taken');

/**
 * Captions that read the same to a creator's audience: case, surrounding spaces and runs of
 * spaces aside. Two tasks of one campaign never hold the same one.
 */
export const captionKey = (caption: string): string => caption.trim().replace(/\s+/g, ' ').toLowerCase();

/** At most this many lines in one bulk assignment. */
export const MAX_CAPTION_ROWS = 1000;

/**
 * One line as the manager sent it. The bounds are generous on purpose: a field over the caption's
 * or the address's limit is answered on its own line ('invalid'), not by refusing the whole list.
 * `startedFrom` is the task's caption and address the preview showed (its `current`): when they
 * differ now, another manager changed them since and the line is refused ('changed'). A line
 * without it replaces whatever the task holds.
 */
export const CaptionRowInputSchema = z.object({
  email: z.string().max(EMAIL_MAX * 4),
  caption: z.string().max(CAPTION_MAX * 4),
  url: z
    .string()
    .max(CAPTION_URL_MAX * 4)
    .optional(),
  startedFrom: CaptionVersionSchema.optional(),
});
export type CaptionRowInput = z.infer<typeof CaptionRowInputSchema>;

/**
 * `PUT /api/admin/campaigns/:campaignId/captions`: captions for many creators of a campaign at
 * once, each line judged on its own; the valid lines are assigned, the others change nothing.
 * With `preview`, every check of the assignment runs but nothing is written: each line is answered
 * as it would be ('assigned': would be assigned), with the caption it would replace (`current`).
 */
export const AssignCaptionsSchema = z.object({
  rows: z.array(CaptionRowInputSchema).min(1, errorText('caption-lines-required')).max(MAX_CAPTION_ROWS),
  preview: z.boolean().default(false),
});

/** What became of one line: assigned, or why not. */
export const CAPTION_OUTCOMES = [
  'assigned',
  /** The e-mail, the caption or the address is not valid. */
  'invalid',
  /** The same e-mail is on more than one line: none of them is assigned. */
  'duplicate',
  /** The same caption is on more than one line: none of them is assigned. */
  'sameCaption',
  /** Another creator of the campaign already has this caption. */
  'captionTaken',
  /** No account has this e-mail. */
  'unknownEmail',
  /** The account has no task in this campaign. */
  'notInvited',
  /** The task's submission was sent: its caption stays (see `CAPTION_EDITABLE_STATUSES`). */
  'alreadySubmitted',
  /** The task's caption or address is no longer the line's `startedFrom`: another manager changed it. */
  'changed',
] as const;
export type CaptionOutcome = (typeof CAPTION_OUTCOMES)[number];

export const CAPTION_REFUSALS: Record<Exclude<CaptionOutcome, 'assigned' | 'invalid'>, string> = {
  duplicate: 'This e-mail address is on more than one line',
  sameCaption: 'This caption is on more than one line',
  captionTaken: CAPTION_TAKEN,
  unknownEmail: 'No creator has this e-mail address',
  notInvited: 'This creator is not invited to this campaign',
  alreadySubmitted: CAPTION_LOCKED,
  changed: CAPTION_CHANGED,
};

export const CaptionRowResultSchema = z.object({
  /** The line's place in the list sent, from 1. */
  row: z.number().int(),
  /** Trimmed and lower-cased. */
  email: z.string(),
  outcome: z.enum(CAPTION_OUTCOMES),
  /** Why it was not assigned; null when it was. */
  reason: z.string().nullable(),
  /** The task that got the caption (in a preview: would get it); null when none did. */
  taskId: z.string().nullable(),
  /**
   * The line's task's caption and address as the call found them, before it changed anything: what
   * an assigned line replaced, or what a refused one left; null when the line has no task (not
   * looked up, unknown e-mail, not invited). A preview's is what `startedFrom` sends back.
   */
  current: CaptionVersionSchema.nullable(),
});
export type CaptionRowResult = z.infer<typeof CaptionRowResultSchema>;

export const AssignCaptionsResultSchema = z.object({
  /** How many lines were assigned (in a preview: would be). */
  assigned: z.number().int(),
  /** Every line, in the order sent. */
  rows: z.array(CaptionRowResultSchema),
});
export type AssignCaptionsResult = z.infer<typeof AssignCaptionsResultSchema>;

const CaptionRowSchema = z.object({
  email: z.email({ error: errorText('valid-email-required') }).max(EMAIL_MAX, errorText('valid-email-required')),
  caption: CaptionSchema,
  url: CaptionUrlSchema,
});

/** A line as checked before anyone is looked up: ready to assign, or refused with the reason. */
export type CheckedCaptionRow =
  | { row: number; email: string; ok: true; caption: string; url: string | null }
  | { row: number; email: string; ok: false; outcome: 'invalid' | 'duplicate' | 'sameCaption'; reason: string };

/** How many times each value occurs. */
function countsOf(values: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/**
 * Judges each line on its own (the e-mail, then the caption, then the address), and refuses
 * every line of an e-mail that appears more than once, since which one was meant is unknown, and
 * every line of a caption that appears more than once, since a caption goes to one creator only.
 * The browser's preview and the server use this one check.
 */
export function checkCaptionRows(rows: readonly CaptionRowInput[]): CheckedCaptionRow[] {
  const emails = rows.map((input) => input.email.trim().toLowerCase());
  const emailLines = countsOf(emails);
  const checked = rows.map((input, index): CheckedCaptionRow => {
    const row = index + 1;
    const email = emails[index] ?? '';
    const parsed = CaptionRowSchema.safeParse({ email, caption: input.caption, url: input.url ?? '' });
    if (!parsed.success) return { row, email, ok: false, outcome: 'invalid', reason: firstIssueMessage(parsed.error) };
    if ((emailLines.get(email) ?? 0) > 1) {
      return { row, email, ok: false, outcome: 'duplicate', reason: CAPTION_REFUSALS.duplicate };
    }
    return { row, email, ok: true, caption: parsed.data.caption, url: parsed.data.url || null };
  });
  // Only lines that would be assigned compete for a caption.
  const captionLines = countsOf(checked.flatMap((line) => (line.ok ? [captionKey(line.caption)] : [])));
  return checked.map((line) =>
    line.ok && (captionLines.get(captionKey(line.caption)) ?? 0) > 1
      ? { row: line.row, email: line.email, ok: false, outcome: 'sameCaption', reason: CAPTION_REFUSALS.sameCaption }
      : line,
  );
}
