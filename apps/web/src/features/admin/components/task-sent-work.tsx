import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { SentReport, SentSubmission } from '@portal/domain/admin';
import { SentFiles } from '@/components/sent-files';
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
          <Paper
            key={submission.id}
            withBorder
            radius="sm"
            p="sm"
            component="article"
            aria-label={`${submission.stage === 'DRAFT' ? 'Draft' : 'Final submission'} of ${formatDateTime(submission.createdAt)}`}
          >
            <Stack gap="xs">
              <Group gap="xs">
                <Badge variant="light" tt="none" color={submission.stage === 'DRAFT' ? 'grape' : 'blue'}>
                  {submission.stage === 'DRAFT' ? 'Draft' : 'Final submission'}
                </Badge>
                <Text size="sm" c="dimmed">
                  <time dateTime={submission.createdAt}>{formatDateTime(submission.createdAt)}</time>
                </Text>
              </Group>
              {submission.linkUrl && (
                <Text size="sm">
                  Link:{' '}
                  <Anchor href={submission.linkUrl} target="_blank" rel="noreferrer">
                    {submission.linkUrl}
                  </Anchor>
                </Text>
              )}
              {submission.draftComment && (
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  Draft comment: {submission.draftComment}
                </Text>
              )}
              <SentFiles files={submission.files} />
            </Stack>
          </Paper>
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
          <Paper
            key={report.id}
            withBorder
            radius="sm"
            p="sm"
            component="article"
            aria-label={`Report of ${formatDateTime(report.createdAt)}`}
          >
            <Stack gap="xs">
              <Group gap="xs">
                <Badge variant="light" tt="none">
                  Report
                </Badge>
                <Text size="sm" c="dimmed">
                  <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
                </Text>
                <Text size="sm">
                  {report.reviewedAt ? `Approved ${formatDateTime(report.reviewedAt)}` : 'Awaiting review'}
                </Text>
              </Group>
              <SentFiles files={report.files} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
