import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Group } from '@mantine/core';
import { Link } from 'wouter';
import { QUEUE_KINDS, type QueueKind } from '@portal/domain/admin';
import { adminPaths } from '@/config/admin-paths';
import { useQueueCounts } from '@/features/back-office/shared/api/get-queue-counts';
import { QUEUE_LABELS } from '../queue-labels';

/** The queue pages: the five review queues and the deadline extensions. */
type QueuePage = QueueKind | 'extensions';
const QUEUE_PAGES: readonly QueuePage[] = [...QUEUE_KINDS, 'extensions'];

function hrefOf(page: QueuePage): string {
  if (page === 'payouts') return adminPaths.adminPayouts.getHref();
  if (page === 'extensions') return adminPaths.adminExtensions.getHref();
  return adminPaths.adminQueue.getHref(page);
}

/**
 * The queues with how many items wait in each: the five review queues (the payouts queue is the
 * Payouts page) and the deadline extension requests.
 */
export function QueueNav({ current }: { current: QueuePage }) {
  const { t } = useLingui();
  const counts = useQueueCounts();

  return (
    <Group component="nav" aria-label={t`Review queues`} gap="xs">
      {QUEUE_PAGES.map((kind) => {
        const count = counts.data?.[kind];
        const label = kind === 'extensions' ? t`Deadline extensions` : t(QUEUE_LABELS[kind]);
        const active = kind === current;
        return (
          <Button
            key={kind}
            component={Link}
            to={hrefOf(kind)}
            variant={active ? 'filled' : 'default'}
            aria-current={active ? 'page' : undefined}
            aria-label={count === undefined ? label : `${label} ${count}`}
            rightSection={
              count === undefined ? null : (
                <Badge size="sm" variant={active ? 'white' : 'light'} aria-hidden="true">
                  {count}
                </Badge>
              )
            }
          >
            {/* The space keeps label and count two words in the text shown, as in the name (WCAG 2.5.3). */}
            {count === undefined ? label : `${label} `}
          </Button>
        );
      })}
    </Group>
  );
}
