import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { LIVE_PATH, type LiveEvent } from '@portal/domain/live';
import { liveStreams } from '../../lib/metrics.ts';
import { currentUser } from '../../plugins/bearer.ts';
import { ADMINS } from './live-bus.ts';

/** A comment line this often keeps proxies from closing a quiet stream, and checks the session still lives. */
const HEARTBEAT_MS = 25_000;
/** Streams one user may hold open on one instance (a tab each); a further one closes their oldest. */
const STREAMS_PER_USER = 8;

/**
 * `GET /api/live` (issue 17): a text/event-stream telling the signed-in user's open pages what
 * changed — a creator about their own tasks, a campaign manager about every task — so they read it
 * again at once instead of on the next reload. Events say what changed (after-commit.ts publishes
 * them), never the data: the page reads that through the API with the caller's rights. Registered
 * in the signed-in scope.
 */
export async function liveRoutes(app: FastifyInstance) {
  const bus = app.liveBus;

  /** The open streams, by user, oldest first; each ends with `end`. */
  const open = new Map<string, Set<{ end: () => void }>>();
  app.addHook('preClose', async () => {
    for (const streams of open.values()) for (const stream of streams) stream.end();
  });

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
    let ended = false;
    liveStreams.inc();
    const stream = {
      end: () => {
        // Ended by whichever comes first: the client leaving, the session check, the shutdown.
        if (ended) return;
        ended = true;
        liveStreams.dec();
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
