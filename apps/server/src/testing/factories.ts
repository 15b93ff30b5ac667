import { randomBytes } from 'node:crypto';
import type { NewCampaign } from '@portal/domain/campaigns';
import type { QuestionType, TaskStatus, TaskType } from '@portal/domain/tasks';
import { DEFAULT_CAMPAIGN_TERMS } from '@portal/domain/terms';
import type { Db } from '../db/client.ts';
import { campaigns, invites, screeningQuestions, tasks } from '../db/schema/campaigns.ts';
import { users } from '../db/schema/identity.ts';
import { profiles } from '../db/schema/profiles.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A campaign with sensible defaults; money in minor units as stored. */
export async function createCampaign(db: Db, overrides: Partial<typeof campaigns.$inferInsert> = {}) {
  const [campaign] = await db
    .insert(campaigns)
    .values({
      title: 'Raya Glow Serum launch',
      taskType: 'POST' as TaskType,
      platform: 'INSTAGRAM',
      incentiveMinor: 15000,
      requirements: 'Public account with 1,000+ followers',
      instructions: 'Post one photo with the serum and tag the brand',
      deadline: new Date(Date.now() + 14 * DAY),
      ...overrides,
    })
    .returning();
  if (!campaign) throw new Error('campaign not created');
  return campaign;
}

export async function addQuestion(
  db: Db,
  campaignId: string,
  question: {
    orderIndex: number;
    required: boolean;
    questionType: QuestionType;
    question?: string;
    options?: string[];
  },
) {
  const [row] = await db
    .insert(screeningQuestions)
    .values({ campaignId, question: question.question ?? `Question ${question.orderIndex}`, options: [], ...question })
    .returning();
  if (!row) throw new Error('question not created');
  return row;
}

export async function createInvite(db: Db, campaignId: string) {
  const [invite] = await db
    .insert(invites)
    .values({ id: randomBytes(9).toString('base64url'), campaignId })
    .returning();
  if (!invite) throw new Error('invite not created');
  return invite;
}

export async function createTask(
  db: Db,
  values: { campaignId: string; userId: string; status: TaskStatus } & Partial<typeof tasks.$inferInsert>,
) {
  const [task] = await db.insert(tasks).values(values).returning();
  if (!task) throw new Error('task not created');
  return task;
}

/**
 * Many users at once, straight into the database (one insert, no sign-up): for lists and bulk
 * calls. `make` sets each one's columns; they are influencers unless it says otherwise. Their
 * profiles are created when `profile` gives one.
 */
export async function createUsers(
  db: Db,
  count: number,
  make: (index: number) => Partial<typeof users.$inferInsert> = () => ({}),
  profile?: (index: number) => Partial<typeof profiles.$inferInsert>,
) {
  const batch = randomBytes(4).toString('hex');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        id: `user-${batch}-${index}`,
        name: `Creator ${index}`,
        email: `creator-${batch}-${index}@example.com`,
        ...make(index),
      })),
    )
    .returning();
  if (profile && rows.length > 0) {
    await db.insert(profiles).values(rows.map((row, index) => ({ userId: row.id, ...profile(index) })));
  }
  return rows;
}

/** The body an admin sends to create a campaign, a week from its deadline, with two questions. */
export const newCampaign = (overrides: Partial<NewCampaign> = {}): NewCampaign => ({
  title: 'Kopi Kita iced latte',
  brandLogoUrl: 'https://cdn.example.com/kopi-kita.png',
  taskType: 'POST',
  platform: 'INSTAGRAM',
  currency: 'RM',
  incentive: 180.5,
  requirements: 'Public account',
  instructions: 'Post a photo',
  uniqueCommentUrl: null,
  referralFee: 20,
  referralCriteria: 'Friend completes the task',
  referralInstructions: 'Share your link',
  deadline: new Date(Date.now() + 7 * DAY).toISOString(),
  requiresReport: false,
  autoApproveLateReviews: false,
  budget: null,
  fundsConfirmed: false,
  terms: DEFAULT_CAMPAIGN_TERMS,
  screeningQuestions: [
    { question: 'Formats?', questionType: 'multipleChoice', required: true, options: ['Reels', 'Stories'] },
    { question: 'Public account?', questionType: 'checkbox', required: false, options: [] },
  ],
  ...overrides,
});
