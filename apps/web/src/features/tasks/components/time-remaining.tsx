import { Paper, Text } from '@mantine/core';
import { formatDetailCountdown, timeRemaining } from '@portal/domain/tasks';
import { useNow } from '@/lib/use-now';

const ONE_SECOND = 1000;

/** SPEC §2: the time left until the task's deadline in days, hours, minutes and seconds, refreshed every second. */
export function TimeRemaining({ deadline }: { deadline: string | null }) {
  const now = useNow(ONE_SECOND);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Time Remaining">
      <Text fw={600}>Time Remaining</Text>
      <Text size="lg">{formatDetailCountdown(timeRemaining(deadline, now))}</Text>
    </Paper>
  );
}
