import { sql } from 'drizzle-orm';
import { DEADLINE_REMINDER_EVENTS, type DeadlineReminderEvent, type TaskEventAction } from '@portal/domain/tasks';
import { rowsOf, type Db } from '../../db/client.ts';
import { committed } from '../../db/commits.ts';
import { taskEvents, tasks } from '../../db/schema/campaigns.ts';
import { deadlineRunsSql } from '../../db/sql-tasks.ts';

/**
 * How many hours before the deadline each reminder is due. A reminder stays due until the next
 * one is: a sweep that first finds a task a day before its deadline sends the 24-hour reminder
 * only, never both at once.
 */
const HOURS_BEFORE: Record<DeadlineReminderEvent, number> = { remindDeadline48: 48, remindDeadline24: 24 };

/** The steps that give a task its deadline: accepting it (the campaign's), and an approved extension. */
const DEADLINE_SETTING_ACTIONS: readonly TaskEventAction[] = ['accept', 'approveExtension'];

/** Each reminder with the hours before the deadline it is due from and until (the next one's, or the deadline). */
const WINDOWS = DEADLINE_REMINDER_EVENTS.map((action, index) => {
  const next = DEADLINE_REMINDER_EVENTS[index + 1];
  return { action, from: HOURS_BEFORE[action], until: next ? HOURS_BEFORE[next] : 0 };
});

export interface DeadlineReminder {
  taskId: string;
  action: DeadlineReminderEvent;
}

/**
 * Records the deadline reminders due at `now` in `task_events`, the outbox that tells the creator
 * by the channels they keep on. One is due for a task whose creator still owes work by its
 * deadline (`deadlineRunsSql`: accepted with no draft waiting for review, or rejected), in its
 * window before that deadline (`WINDOWS`), unless the deadline was set after the reminder's
 * moment: a creator who accepted the task, or was given more time, 30 hours before the deadline
 * has just read it, and is reminded 24 hours before only.
 *
 * Each reminder is the task's event of that action for that deadline (`reminded_deadline`), unique
 * by index: of two sweeps at once, on any instances, one records it and the other's insert does
 * nothing. A deadline moved later is reminded of again. Returns the reminders recorded.
 */
export async function recordDeadlineReminders(db: Db, now: Date): Promise<DeadlineReminder[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windows = sql.join(
    WINDOWS.map(({ action, from, until }) => sql`(${action}::text, ${from}::int, ${until}::int)`),
    sql`, `,
  );
  const deadlineSetting = sql.join(
    DEADLINE_SETTING_ACTIONS.map((action) => sql`${action}`),
    sql`, `,
  );
  const widest = Math.max(...WINDOWS.map((window) => window.from));
  const result = await db.execute(sql`
    insert into ${taskEvents} (task_id, from_status, to_status, actor, action, reminded_deadline)
    select t.id, t.status, t.status, 'server', r.action, t.task_deadline
    from ${tasks} t
    join (values ${windows}) as r(action, from_hours, until_hours)
      on t.task_deadline - make_interval(hours => r.from_hours) <= ${at}
      and t.task_deadline - make_interval(hours => r.until_hours) > ${at}
    where t.task_deadline > ${at} and t.task_deadline <= ${at} + make_interval(hours => ${widest}::int)
      and ${deadlineRunsSql()}
      and not exists (select 1 from ${taskEvents} e where e.task_id = t.id and e.action in (${deadlineSetting})
        and e.created_at > t.task_deadline - make_interval(hours => r.from_hours))
    on conflict (task_id, action, reminded_deadline) where reminded_deadline is not null do nothing
    returning task_id, action`);
  const reminders = rowsOf<{ task_id: string; action: DeadlineReminderEvent }>(result).map((row) => ({
    taskId: row.task_id,
    action: row.action,
  }));
  // A creator with the portal open sees the reminder among their notifications at once.
  await committed(
    db,
    reminders.map((reminder) => ({ type: 'task', taskId: reminder.taskId, action: reminder.action })),
  );
  return reminders;
}
