import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-label={t`Submissions`}>
        <Text fw={600}>
          <Trans>Submissions</Trans>
        </Text>
        {submissions.length === 0 && (
          <Text size="sm" c="dimmed">
            <Trans>Nothing submitted yet.</Trans>
          </Text>
        )}
        {newestFirst(submissions).map((submission) => (
          <SentWorkItem
            key={submission.id}
            kind={submission.stage === 'DRAFT' ? t`Draft` : t`Final submission`}
            color={submission.stage === 'DRAFT' ? 'grape' : 'blue'}
            createdAt={submission.createdAt}
          >
            {submission.linkUrl && (
              <Text size="sm">
                <Trans>
                  Link: <ExternalLink href={submission.linkUrl} />
                </Trans>
              </Text>
            )}
            {submission.draftComment && (
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                <Trans>Draft comment: {submission.draftComment}</Trans>
              </Text>
            )}
            <SentFiles files={submission.files} />
          </SentWorkItem>
        ))}
      </Stack>
      <Stack gap="sm" component="section" aria-label={t`Reports`}>
        <Text fw={600}>
          <Trans>Reports</Trans>
        </Text>
        {reports.length === 0 && (
          <Text size="sm" c="dimmed">
            <Trans>No reports.</Trans>
          </Text>
        )}
        {newestFirst(reports).map((report) => (
          <SentWorkItem
            key={report.id}
            kind={t`Report`}
            createdAt={report.createdAt}
            status={
              <Text size="sm">
                {report.reviewedAt ? t`Approved ${formatDateTime(report.reviewedAt)}` : t`Awaiting review`}
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
