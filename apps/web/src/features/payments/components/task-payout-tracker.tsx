import { loadAccountMessages } from '@portal/domain/i18n';
import { useCatalogue } from '@/lib/i18n/use-catalogue';
import { usePayoutTrackerOfTask } from '../api/get-payout-trackers';
import { PayoutTracker } from './payout-tracker';

/**
 * A task's payout, once approved for payment: where it stands, from the creator's payouts (one
 * query, shared with their other pages), in the words of the account screens' catalogue, which
 * the task page loads only then. Nothing while they load or if either fails: the task's payment
 * line above it still says when it is due or was paid.
 */
export function TaskPayoutTracker({ taskId }: { taskId: string }) {
  const tracker = usePayoutTrackerOfTask(taskId);
  const catalogue = useCatalogue(loadAccountMessages);
  return tracker.data && catalogue.status === 'loaded' ? <PayoutTracker tracker={tracker.data} /> : null;
}
