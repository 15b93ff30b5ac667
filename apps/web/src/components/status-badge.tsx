import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { STATUS_TONES, type TaskStatus } from '@portal/domain/tasks';
import { statusColor } from './status-tone';

/** A badge whose long label (or its translation) wraps on a narrow screen rather than being cut off. */
export const WRAPPING_BADGE = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%' },
  label: { whiteSpace: 'normal' },
} as const;

/**
 * A task's status as a badge coloured by what it means to the creator, the same colour on the
 * creator's screens and the back office's; `children` is its label, `size` smaller in a table.
 */
export function StatusBadge({
  status,
  size = 'lg',
  children,
}: {
  status: TaskStatus;
  size?: BadgeProps['size'];
  children: ReactNode;
}) {
  return (
    <Badge
      variant="light"
      color={statusColor(status)}
      data-tone={STATUS_TONES[status]}
      tt="none"
      size={size}
      radius="sm"
      fw={600}
      styles={WRAPPING_BADGE}
    >
      {children}
    </Badge>
  );
}
