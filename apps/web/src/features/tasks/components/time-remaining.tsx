import { useLingui } from '@lingui/react/macro';
import { Paper, Text } from '@mantine/core';
import { timeRemaining } from '@portal/domain/tasks';
import { useNow } from '@/lib/use-now';
import { formatDetailCountdown } from '../format-countdown';

const ONE_SECOND = 1000;

/** SPEC §2: the time left until the task's deadline in days, hours, minutes and seconds, refreshed every second. */
export function TimeRemaining({ deadline }: { deadline: string | null }) {
  const { t } = useLingui();
  const now = useNow(ONE_SECOND);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t`Time Remaining`}>
      <Text fw={600}>{t`Time Remaining`}</Text>
      <Text size="lg">{formatDetailCountdown(timeRemaining(deadline, now))}</Text>
    </Paper>
  );
}
