import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format-date';

interface SentWorkItemProps {
  /** What was sent, e.g. 'Draft' or 'Report': the badge, and with the time the article's accessible name. */
  kind: string;
  /** The badge's colour; Mantine's primary colour when left out. */
  color?: MantineColor;
  /** When it was sent (ISO 8601). */
  createdAt: string;
  /** More in the heading line, after the time. */
  status?: ReactNode;
  /** The link, comment and files that were sent. */
  children: ReactNode;
}

/** One thing an influencer sent for a task (a draft, a submission, a report): its kind and time, then its content. */
export function SentWorkItem({ kind, color, createdAt, status, children }: SentWorkItemProps) {
  const { t } = useLingui();
  const when = formatDateTime(createdAt);
  return (
    <Paper withBorder radius="sm" p="sm" component="article" aria-label={t`${kind} of ${when}`}>
      <Stack gap="xs">
        <Group gap="xs">
          <Badge variant="light" tt="none" color={color}>
            {kind}
          </Badge>
          <Text size="sm" c="dimmed">
            <time dateTime={createdAt}>{when}</time>
          </Text>
          {status}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
