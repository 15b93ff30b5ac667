import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { LiveEvent } from '@portal/domain/live';

/** Who hears an event: one user (by id), or every campaign manager. */
export type Audience = string | 'admins';

export const ADMINS: Audience = 'admins';

/**
 * Carries live events to the streams open on every instance: within this process by default;
 * through one Redis channel when the instances share a Redis, every instance (this one too)
 * hearing it and handing it to its own streams.
 */
export interface LiveBus {
  publish(to: Audience, event: LiveEvent): void;
  /** Answers the unsubscribe. */
  subscribe(to: Audience, listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

/** Shared by every instance on the Redis (and every test app on the test Redis: audiences are user ids). */
const CHANNEL = 'portal:live';

interface Envelope {
  to: Audience;
  event: LiveEvent;
}

/**
 * `redis` publishes; listening takes a connection of its own (a subscribed connection can do
 * nothing else), made here and closed with the bus.
 */
export function createLiveBus(redis: Redis | null, warn: (error: unknown) => void): LiveBus {
  const local = new EventEmitter();
  // Every open stream is one listener; the cap per user lives in the route.
  local.setMaxListeners(0);
  const deliver = ({ to, event }: Envelope) => local.emit(to, event);
  const subscribe = (to: Audience, listener: (event: LiveEvent) => void) => {
    local.on(to, listener);
    return () => void local.off(to, listener);
  };
  if (!redis) {
    return { publish: (to, event) => deliver({ to, event }), subscribe, close: async () => {} };
  }

  // Subscribed at each connection, the first included: no command waits for one (plugins/redis.ts).
  const listener = redis.duplicate({ autoResubscribe: false });
  listener.on('ready', () => void listener.subscribe(CHANNEL).catch(warn));
  listener.on('error', warn);
  listener.on('message', (_channel: string, text: string) => {
    try {
      deliver(JSON.parse(text) as Envelope);
    } catch (error) {
      warn(error);
    }
  });
  return {
    publish(to, event) {
      const envelope: Envelope = { to, event };
      // Unreachable, Redis loses it for the other instances; this one's streams still hear it.
      redis.publish(CHANNEL, JSON.stringify(envelope)).catch((error: unknown) => {
        warn(error);
        deliver(envelope);
      });
    },
    subscribe,
    close: async () => void (await listener.quit().catch(() => listener.disconnect())),
  };
}
