import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { SentFile, SentWork } from '@portal/domain/admin';
import { SentFiles } from '@/components/sent-files';
import { formatDateTime } from '@/lib/format-date';
import { useTaskHistory } from '../api/get-task-history';

interface HistoryEntry {
  id: string;
  kind: 'Draft' | 'Submission' | 'Report';
  createdAt: string;
  linkUrl: string | null;
  draftComment: string | null;
  files: SentFile[];
}

/** Submissions (drafts and finals) and reports in one list, newest first. */
function entriesOf({ submissions, reports }: SentWork): HistoryEntry[] {
  return [
    ...submissions.map((submission) => ({
      id: `submission-${submission.id}`,
      kind: submission.stage === 'DRAFT' ? ('Draft' as const) : ('Submission' as const),
      createdAt: submission.createdAt,
      linkUrl: submission.linkUrl,
      draftComment: submission.draftComment,
      files: submission.files,
    })),
    ...reports.map((report) => ({
      id: `report-${report.id}`,
      kind: 'Report' as const,
      createdAt: report.createdAt,
      linkUrl: null,
      draftComment: null,
      files: report.files,
    })),
  ].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

const kindColor = { Draft: 'grape', Submission: 'blue', Report: 'teal' } as const;

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const when = formatDateTime(entry.createdAt);
  return (
    <Paper withBorder radius="sm" p="sm" component="article" aria-label={`${entry.kind} of ${when}`}>
      <Stack gap="xs">
        <Group gap="xs">
          <Badge variant="light" tt="none" color={kindColor[entry.kind]}>
            {entry.kind}
          </Badge>
          <Text size="sm" c="dimmed">
            <time dateTime={entry.createdAt}>{when}</time>
          </Text>
        </Group>
        {entry.linkUrl && (
          <Anchor
            href={entry.linkUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {entry.linkUrl}
          </Anchor>
        )}
        {entry.draftComment && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {entry.draftComment}
          </Text>
        )}
        {entry.files.length > 0 && <SentFiles files={entry.files} />}
      </Stack>
    </Paper>
  );
}

/** What the creator has sent for a task, newest first; nothing while it loads or when nothing was sent. */
export function TaskHistory({ taskId }: { taskId: string }) {
  const headingId = useId();
  const history = useTaskHistory(taskId);
  const entries = history.data ? entriesOf(history.data) : [];
  /** A failed refetch keeps showing what was loaded; only a load with nothing to show says it failed. */
  const failed = history.isError && !history.data;

  if (!failed && entries.length === 0) {
    return null;
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        Submission history
      </Title>
      {failed ? (
        <Group gap="xs">
          <Text size="sm" c="red">
            Could not load your submission history.
          </Text>
          <Button
            size="compact-sm"
            variant="default"
            loading={history.isFetching}
            onClick={() => void history.refetch()}
          >
            Retry
          </Button>
        </Group>
      ) : (
        entries.map((entry) => <HistoryItem key={entry.id} entry={entry} />)
      )}
    </Stack>
  );
}
