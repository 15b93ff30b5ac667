import type { MantineColor } from '@mantine/core';
import { STATUS_TONES, type TaskStatus } from '@portal/domain/tasks';

/** The one colour of each meaning of a status, on the creator's screens and the back office's (the theme keeps each readable). */
const TONE_COLORS = {
  waiting: 'blue',
  action: 'orange',
  done: 'teal',
  problem: 'red',
} as const satisfies Record<(typeof STATUS_TONES)[TaskStatus], MantineColor>;

/** The colour of what `status` means to the creator: waiting, an action of theirs, done, or a problem. */
export const statusColor = (status: TaskStatus): MantineColor => TONE_COLORS[STATUS_TONES[status]];
