import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { SentFile, SentWork } from '@portal/domain/admin';
import { ExternalLink } from '@/components/external-link';
import { SentFiles } from '@/components/sent-files';
import { SentWorkItem } from '@/components/sent-work-item';
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
  return (
    <SentWorkItem kind={entry.kind} color={kindColor[entry.kind]} createdAt={entry.createdAt}>
      {entry.linkUrl && <ExternalLink href={entry.linkUrl} />}
      {entry.draftComment && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {entry.draftComment}
        </Text>
      )}
      {entry.files.length > 0 && <SentFiles files={entry.files} />}
    </SentWorkItem>
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
