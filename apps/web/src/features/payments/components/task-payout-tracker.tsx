import { AT_PAYMENT_STATUSES, isStatusIn, type TaskStatus } from '@portal/domain/tasks';
import { PayoutTracker } from '@/components/payout-tracker';
import { usePayoutTrackerOfTask } from '../api/get-payout-trackers';

/**
 * A task's payout, once approved for payment: where it stands, from the creator's payouts (one
 * query, shared with their other pages). Nothing while it loads or if it fails: the task's payment
 * line above it still says when it is due or was paid.
 */
export function TaskPayoutTracker({ taskId, status }: { taskId: string; status: TaskStatus }) {
  const tracker = usePayoutTrackerOfTask(taskId, isStatusIn(AT_PAYMENT_STATUSES, status));
  return tracker.data ? <PayoutTracker tracker={tracker.data} /> : null;
}
