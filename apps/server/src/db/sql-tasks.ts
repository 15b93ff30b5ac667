import { sql, type SQL } from 'drizzle-orm';
import {
  DEADLINE_RUNS,
  REVIEW_WAITS,
  SENT_WORKS,
  SUB_STATES,
  type DraftState,
  type ReportState,
  type SentWork,
  type SubState,
  type SubStateName,
  type TaskStatus,
} from '@portal/domain/tasks';
import { reports } from './schema/submissions.ts';

/**
 * The SQL of the domain's task sub-states (`SUB_STATES`), so a query selects exactly the tasks
 * `inSubState` says are in one. `task` is the alias (or table name) of the tasks row; `campaign`
 * that of its campaign, which only report sub-states read.
 */
export interface TaskAliases {
  task?: string;
  campaign?: string;
}

/** A list of values, as parameters for `in (...)`. */
const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** Each fact as one SQL value of its domain type, read from the task's columns (a draft sent: `draftWasSent`). */
const FACT_SQL = {
  draft: (t: SQL): SQL<DraftState> =>
    sql`(case when ${t}.draft_approved then 'approved' when ${t}.draft_submitted_at is not null then 'sent' else 'none' end)`,
  report: (t: SQL, c: SQL): SQL<ReportState> =>
    sql`coalesce((select case when r.reviewed_at is null then 'waiting' else 'approved' end from ${reports} r
      where r.task_id = ${t}.id order by r.created_at desc, r.id desc limit 1),
      case when ${c}.requires_report then 'owed' else 'notOwed' end)`,
};

/** The condition that task `t`'s status is one of `statuses` (a named set, or a transition's `from`). */
export function statusInSql(statuses: readonly TaskStatus[], aliases: TaskAliases = {}): SQL {
  return sql`${sql.raw(aliases.task ?? 't')}.status in (${listOf(statuses)})`;
}

/** The condition that task `t` (of campaign `c`) is in sub-state `name`. */
export function inSubStateSql(name: SubStateName, aliases: TaskAliases = {}): SQL {
  const t = sql.raw(aliases.task ?? 't');
  const c = sql.raw(aliases.campaign ?? 'c');
  const subState: SubState = SUB_STATES[name];
  const conditions = [statusInSql(subState.statuses, aliases)];
  if (subState.draft) conditions.push(sql`${FACT_SQL.draft(t)} in (${listOf(subState.draft)})`);
  if (subState.report) conditions.push(sql`${FACT_SQL.report(t, c)} in (${listOf(subState.report)})`);
  return sql`(${sql.join(conditions, sql` and `)})`;
}

/** The condition that task `t`'s deadline runs: the domain's `DEADLINE_RUNS`, as `deadlineRuns` reads it. */
export function deadlineRunsSql(aliases: TaskAliases = {}): SQL {
  return sql`(${statusInSql(DEADLINE_RUNS.statuses, aliases)} and not ${inSubStateSql(DEADLINE_RUNS.unless, aliases)})`;
}

/**
 * When task `t`'s `work` was last sent (`SentTimes`). A final submission sent before its date was
 * kept counts from the task's last change; the expression is the index tasks_status_submitted_idx's.
 */
export function sentAtSql(work: SentWork, aliases: TaskAliases = {}): SQL {
  const t = sql.raw(aliases.task ?? 't');
  switch (work) {
    case 'submission':
      return sql`coalesce(${t}.submission_date, ${t}.updated_at)`;
    case 'draft':
      return sql`${t}.draft_submitted_at`;
    case 'report':
      return sql`(select max(r.created_at) from ${reports} r where r.task_id = ${t}.id)`;
  }
}

/** When task `t`'s work now waiting for review was sent, null when none waits: the domain's `reviewSentAt`. */
export function reviewSentAtSql(aliases: TaskAliases = {}): SQL {
  const cases = SENT_WORKS.map(
    (work) => sql`when ${inSubStateSql(REVIEW_WAITS[work], aliases)} then ${sentAtSql(work, aliases)}`,
  );
  return sql`(case ${sql.join(cases, sql` `)} end)`;
}

/** Task `t`'s draft fact, for a query that groups tasks by it. */
export function draftStateSql(aliases: TaskAliases = {}): SQL<DraftState> {
  return FACT_SQL.draft(sql.raw(aliases.task ?? 't'));
}

/** Task `t`'s report fact (of campaign `c`), for a step that checks it after moving the task. */
export function reportStateSql(aliases: TaskAliases = {}): SQL<ReportState> {
  return FACT_SQL.report(sql.raw(aliases.task ?? 't'), sql.raw(aliases.campaign ?? 'c'));
}
