import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deadlineRuns,
  DRAFT_STATES,
  draftStateOf,
  inSubState,
  REPORT_STATES,
  reviewSentAt,
  SENT_WORKS,
  SUB_STATES,
  TASK_STATUSES,
  type SentTimes,
  type SubStateName,
  type TaskFacts,
} from '@portal/domain/tasks';
import { rowsOf, type Database } from '../../db/client.ts';
import { tasks } from '../../db/schema/campaigns.ts';
import { reports } from '../../db/schema/submissions.ts';
import { deadlineRunsSql, draftStateSql, inSubStateSql, reviewSentAtSql, sentAtSql } from '../../db/sql-tasks.ts';
import { createCampaign, createUsers } from '../../testing/factories.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { listTasks } from './tasks.service.ts';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const HOUR = 60 * 60 * 1000;

/** One task for every status × draft × report combination, stored as the server stores them. */
async function oneTaskPerCombination(): Promise<Map<string, TaskFacts>> {
  const { db } = database;
  const withReport = await createCampaign(db, { requiresReport: true });
  const withoutReport = await createCampaign(db, { requiresReport: false });
  const combinations = TASK_STATUSES.flatMap((status) =>
    DRAFT_STATES.flatMap((draft) => REPORT_STATES.map((report): TaskFacts => ({ status, draft, report }))),
  );
  const users = await createUsers(db, combinations.length);
  const sent = new Date(Date.now() - 2 * HOUR);
  const rows = await db
    .insert(tasks)
    .values(
      combinations.map((facts, index) => ({
        // A report sent and owed need the campaign that asks for one; the other cases alternate.
        campaignId:
          facts.report === 'notOwed' || (facts.report !== 'owed' && index % 2 === 0) ? withoutReport.id : withReport.id,
        userId: users[index]?.id ?? '',
        status: facts.status,
        draftSubmittedAt: facts.draft === 'none' ? null : sent,
        draftComment: facts.draft === 'none' ? null : 'My caption',
        draftApproved: facts.draft === 'approved',
      })),
    )
    .returning({ id: tasks.id, userId: tasks.userId });
  const factsOf = new Map<string, TaskFacts>();
  const sentReports: (typeof reports.$inferInsert)[] = [];
  rows.forEach((row, index) => {
    const facts = combinations[index];
    if (!facts) return;
    factsOf.set(row.id, facts);
    // Only the latest report counts: an earlier one says the opposite.
    const older = new Date(Date.now() - 2 * HOUR);
    const newer = new Date(Date.now() - HOUR);
    if (facts.report === 'waiting') {
      sentReports.push({ taskId: row.id, userId: row.userId, createdAt: older, reviewedAt: older });
      sentReports.push({ taskId: row.id, userId: row.userId, createdAt: newer, reviewedAt: null });
    }
    if (facts.report === 'approved') {
      sentReports.push({ taskId: row.id, userId: row.userId, createdAt: older, reviewedAt: null });
      sentReports.push({ taskId: row.id, userId: row.userId, createdAt: newer, reviewedAt: newer });
    }
  });
  await db.insert(reports).values(sentReports);
  return factsOf;
}

/** The ids of the tasks among `ids` that `condition` (on task `t` of campaign `c`) selects. */
async function selectedBy(ids: string[], condition: SQL): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await database.db.execute(sql`select t.id from ${tasks} t join campaigns c on c.id = t.campaign_id
      where t.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}) and ${condition}`),
  );
  return rows.map((row) => row.id);
}

describe('the SQL of task sub-states', () => {
  it.each(Object.keys(SUB_STATES) as SubStateName[])(
    'selects exactly the tasks the domain says are %s',
    async (name) => {
      const factsOf = await oneTaskPerCombination();
      const ids = [...factsOf.keys()];
      const selected = await selectedBy(ids, inSubStateSql(name));
      const expected = ids.filter((id) => inSubState(name, factsOf.get(id) as TaskFacts));
      expect(expected.length).toBeGreaterThan(0);
      expect(selected.sort()).toEqual(expected.sort());
    },
  );
});

describe('the SQL of a running deadline', () => {
  it('selects exactly the tasks whose deadline the domain says runs', async () => {
    const factsOf = await oneTaskPerCombination();
    const ids = [...factsOf.keys()];
    const selected = await selectedBy(ids, deadlineRunsSql());
    const expected = ids.filter((id) => deadlineRuns(factsOf.get(id) as TaskFacts));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(ids.length);
    expect(selected.sort()).toEqual(expected.sort());
  });
});

describe('the SQL of when work waiting for review was sent', () => {
  it('takes the sent time of the work the domain says waits, and none when none does', async () => {
    const factsOf = await oneTaskPerCombination();
    const ids = [...factsOf.keys()];
    const asText = (time: SQL) => sql`to_char((${time}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;
    const rows = rowsOf<SentTimes & { id: string; waiting: string | null }>(
      await database.db.execute(sql`select t.id, ${asText(reviewSentAtSql())} as waiting,
          ${sql.join(
            SENT_WORKS.map((work) => sql`${asText(sentAtSql(work))} as ${sql.identifier(work)}`),
            sql`, `,
          )}
        from ${tasks} t join campaigns c on c.id = t.campaign_id where t.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`),
    );
    const waiting = rows.filter((row) => row.waiting !== null);
    expect(waiting.length).toBeGreaterThan(0);
    expect(waiting.length).toBeLessThan(rows.length);
    for (const { id, waiting: sentAt, ...times } of rows) {
      expect(sentAt, id).toBe(reviewSentAt(factsOf.get(id) as TaskFacts, times));
    }
  });
});

describe('the draft fact', () => {
  it('is the same in the SQL and in the task the API shows, whatever the comment says', async () => {
    const { db } = database;
    const campaign = await createCampaign(db);
    const cases = [null, new Date(Date.now() - HOUR)].flatMap((draftSubmittedAt) =>
      [null, 'My caption'].flatMap((draftComment) =>
        [false, true].map((draftApproved) => ({ draftSubmittedAt, draftComment, draftApproved })),
      ),
    );
    const users = await createUsers(db, cases.length);
    await db.insert(tasks).values(
      cases.map((columns, index) => ({
        campaignId: campaign.id,
        userId: users[index]?.id ?? '',
        status: 'ACCEPTED',
        ...columns,
      })),
    );
    const inSql = rowsOf<{ user_id: string; draft: string }>(
      await db.execute(sql`select t.user_id, ${draftStateSql()} as draft from ${tasks} t
        where t.campaign_id = ${campaign.id}`),
    );
    const shown = await Promise.all(users.map(async (user) => (await listTasks(db, user.id))[0]));
    const inTypeScript = shown.map((task) => (task ? draftStateOf(task) : null));
    expect(inTypeScript).toEqual(users.map((user) => inSql.find((row) => row.user_id === user.id)?.draft));
    // A comment with no draft sent (none is sent yet) is no draft.
    expect(inTypeScript[2]).toBe('none');
    expect(shown.map((task) => task?.draftAwaitingReview)).toEqual(inTypeScript.map((draft) => draft === 'sent'));
  });
});
