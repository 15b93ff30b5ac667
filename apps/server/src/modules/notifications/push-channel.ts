import type { PushPayload } from '@portal/domain/notifications';

/**
 * How the notification outbox reaches a creator's devices by Web Push: the outbox decides whom
 * and what (the creator's preferences), the channel delivers to every device they subscribed.
 * A failure of one device never fails the event's other channels.
 */
export interface PushChannel {
  deliver(userId: string, payload: PushPayload): Promise<void>;
}
