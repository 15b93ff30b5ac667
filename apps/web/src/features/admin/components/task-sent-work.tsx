import { Stack, Text } from '@mantine/core';
import type { SentReport, SentSubmission } from '@portal/domain/admin';
import { ExternalLink } from '@/components/external-link';
import { SentFiles } from '@/components/sent-files';
import { SentWorkItem } from '@/components/sent-work-item';
import { formatDateTime } from '@/lib/format-date';

const newestFirst = <T extends { createdAt: string }>(items: T[]) =>
  [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/** Every submission (drafts and finals) and report of a task, newest first, with their files. */
export function TaskSentWork({ submissions, reports }: { submissions: SentSubmission[]; reports: SentReport[] }) {
  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-label="Submissions">
        <Text fw={600}>Submissions</Text>
        {submissions.length === 0 && (
          <Text size="sm" c="dimmed">
            Nothing submitted yet.
          </Text>
        )}
        {newestFirst(submissions).map((submission) => (
          <SentWorkItem
            key={submission.id}
            kind={submission.stage === 'DRAFT' ? 'Draft' : 'Final submission'}
            color={submission.stage === 'DRAFT' ? 'grape' : 'blue'}
            createdAt={submission.createdAt}
          >
            {submission.linkUrl && (
              <Text size="sm">
                Link: <ExternalLink href={submission.linkUrl} />
              </Text>
            )}
            {submission.draftComment && (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                Draft comment: {submission.draftComment}
              </Text>
            )}
            <SentFiles files={submission.files} />
          </SentWorkItem>
        ))}
      </Stack>
      <Stack gap="sm" component="section" aria-label="Reports">
        <Text fw={600}>Reports</Text>
        {reports.length === 0 && (
          <Text size="sm" c="dimmed">
            No reports.
          </Text>
        )}
        {newestFirst(reports).map((report) => (
          <SentWorkItem
            key={report.id}
            kind="Report"
            createdAt={report.createdAt}
            status={
              <Text size="sm">
                {report.reviewedAt ? `Approved ${formatDateTime(report.reviewedAt)}` : 'Awaiting review'}
              </Text>
            }
          >
            <SentFiles files={report.files} />
          </SentWorkItem>
        ))}
      </Stack>
    </Stack>
  );
}
