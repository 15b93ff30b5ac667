import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STATUS_TONES, TASK_STATUSES } from '@portal/domain/tasks';
import { StatusBadge } from '@/components/status-badge';
import { renderWithProviders } from '@/testing/render';
import { TaskStatusBadge } from './task-status-badge';

/** Waiting blue, the creator's action orange, done teal, a problem red. */
const TONE_COLOURS = { waiting: 'blue', action: 'orange', done: 'teal', problem: 'red' } as const;

describe('a task status in the back office', () => {
  it('has the colour the status has on the creator’s screens, by what it means, in the back office’s words', () => {
    renderWithProviders(
      <>
        {TASK_STATUSES.map((status) => (
          <div key={status} data-testid={status}>
            <TaskStatusBadge status={status} />
            <StatusBadge status={status}>creator</StatusBadge>
          </div>
        ))}
      </>,
    );

    for (const status of TASK_STATUSES) {
      const [backOffice, creator] = screen.getByTestId(status).querySelectorAll('.mantine-Badge-root');
      expect(backOffice).toHaveAttribute('data-tone', STATUS_TONES[status]);
      // The same colour: Mantine sets a badge's colour as its --badge-bg and --badge-color.
      expect((backOffice as HTMLElement).style.getPropertyValue('--badge-color')).toContain(
        `--mantine-color-${TONE_COLOURS[STATUS_TONES[status]]}-`,
      );
      expect((backOffice as HTMLElement).style.getPropertyValue('--badge-bg')).toBe(
        (creator as HTMLElement).style.getPropertyValue('--badge-bg'),
      );
      expect((backOffice as HTMLElement).style.getPropertyValue('--badge-color')).toBe(
        (creator as HTMLElement).style.getPropertyValue('--badge-color'),
      );
    }
    expect(screen.getByTestId('APPLICATION-REJECTED')).toHaveTextContent('Application Rejected');
  });
});
