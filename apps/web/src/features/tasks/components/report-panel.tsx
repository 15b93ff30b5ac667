import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { SUBMISSION_ERRORS, type Task } from '@portal/domain/tasks';
import { UploadField } from '@/components/upload-field';
import { paths } from '@/config/paths';
import { translateMessage } from '@/lib/i18n/translate-message';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useFileUploads } from '@/lib/uploads/use-file-uploads';
import { useSubmitReport } from '../api/submit-report';
import { useFocusFirstInvalid } from '../hooks/use-focus-first-invalid';
import { MultiSelectNote } from './multi-select-note';

/** SPEC §2 report panel of an APPROVED-PENDING-REPORT task: report screenshots are required, then submit. */
export function ReportPanel({ task }: { task: Task }) {
  const { t } = useLingui();
  const reportFiles = useFileUploads('report', task);
  const [attempted, setAttempted] = useState(false);
  const report = useSubmitReport();
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const missingFiles = reportFiles.addresses.length === 0;

  /** One report at a time: a double click sends once; a failure is toasted by the mutation. */
  const submit = useOneAtATime(async () => {
    setAttempted(true);
    if (missingFiles) {
      focusFirstInvalid();
      return;
    }
    await report.mutateAsync({ taskId: task.id, reportURL: reportFiles.addresses }).catch(() => undefined);
  });

  return (
    <Stack gap="md" component="section" aria-label={t`Report`} ref={formRef}>
      <Title order={2} size="h3">
        {t`Report`}
      </Title>
      <Anchor href={paths.exampleReport.getHref()} target="_blank" rel="noopener noreferrer">
        <Trans>View example report</Trans>
      </Anchor>
      <MultiSelectNote />
      <UploadField
        label={t`Report Screenshots`}
        uploads={reportFiles}
        required
        error={attempted && missingFiles ? translateMessage(SUBMISSION_ERRORS.screenshotRequired) : null}
      />
      <Button
        onClick={() => void submit()}
        disabled={reportFiles.uploading}
        loading={report.isPending}
        style={{ alignSelf: 'flex-start' }}
      >
        <Trans>Submit Report</Trans>
      </Button>
    </Stack>
  );
}
