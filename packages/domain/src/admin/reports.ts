import { z } from 'zod';
import { TASK_STATUSES, type TaskStatus } from '../tasks/statuses.ts';
import { APPROVED_STATUSES, BEFORE_ACCEPTANCE_STATUSES, isStatusIn } from '../tasks/sub-states.ts';
import { PLATFORMS } from '../tasks/task-types.ts';

/**
 * A campaign's report for its managers (`GET /api/admin/campaigns/:campaignId/report`): how far
 * its tasks got, whether work came on time, how fast the brand reviewed it against its promise,
 * what it spent against the budget, and the posts and approved content.
 */

/** The funnel's stages, in order; expired is a side outcome, told apart after paid. */
export const FUNNEL_STAGES = ['invited', 'applied', 'accepted', 'submitted', 'approved', 'paid', 'expired'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** Every status from acceptance on: the work under way, sent, approved, paid, or lapsed. */
const ACCEPTED_ONWARDS = TASK_STATUSES.filter((status) => !isStatusIn(BEFORE_ACCEPTANCE_STATUSES, status));

/**
 * The statuses that show a task reached a stage: it reached it when its status is one of them now,
 * or was once (a `task_events` row into one, not undone). A task past a stage counts for it.
 * Invited is every task: an invitation sent, or an application through an open invite link.
 * Applied is the creator's yes: an application, or an invitation accepted straight away. A
 * rejected task reached submitted only if its history shows a submission (a draft's rejection
 * does not). `from` is the stage a stage's conversion is counted from.
 */
export const FUNNEL_REACHED: Record<FunnelStage, { statuses: readonly TaskStatus[]; from: FunnelStage | null }> = {
  invited: { statuses: TASK_STATUSES, from: null },
  applied: { statuses: ['APPLIED', 'APPLICATION-REJECTED', ...ACCEPTED_ONWARDS], from: 'invited' },
  accepted: { statuses: ACCEPTED_ONWARDS, from: 'applied' },
  submitted: { statuses: ['PENDING-CHECKING', ...APPROVED_STATUSES], from: 'accepted' },
  approved: { statuses: APPROVED_STATUSES, from: 'submitted' },
  paid: { statuses: ['COMPLETED'], from: 'approved' },
  expired: { statuses: ['EXPIRED'], from: 'accepted' },
};

/** `count` as a share of `of`, in percent with one decimal; null when `of` is none. */
export function conversionPercent(count: number, of: number): number | null {
  return of === 0 ? null : Math.round((count / of) * 1000) / 10;
}

/**
 * The report's filters: tasks that joined the campaign (invited or applied) from `from` to `to`
 * (days in Malaysia, both included), and in one status now.
 */
export const CampaignReportQuerySchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  status: z.enum(TASK_STATUSES).optional(),
});
export type CampaignReportQuery = z.infer<typeof CampaignReportQuerySchema>;

const FunnelStepSchema = z.object({
  stage: z.enum(FUNNEL_STAGES),
  count: z.number().int(),
  /** `count` as a percent of the stage it is counted from (`FUNNEL_REACHED`); null for the first, or from none. */
  conversion: z.number().nullable(),
});
export type FunnelStep = z.infer<typeof FunnelStepSchema>;

/** A creator as the report names them: their name and their profile link on the campaign's platform. */
const ReportCreatorSchema = z.object({ id: z.string(), fullName: z.string(), handle: z.string().nullable() });

const ReportPostSchema = z.object({
  taskId: z.string(),
  creator: ReportCreatorSchema,
  status: z.enum(TASK_STATUSES),
  /** The link of the latest final submission (null when it was sent without one). */
  linkUrl: z.string().nullable(),
  submittedAt: z.string(),
});

const GalleryImageSchema = z.object({
  taskId: z.string(),
  creatorName: z.string(),
  fileName: z.string(),
  /** A signed link to the image, which lives an hour. */
  url: z.string(),
});

/** At most this many posts and gallery images come with the report; the CSV has every task. */
export const REPORT_POSTS_SHOWN = 500;
export const REPORT_IMAGES_SHOWN = 60;

export const CampaignReportSchema = z.object({
  campaign: z.object({
    id: z.string(),
    title: z.string(),
    platform: z.enum(PLATFORMS),
    currency: z.string(),
    deadline: z.string(),
    /** The review promise creators are offered now, in working days (each task keeps the one it agreed to). */
    reviewDays: z.number().int(),
  }),
  /** How many tasks the filters keep. */
  tasks: z.number().int(),
  funnel: z.array(FunnelStepSchema),
  /** Of the tasks submitted, how many were first submitted by their own deadline (extensions move it). */
  onTime: z.object({ submitted: z.number().int(), onTime: z.number().int() }),
  /**
   * The brand's decisions on final submissions (approved or rejected, not undone): the average time
   * from the submission to its decision in hours, and how many came by the day promised (the
   * task's review days, in Malaysian working days).
   */
  review: z.object({
    decisions: z.number().int(),
    averageHours: z.number().nullable(),
    keptPromise: z.number().int(),
  }),
  /** The agreed incentives of the tasks, by where they stand, against the campaign's budget (null: none). */
  spend: z.object({
    budget: z.number().nullable(),
    committed: z.number(),
    approved: z.number(),
    paid: z.number(),
  }),
  posts: z.object({ total: z.number().int(), items: z.array(ReportPostSchema) }),
  gallery: z.object({ total: z.number().int(), items: z.array(GalleryImageSchema) }),
});
export type CampaignReport = z.infer<typeof CampaignReportSchema>;

/**
 * `GET /api/admin/campaigns/:campaignId/report.csv` (the same filters) answers `text/csv`, one row
 * per task, oldest first, with these columns; times in UTC (ISO), amounts in major units.
 */
export const REPORT_CSV_COLUMNS = [
  'Task ID',
  'Creator',
  'Handle',
  'Status',
  'Joined',
  'Applied',
  'Accepted',
  'Submitted',
  'Approved',
  'Paid',
  'Expired',
  'Deadline',
  'On Time',
  'Review Hours',
  'Review On Time',
  'Amount',
  'Currency',
  'Post Link',
] as const;
