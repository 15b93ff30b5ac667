import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SentWork } from '@portal/domain/admin';
import { MAX_LINK_LENGTH, needsLink, postLinkProblem, SUBMISSION_MESSAGES, type Task } from '@portal/domain/tasks';
import { UploadField } from '@/components/upload-field';
import { notifyMutationFailure } from '@/lib/mutation-failure';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useFileUploads } from '@/lib/uploads/use-file-uploads';
import { taskHistoryQueryOptions } from '../api/get-task-history';
import { useSubmitTask } from '../api/submit-task';
import { MultiSelectNote } from './multi-select-note';
import { SubmissionStep } from './submission-step';

/** The addresses of the approved draft's files: the newest draft is the one approved (history is newest first). */
const approvedDraftFiles = (work: SentWork | null) =>
  (work?.submissions.find((submission) => submission.stage === 'DRAFT')?.files ?? [])
    .filter((file) => file.role === 'draft')
    .map((file) => file.key);

const notifySubmissionFailure = notifyMutationFailure('Error submitting submission');

/** SPEC §2 final submission: screenshots, and a URL link unless the task is a REVIEW. */
export function FinalSubmissionForm({ task }: { task: Task }) {
  const screenshots = useFileUploads('screenshot', task);
  const [linkURL, setLinkURL] = useState('');
  const [attempted, setAttempted] = useState(false);
  const submission = useSubmitTask();
  const queryClient = useQueryClient();
  const withLink = needsLink(task.campaignDetails.taskType);
  /** SPEC §3/§7: a VIDEO task's final submission carries its approved draft's files. */
  const withDraftFiles = task.campaignDetails.taskType === 'VIDEO';

  const screenshotError =
    attempted && screenshots.addresses.length === 0 ? SUBMISSION_MESSAGES.screenshotRequired : null;
  const linkProblem = postLinkProblem(task.campaignDetails.taskType, linkURL);

  /** One submission at a time: a double click sends once; a failure is toasted by the mutation. */
  const submit = useOneAtATime(async () => {
    setAttempted(true);
    if (screenshots.addresses.length === 0 || linkProblem) {
      return;
    }
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
  });

  return (
    <Stack gap="md">
      <SubmissionStep step={1} title="Upload screenshots of your completed task">
        <MultiSelectNote />
        <UploadField label="Screenshots" uploads={screenshots} error={screenshotError} />
      </SubmissionStep>
      {withLink && (
        <SubmissionStep step={2} title="Provide the link to your post">
          <TextInput
            label="URL Link"
            placeholder="https://"
            maxLength={MAX_LINK_LENGTH}
            value={linkURL}
            onChange={(event) => setLinkURL(event.currentTarget.value)}
            error={attempted && linkProblem}
          />
        </SubmissionStep>
      )}
      <Text size="sm" c="dimmed">
        Payments are issued after the campaign is completed and take 7-14 working days to be credited, after
        verification with the client.
      </Text>
      <Button
        onClick={() => void submit()}
        disabled={screenshots.uploading}
        loading={submission.isPending}
        style={{ alignSelf: 'flex-start' }}
      >
        Submit Task
      </Button>
    </Stack>
  );
}
