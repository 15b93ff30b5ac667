import { eq } from 'drizzle-orm';
import { isRateable, type TaskRating, type TaskRatingInput } from '@portal/domain/admin';
import type { TaskStatus } from '@portal/domain/tasks';
import type { Db } from '../../db/client.ts';
import { tasks } from '../../db/schema/campaigns.ts';
import { users } from '../../db/schema/identity.ts';
import { taskRatings } from '../../db/schema/review.ts';
import { conflict, notFound } from '../../lib/http-error.ts';

/** The managers' latest rating of the work on a task; null while none (404 for no task). */
export async function taskRating(db: Db, taskId: string): Promise<{ rating: TaskRating | null }> {
  const [row] = await db
    .select({
      rating: taskRatings.rating,
      remark: taskRatings.remark,
      ratedBy: users.name,
      ratedAt: taskRatings.ratedAt,
      taskId: tasks.id,
    })
    .from(tasks)
    .leftJoin(taskRatings, eq(taskRatings.taskId, tasks.id))
    .leftJoin(users, eq(users.id, taskRatings.ratedBy))
    .where(eq(tasks.id, taskId));
  if (!row) throw notFound('task-not-found');
  if (row.rating === null || row.ratedAt === null) return { rating: null };
  return {
    rating: { rating: row.rating, remark: row.remark, ratedBy: row.ratedBy, ratedAt: row.ratedAt.toISOString() },
  };
}

/**
 * A manager rates the work on a task, once the brand approved it (`isRateable`, 409 before):
 * the latest rating replaces any earlier one, whoever gave it.
 */
export async function rateTask(db: Db, adminId: string, taskId: string, input: TaskRatingInput, at: Date) {
  await db.transaction(async (tx) => {
    const [task] = await tx.select({ status: tasks.status }).from(tasks).where(eq(tasks.id, taskId)).for('update');
    if (!task) throw notFound('task-not-found');
    if (!isRateable(task.status as TaskStatus)) throw conflict('task-not-rateable');
    const rating = { rating: input.rating, remark: input.remark || null, ratedBy: adminId, ratedAt: at };
    await tx
      .insert(taskRatings)
      .values({ taskId, ...rating })
      .onConflictDoUpdate({ target: taskRatings.taskId, set: rating });
  });
}
