import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { MAX_DRAFT_COMMENT_LENGTH, SUBMISSION_ERRORS, type Task } from '@portal/domain/tasks';
import { FormFailure } from '@/components/form-failure';
import { UploadField } from '@/components/upload-field';
import { translateMessage } from '@/lib/i18n/translate-message';
import { useFormFailure } from '@/lib/use-form-failure';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useFileUploads } from '@/lib/uploads/use-file-uploads';
import { useSubmitDraft } from '../api/submit-draft';
import { useFocusFirstInvalid } from '../hooks/use-focus-first-invalid';
import { MultiSelectNote } from './multi-select-note';
import { SubmissionStep } from './submission-step';

/** SPEC §2 draft of a VIDEO task (comment and files, step 3 the upload) or a DRAFT task (comment only). */
export function DraftSubmissionForm({ task }: { task: Task }) {
  const { t } = useLingui();
  const draftFiles = useFileUploads('draft', task);
  const [draftComment, setDraftComment] = useState('');
  const [attempted, setAttempted] = useState(false);
  const draft = useSubmitDraft();
  const failure = useFormFailure();
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const withFiles = task.campaignDetails.taskType === 'VIDEO';

  const missingComment = draftComment.trim() === '';
  const missingFiles = withFiles && draftFiles.addresses.length === 0;

  /** One draft at a time: a double click sends once; a failure is toasted by the mutation. */
  const submit = useOneAtATime(async () => {
    setAttempted(true);
    if (missingComment || missingFiles) {
      focusFirstInvalid();
      return;
    }
    await failure
      .watching(draft.mutateAsync)({
        taskId: task.id,
        draftComment: draftComment.trim(),
        draftCommentURLArray: withFiles ? draftFiles.addresses : '',
        linkURL: '',
      })
      .catch(() => undefined);
  });

  return (
    <Stack gap="md" ref={formRef}>
      <SubmissionStep step={1} title={t`Prepare your draft`}>
        <Text size="sm">
          <Trans>Prepare your draft following the campaign instructions above, for the brand to approve.</Trans>
        </Text>
      </SubmissionStep>
      <SubmissionStep step={2} title={t`Describe your draft`}>
        <Textarea
          label={t`Draft Comment`}
          withAsterisk
          aria-required
          rows={4}
          maxLength={MAX_DRAFT_COMMENT_LENGTH}
          value={draftComment}
          onChange={(event) => setDraftComment(event.currentTarget.value)}
          error={attempted && missingComment ? translateMessage(SUBMISSION_ERRORS.draftCommentRequired) : null}
        />
      </SubmissionStep>
      {withFiles && (
        <SubmissionStep step={3} title={t`Upload your draft`}>
          <MultiSelectNote />
          <UploadField
            label={t`Draft Files`}
            uploads={draftFiles}
            required
            error={attempted && missingFiles ? translateMessage(SUBMISSION_ERRORS.draftFilesRequired) : null}
          />
        </SubmissionStep>
      )}
      <FormFailure id={failure.id} failure={failure.failure} />
      <Button
        onClick={() => void submit()}
        aria-describedby={failure.describedBy}
        disabled={draftFiles.uploading}
        loading={draft.isPending}
        style={{ alignSelf: 'flex-start' }}
      >
        <Trans>Submit Draft</Trans>
      </Button>
    </Stack>
  );
}
