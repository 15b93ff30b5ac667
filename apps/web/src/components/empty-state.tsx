import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/** A light drawing of an empty tray: decoration beside the words that say what is empty. */
function EmptyTrayDrawing() {
  return (
    <svg width="120" height="88" viewBox="0 0 120 88" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="80" rx="46" ry="6" fill="var(--mantine-color-violet-1)" />
      <rect x="22" y="14" width="76" height="52" rx="10" fill="var(--mantine-color-violet-0)" />
      <rect x="34" y="26" width="36" height="6" rx="3" fill="var(--mantine-color-violet-3)" />
      <rect x="34" y="38" width="52" height="6" rx="3" fill="var(--mantine-color-violet-2)" />
      <path
        d="M14 52h26l6 10h28l6-10h26v18a8 8 0 0 1-8 8H22a8 8 0 0 1-8-8z"
        fill="var(--mantine-color-violet-filled)"
      />
    </svg>
  );
}

interface EmptyStateProps {
  /** What is empty, in the screen's own words. */
  message: ReactNode;
  /** The next step from here, when there is one. */
  action?: { label: string; href: string };
}

/** An empty list: a drawing, what is empty, and where to go next. */
export function EmptyState({ message, action }: EmptyStateProps) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <EmptyTrayDrawing />
      <Text maw={420}>{message}</Text>
      {action && (
        <Button component={Link} to={action.href} variant="light">
          {action.label}
        </Button>
      )}
    </Stack>
  );
}
