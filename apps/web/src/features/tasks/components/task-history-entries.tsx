import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import type { SentFile, SentWork } from '@portal/domain/admin';
import { ExternalLink } from '@/components/external-link';
import { SentFiles } from '@/components/sent-files';
import { SentWorkItem } from '@/components/sent-work-item';

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
  const { t } = useLingui();
  const kindLabel = { Draft: t`Draft`, Submission: t`Submission`, Report: t`Report` }[entry.kind];
  return (
    <SentWorkItem kind={kindLabel} color={kindColor[entry.kind]} createdAt={entry.createdAt}>
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

/** The entries of what was sent, newest first. */
export function HistoryEntries({ work }: { work: SentWork }) {
  return entriesOf(work).map((entry) => <HistoryItem key={entry.id} entry={entry} />);
}
