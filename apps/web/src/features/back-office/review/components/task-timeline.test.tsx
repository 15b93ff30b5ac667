import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTaskEvent } from '@/testing/admin-fixtures';
import { renderWithProviders } from '@/testing/render';
import { TaskTimeline } from './task-timeline';

/** The timeline's steps, oldest first. */
const steps = () => [...screen.getByLabelText('Timeline').children];

describe('TaskTimeline', () => {
  it('shows a step that keeps the status as who did what, not as a change from a status to itself', () => {
    renderWithProviders(
      <TaskTimeline
        events={[
          buildTaskEvent({
            id: 1,
            action: 'brandMessage',
            fromStatus: 'ACCEPTED',
            toStatus: 'ACCEPTED',
            actor: 'admin',
            actorName: 'Maya Manager',
            createdAt: '2026-11-03T01:00:00.000Z',
          }),
        ]}
      />,
    );
    expect(steps()).toHaveLength(1);
    expect(within(steps()[0] as HTMLElement).getByText('Maya Manager sent a message')).toBeInTheDocument();
    expect(screen.queryByText(/→/)).not.toBeInTheDocument();
  });

  it('marks an undone decision, and records a rejection reversed with its reason', () => {
    renderWithProviders(
      <TaskTimeline
        events={[
          buildTaskEvent({
            id: 1,
            action: 'reject',
            fromStatus: 'PENDING-CHECKING',
            toStatus: 'REJECTED',
            actor: 'admin',
            actorName: 'Maya Manager',
            remark: 'Wrong product',
            createdAt: '2026-11-03T01:00:00.000Z',
            undoneAt: '2026-11-03T01:00:04.000Z',
          }),
          buildTaskEvent({
            id: 2,
            action: 'reject',
            fromStatus: 'PENDING-CHECKING',
            toStatus: 'REJECTED',
            actor: 'admin',
            actorName: 'Maya Manager',
            remark: 'Blurry',
            createdAt: '2026-11-04T01:00:00.000Z',
          }),
          buildTaskEvent({
            id: 3,
            action: 'reverseRejection',
            fromStatus: 'REJECTED',
            toStatus: 'PENDING-CHECKING',
            actor: 'admin',
            actorName: 'Ben Tan',
            remark: 'It was sharp on my screen',
            createdAt: '2026-11-04T02:00:00.000Z',
          }),
        ]}
      />,
    );
    const [undone, rejected, reversed] = steps();
    expect(undone).toHaveTextContent('Undone');
    expect(undone).toHaveTextContent('the creator was never told');
    expect(rejected).not.toHaveTextContent('Undone');
    expect(reversed).toHaveTextContent('Rejected - Resubmit Required → Pending Approval');
    expect(reversed).toHaveTextContent('Ben Tan · reversed the rejection of the submission');
    expect(reversed).toHaveTextContent('Remark: It was sharp on my screen');
  });
});
