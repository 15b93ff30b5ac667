import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { LiveEvent } from '@portal/domain/live';
import { notificationKindOf } from '@portal/domain/notifications';
import type { Db } from '../../db/client.ts';
import { onCommit, type Change } from '../../db/commits.ts';
import { ownersOf } from '../tasks/task-lists.ts';
import { ADMINS, createLiveBus, type Audience, type LiveBus } from './live-bus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Carries the live events to the streams open on every instance (live.routes.ts listens). */
    liveBus: LiveBus;
  }
}

/**
 * The live events of committed changes: the task's creator and the campaign managers hear of a
 * task; the creator's notifications too for a notified step; of a conversation read, only the
 * side that read it; of an account notice, the user's notifications.
 */
function eventsOf(changes: readonly Change[], owners: ReadonlyMap<string, string>) {
  const events = new Map<string, { to: Audience; event: LiveEvent }>();
  const add = (to: Audience, event: LiveEvent) => events.set(`${to} ${JSON.stringify(event)}`, { to, event });
  for (const change of changes) {
    if (change.type === 'notice') {
      add(change.userId, { type: 'notification' });
      continue;
    }
    if (change.type === 'campaign' || change.type === 'user') continue;
    const { type, taskId } = change;
    const owner = owners.get(taskId);
    if (type === 'read') {
      // Only the reader's side counts changed: the creator's own sessions, or every manager (one brand side).
      const reader = change.side === 'creator' ? owner : ADMINS;
      if (reader) add(reader, { type, taskId });
      continue;
    }
    if (owner) add(owner, { type, taskId });
    add(ADMINS, { type, taskId });
    if (owner && change.action && notificationKindOf(change.action)) add(owner, { type: 'notification' });
  }
  return events.values();
}

/**
 * What every committed change does, in one place: first the caches that show it read it afresh
 * (the task lists of the tasks' creators, every list for a campaign, the token check of a user),
 * then the open pages hear of it (live.routes.ts), so that a page reading on the news finds the
 * change. The write's own request answers after both. Registered once per app, on its database.
 */
export const afterCommitPlugin = fp(
  async (app: FastifyInstance, options: { db: Db }) => {
    const { db } = options;
    const warn = (error: unknown) => app.log.warn({ err: error }, 'after commit');
    const bus = createLiveBus(app.redis, warn);
    app.decorate('liveBus', bus);

    const afterCommit = async (changes: readonly Change[]) => {
      const taskIds = [...new Set(changes.flatMap((change) => ('taskId' in change ? [change.taskId] : [])))];
      const owners = await ownersOf(db, taskIds);
      await Promise.all([
        app.taskLists.touch([...new Set(owners.values())]),
        ...(changes.some((change) => change.type === 'campaign') ? [app.taskLists.touchAll()] : []),
        ...[...new Set(changes.flatMap((change) => (change.type === 'user' ? [change.userId] : [])))].map((userId) =>
          app.forgetTokenOwner(userId),
        ),
      ]);
      for (const { to, event } of eventsOf(changes, owners)) bus.publish(to, event);
    };
    const stop = onCommit(db, (changes) => afterCommit(changes).catch(warn));
    app.addHook('preClose', async () => stop());
    app.addHook('onClose', () => bus.close());
  },
  { name: 'after-commit', dependencies: ['redis', 'task-lists', 'bearer'] },
);
