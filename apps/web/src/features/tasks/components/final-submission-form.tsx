import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SentWork } from '@portal/domain/admin';
import { MAX_LINK_LENGTH, needsLink, postLinkError, SUBMISSION_ERRORS, type Task } from '@portal/domain/tasks';
import { FormFailure } from '@/components/form-failure';
import { UploadField } from '@/components/upload-field';
import { translateMessage } from '@/lib/i18n/translate-message';
import { notifyMutationFailure } from '@/lib/mutation-failure';
import { useFormFailure } from '@/lib/use-form-failure';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useFileUploads } from '@/lib/uploads/use-file-uploads';
import { taskHistoryQueryOptions } from '../api/get-task-history';
import { useSubmitTask } from '../api/submit-task';
import { useFocusFirstInvalid } from '../hooks/use-focus-first-invalid';
import { MultiSelectNote } from './multi-select-note';
import { SubmissionStep } from './submission-step';

/** The addresses of the approved draft's files: the newest draft is the one approved (history is newest first). */
const approvedDraftFiles = (work: SentWork | null) =>
  (work?.submissions.find((submission) => submission.stage === 'DRAFT')?.files ?? [])
    .filter((file) => file.role === 'draft')
    .map((file) => file.key);

/** The history could not be read for the approved draft's files: said as a failed submission. */
const notifySubmissionFailure = (error: Error) => notifyMutationFailure(translate`Error submitting submission`)(error);

/** SPEC §2 final submission: screenshots, and a URL link unless the task is a REVIEW. */
export function FinalSubmissionForm({ task }: { task: Task }) {
  const { t } = useLingui();
  const screenshots = useFileUploads('screenshot', task);
  const [linkURL, setLinkURL] = useState('');
  const [attempted, setAttempted] = useState(false);
  const submission = useSubmitTask();
  const failure = useFormFailure();
  const queryClient = useQueryClient();
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const withLink = needsLink(task.campaignDetails.taskType);
  /** SPEC §3/§7: a VIDEO task's final submission carries its approved draft's files. */
  const withDraftFiles = task.campaignDetails.taskType === 'VIDEO';

  const screenshotError =
    attempted && screenshots.addresses.length === 0 ? translateMessage(SUBMISSION_ERRORS.screenshotRequired) : null;
  const linkProblem = postLinkError(task.campaignDetails.taskType, linkURL);

  /** The draft's files when the task carries them, then the submission. */
  const send = async () => {
    const draftFiles = withDraftFiles
      ? await queryClient.ensureQueryData(taskHistoryQueryOptions(task.id)).then(approvedDraftFiles, (error: Error) => {
          notifySubmissionFailure(error);
          return null;
        })
      : '';
    if (draftFiles === null) {
      return;
    }
    await submission
      .mutateAsync({
        taskId: task.id,
        screenshotURL: screenshots.addresses,
        linkURL: withLink ? linkURL.trim() : '',
        draftComment: task.draftComment ?? '',
        draftCommentURLArray: draftFiles,
      })
      .catch(() => undefined);
  };

  /** One submission at a time: a double click sends once; a failure is toasted, and kept beside Submit Task. */
  const submit = useOneAtATime(async () => {
    setAttempted(true);
    if (screenshots.addresses.length === 0 || linkProblem) {
      focusFirstInvalid();
      return;
    }
    await failure.watching(send)();
  });

  return (
    <Stack gap="md" ref={formRef}>
      <SubmissionStep step={1} title={t`Upload screenshots of your completed task`}>
        <MultiSelectNote />
        <UploadField label={t`Screenshots`} uploads={screenshots} required error={screenshotError} />
      </SubmissionStep>
      {withLink && (
        <SubmissionStep step={2} title={t`Provide the link to your post`}>
          <TextInput
            label={t`URL Link`}
            withAsterisk
            aria-required
            placeholder="https://"
            maxLength={MAX_LINK_LENGTH}
            value={linkURL}
            onChange={(event) => setLinkURL(event.currentTarget.value)}
            error={attempted && linkProblem ? translateMessage(linkProblem) : null}
          />
        </SubmissionStep>
      )}
      <Text size="sm" c="dimmed">
        <Trans>
          Payments are issued after the campaign is completed and take 7-14 working days to be credited, after
          verification with the client.
        </Trans>
      </Text>
      <FormFailure id={failure.id} failure={failure.failure} />
      <Button
        onClick={() => void submit()}
        aria-describedby={failure.describedBy}
        disabled={screenshots.uploading}
        loading={submission.isPending}
        style={{ alignSelf: 'flex-start' }}
      >
        <Trans>Submit Task</Trans>
      </Button>
    </Stack>
  );
}
