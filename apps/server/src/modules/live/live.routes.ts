import { PassThrough } from 'node:stream';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { LIVE_PATH, type LiveEvent } from '@portal/domain/live';
import { notificationKindOf } from '@portal/domain/notifications';
import type { Db } from '../../db/client.ts';
import { tasks } from '../../db/schema/campaigns.ts';
import { currentUser } from '../../plugins/bearer.ts';
import type { TaskLists } from '../tasks/task-lists.ts';
import { watchCommits, type TaskChange } from './commits.ts';
import { ADMINS, createLiveBus, type Audience, type LiveBus } from './live-bus.ts';

/** A comment line this often keeps proxies from closing a quiet stream, and checks the session still lives. */
const HEARTBEAT_MS = 25_000;
/** Streams one user may hold open on one instance (a tab each); a further one closes their oldest. */
const STREAMS_PER_USER = 8;

/**
 * Who hears a committed change: the task's creator and the campaign managers; the creator's
 * notifications too for a notified step; of a conversation read, only the side that read it. The
 * creators' task lists are dropped first (the write's route drops them too, but after this may
 * have run): the list a page reads on the news is new.
 */
async function publishChanges(db: Db, bus: LiveBus, taskLists: TaskLists, changes: readonly TaskChange[]) {
  const taskIds = [...new Set(changes.map((change) => change.taskId))];
  const owners = new Map(
    (await db.select({ id: tasks.id, userId: tasks.userId }).from(tasks).where(inArray(tasks.id, taskIds))).map(
      (task) => [task.id, task.userId],
    ),
  );
  await taskLists.touch([...new Set(owners.values())]);
  const sent = new Set<string>();
  const publish = (to: Audience, event: LiveEvent) => {
    const key = `${to} ${JSON.stringify(event)}`;
    if (sent.has(key)) return;
    sent.add(key);
    bus.publish(to, event);
  };
  for (const change of changes) {
    const { type, taskId } = change;
    const owner = owners.get(taskId);
    if (type === 'read') {
      // Only the reader's side counts changed: the creator's own sessions, or every manager (one brand side).
      const reader = change.side === 'creator' ? owner : ADMINS;
      if (reader) publish(reader, { type, taskId });
      continue;
    }
    if (owner) publish(owner, { type, taskId });
    publish(ADMINS, { type, taskId });
    if (owner && change.action && notificationKindOf(change.action)) publish(owner, { type: 'notification' });
  }
}

/**
 * `GET /api/live` (issue 17): a text/event-stream telling the signed-in user's open pages what
 * changed — a creator about their own tasks, a campaign manager about every task — so they read it
 * again at once instead of on the next reload. Events say what changed, never the data: the page
 * reads that through the API with the caller's rights. Registered in the signed-in scope.
 */
export async function liveRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const warn = (error: unknown) => app.log.warn({ err: error }, 'live events');
  const bus = createLiveBus(app.redis, warn);
  const unwatch = watchCommits(db, (changes) => void publishChanges(db, bus, app.taskLists, changes).catch(warn));

  /** The open streams, by user, oldest first; each ends with `end`. */
  const open = new Map<string, Set<{ end: () => void }>>();
  app.addHook('preClose', async () => {
    unwatch();
    for (const streams of open.values()) for (const stream of streams) stream.end();
  });
  app.addHook('onClose', () => bus.close());

  app.get(LIVE_PATH, { compress: false, schema: { hide: true } }, async (request, reply) => {
    const user = currentUser(request);
    const authorization = request.headers.authorization;
    const body = new PassThrough();
    const write = (text: string) => void body.write(text);
    const onEvent = (event: LiveEvent) => write(`data: ${JSON.stringify(event)}\n\n`);
    const unsubscribe = [
      bus.subscribe(user.id, onEvent),
      ...(user.role === 'admin' ? [bus.subscribe(ADMINS, onEvent)] : []),
    ];
    // The session is checked again with each heartbeat: signing out, a ban, the token's expiry or
    // a change of role (a manager who is one no more hears the back office's news) ends the stream.
    const heartbeat = setInterval(() => {
      app.verifyBearer(authorization).then(
        (current) => (current.role === user.role ? write(': heartbeat\n\n') : stream.end()),
        () => stream.end(),
      );
    }, HEARTBEAT_MS);
    const mine = open.get(user.id) ?? new Set();
    const stream = {
      end: () => {
        clearInterval(heartbeat);
        for (const stop of unsubscribe) stop();
        mine.delete(stream);
        if (mine.size === 0 && open.get(user.id) === mine) open.delete(user.id);
        body.end();
      },
    };
    if (mine.size >= STREAMS_PER_USER) [...mine][0]?.end();
    mine.add(stream);
    open.set(user.id, mine);
    reply.raw.on('close', stream.end);
    // A client gone before the handler ran has closed already: nothing would end its stream.
    if (request.raw.socket.destroyed) stream.end();

    // Sent as they come: no compression (above), no buffering proxy, no cache.
    reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no');
    write(': connected\n\n');
    return reply.send(body);
  });
}
