import { Anchor, Button, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { SUBMISSION_MESSAGES, type Task } from '@portal/domain/tasks';
import { UploadField } from '@/components/upload-field';
import { paths } from '@/config/paths';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useFileUploads } from '@/lib/uploads/use-file-uploads';
import { useSubmitReport } from '../api/submit-report';
import { MultiSelectNote } from './multi-select-note';

/** SPEC §2 report panel of an APPROVED-PENDING-REPORT task: report screenshots are required, then submit. */
export function ReportPanel({ task }: { task: Task }) {
  const reportFiles = useFileUploads('report', task);
  const [attempted, setAttempted] = useState(false);
  const report = useSubmitReport();
  const missingFiles = reportFiles.addresses.length === 0;

  /** One report at a time: a double click sends once; a failure is toasted by the mutation. */
  const submit = useOneAtATime(async () => {
    setAttempted(true);
    if (missingFiles) {
      return;
    }
    await report.mutateAsync({ taskId: task.id, reportURL: reportFiles.addresses }).catch(() => undefined);
  });

  return (
    <Stack gap="md" component="section" aria-label="Report">
      <Title order={2} size="h3">
        Report
      </Title>
      <Anchor href={paths.exampleReport.getHref()} target="_blank" rel="noopener noreferrer">
        View example report
      </Anchor>
      <MultiSelectNote />
      <UploadField
        label="Report Screenshots"
        uploads={reportFiles}
        error={attempted && missingFiles ? SUBMISSION_MESSAGES.screenshotRequired : null}
      />
      <Button
        onClick={() => void submit()}
        disabled={reportFiles.uploading}
        loading={report.isPending}
        style={{ alignSelf: 'flex-start' }}
      >
        Submit Report
      </Button>
    </Stack>
  );
}
