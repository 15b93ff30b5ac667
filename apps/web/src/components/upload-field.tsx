import {
  Alert,
  Button,
  Group,
  Input,
  Paper,
  Progress,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import {
  acceptAttribute,
  acceptedFilesNote,
  canCancel,
  canPause,
  canResume,
  canRetry,
  MAX_FILES_PER_FIELD,
  type UploadState,
} from '@portal/domain/uploads';
import type { FileUpload, FileUploads } from '@/lib/uploads/use-file-uploads';

interface UploadFieldProps {
  label: string;
  /** The files of the field, from `useFileUploads`. */
  uploads: FileUploads;
  error?: string | null;
}

const STATE_LABELS: Record<UploadState, string> = {
  running: 'Uploading',
  pausing: 'Pausing',
  paused: 'Paused',
  success: 'Uploaded',
  canceling: 'Canceling',
  canceled: 'Canceled',
  error: 'Failed',
};

const DROP_ZONE_TEXT = 'Drop files here or click to choose';

/** A file can be taken off the list once nothing is under way for it. */
const REMOVABLE: readonly UploadState[] = ['paused', 'success', 'canceled', 'error'];

const percent = (file: FileUpload) =>
  file.state === 'success' ? 100 : file.bytesTotal > 0 ? Math.round((file.bytesSent / file.bytesTotal) * 100) : 0;

function UploadRow({ file, uploads }: { file: FileUpload; uploads: FileUploads }) {
  return (
    <Paper component="li" withBorder radius="sm" p="xs">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" truncate>
            {file.name}
          </Text>
          <Text size="xs" c={file.state === 'error' ? 'red' : 'dimmed'}>
            {STATE_LABELS[file.state]}
          </Text>
        </Group>
        <Progress.Root>
          <Progress.Section
            value={percent(file)}
            color={file.state === 'error' ? 'red' : undefined}
            aria-label={`${file.name} upload progress`}
          />
        </Progress.Root>
        {file.error && (
          <Text size="xs" c="red">
            {file.error}
          </Text>
        )}
        {file.state === 'paused' && (
          <Text size="xs" c="dimmed">
            Resume or remove this file to submit.
          </Text>
        )}
        <Group gap="xs">
          {canPause(file.state) && (
            <Button
              size="compact-xs"
              variant="default"
              aria-label={`Pause ${file.name}`}
              onClick={() => void uploads.pause(file.id)}
            >
              Pause
            </Button>
          )}
          {canResume(file.state) && (
            <Button
              size="compact-xs"
              variant="default"
              aria-label={`Resume ${file.name}`}
              onClick={() => uploads.resume(file.id)}
            >
              Resume
            </Button>
          )}
          {canRetry(file.state) && (
            <Button
              size="compact-xs"
              variant="default"
              aria-label={`Retry ${file.name}`}
              onClick={() => uploads.retry(file.id)}
            >
              Retry
            </Button>
          )}
          {canCancel(file.state) && (
            <Button
              size="compact-xs"
              variant="default"
              aria-label={`Cancel ${file.name}`}
              onClick={() => void uploads.cancel(file.id)}
            >
              Cancel
            </Button>
          )}
          {REMOVABLE.includes(file.state) && (
            <Button
              size="compact-xs"
              variant="subtle"
              aria-label={`Remove ${file.name}`}
              onClick={() => uploads.remove(file.id)}
            >
              Remove
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The uploads a reload or a closed tab interrupted, and how to continue them. */
function InterruptedUploads({ uploads }: { uploads: FileUploads }) {
  const count = uploads.interrupted.length;
  if (count === 0) {
    return null;
  }
  const title =
    count === 1
      ? '1 upload was interrupted: pick the same file to continue'
      : `${count} uploads were interrupted: pick the same files to continue`;
  return (
    <Alert color="yellow" variant="light" title={title}>
      <Stack gap={4}>
        <Text size="sm">{uploads.interrupted.map((upload) => upload.fileName).join(', ')}</Text>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={uploads.forgetInterrupted}
          style={{ alignSelf: 'flex-start' }}
        >
          Forget them
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * SPEC §2 file attachments: a multi-select file input with a drop zone (a button opening the
 * picker, so it works from the keyboard) that says which files its purpose takes and how many,
 * the uploads a reload interrupted, and each file's progress with Pause, Resume, Cancel and Retry.
 */
export function UploadField({ label, uploads, error }: UploadFieldProps) {
  const inputId = useId();
  const noteId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    uploads.add(Array.from(event.dataTransfer.files));
  };

  return (
    <Input.Wrapper label={label} labelProps={{ htmlFor: inputId }} error={error}>
      <Stack gap="xs" mt={4}>
        <InterruptedUploads uploads={uploads} />
        <VisuallyHidden>
          <input
            ref={input}
            id={inputId}
            type="file"
            multiple
            accept={acceptAttribute(uploads.purpose)}
            tabIndex={-1}
            onChange={(event) => {
              uploads.add(Array.from(event.currentTarget.files ?? []));
              event.currentTarget.value = '';
            }}
          />
        </VisuallyHidden>
        <UnstyledButton
          onClick={() => input.current?.click()}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          // The name starts with the words shown (WCAG 2.5.3), then says which field it fills.
          aria-label={`${DROP_ZONE_TEXT}: ${label}`}
          aria-describedby={noteId}
          p="md"
          style={{
            border: `1px dashed var(--mantine-color-${error ? 'error' : dragging ? 'blue-outline' : 'dimmed'})`,
            borderRadius: 'var(--mantine-radius-md)',
            background: dragging ? 'var(--mantine-color-blue-light)' : undefined,
          }}
        >
          <Group gap="sm" justify="center">
            <IconUpload size={20} aria-hidden="true" />
            <Text size="sm">{DROP_ZONE_TEXT}</Text>
          </Group>
        </UnstyledButton>
        <Text id={noteId} size="xs" c="dimmed" ta="center">
          {acceptedFilesNote(uploads.purpose)}, up to {MAX_FILES_PER_FIELD} files
        </Text>
        {uploads.leftOut > 0 && (
          <Text size="sm" c="red" role="alert">
            {`Only ${MAX_FILES_PER_FIELD} files can be sent: ${uploads.leftOut === 1 ? '1 file was' : `${uploads.leftOut} files were`} not added`}
          </Text>
        )}
        {uploads.files.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`${label} files`}>
            {uploads.files.map((file) => (
              <UploadRow key={file.id} file={file} uploads={uploads} />
            ))}
          </Stack>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
