import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Group } from '@mantine/core';
import { Link } from 'wouter';
import { QUEUE_KINDS, type QueueKind } from '@portal/domain/admin';
import { paths } from '@/config/paths';
import { useQueueCounts } from '../api/get-queue-counts';
import { QUEUE_LABELS } from '../queue-labels';

/** The five queues with how many items wait in each; the payouts queue is the Payouts page. */
export function QueueNav({ current }: { current: QueueKind }) {
  const { t } = useLingui();
  const counts = useQueueCounts();

  return (
    <Group component="nav" aria-label={t`Review queues`} gap="xs">
      {QUEUE_KINDS.map((kind) => {
        const count = counts.data?.[kind];
        const label = t(QUEUE_LABELS[kind]);
        const active = kind === current;
        return (
          <Button
            key={kind}
            component={Link}
            to={kind === 'payouts' ? paths.adminPayouts.getHref() : paths.adminQueue.getHref(kind)}
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
