import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Input, Paper, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
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
import { intlLocale } from '@/lib/i18n/locale';
import { translateMessage } from '@/lib/i18n/translate-message';
import { ProgressBar } from './progress-bar';
import type { FileUpload, FileUploads } from '@/lib/uploads/use-file-uploads';

interface UploadFieldProps {
  label: string;
  /** The files of the field, from `useFileUploads`. */
  uploads: FileUploads;
  /** Shown under the field, tied to it (`aria-describedby`) and marking it invalid. */
  error?: string | null;
  /** Marked with an asterisk; the file input is `required`. */
  required?: boolean;
}

const STATE_LABELS: Record<UploadState, MessageDescriptor> = {
  running: msg`Uploading`,
  pausing: msg`Pausing`,
  paused: msg`Paused`,
  success: msg`Uploaded`,
  canceling: msg`Canceling`,
  canceled: msg`Canceled`,
  error: msg`Failed`,
};

/** A file can be taken off the list once nothing is under way for it. */
const REMOVABLE: readonly UploadState[] = ['paused', 'success', 'canceled', 'error'];

/** A file's size in the page's language: '820 kB', '3.4 MB'. */
function formatFileSize(bytes: number): string {
  const [unit, size] =
    bytes >= 1_000_000 ? (['megabyte', bytes / 1_000_000] as const) : (['kilobyte', bytes / 1000] as const);
  return new Intl.NumberFormat(intlLocale(), { style: 'unit', unit, maximumFractionDigits: 1 }).format(size);
}

const percent = (file: FileUpload) =>
  file.state === 'success' ? 100 : file.bytesTotal > 0 ? Math.round((file.bytesSent / file.bytesTotal) * 100) : 0;

function UploadRow({ file, uploads }: { file: FileUpload; uploads: FileUploads }) {
  const { t, i18n } = useLingui();
  // A picked image the browser cannot draw (HEIC in most browsers, a file only named .png) shows no thumbnail.
  const [thumbnailBroken, setThumbnailBroken] = useState(false);
  const name = file.name;
  const done = percent(file);
  const sent = formatFileSize(file.bytesSent);
  const total = formatFileSize(file.bytesTotal);
  return (
    <Paper component="li" withBorder radius="sm" p="xs">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          {file.preview && !file.refused && !thumbnailBroken && (
            <img
              src={file.preview}
              alt=""
              width={40}
              height={40}
              onError={() => setThumbnailBroken(true)}
              style={{ objectFit: 'cover', borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}
            />
          )}
          <Text size="sm" truncate style={{ flex: 1 }}>
            {file.name}
          </Text>
          <div style={{ textAlign: 'end', flexShrink: 0 }}>
            <Text size="xs" c={file.state === 'error' ? 'red' : 'dimmed'}>
              {i18n._(STATE_LABELS[file.state])}
            </Text>
            <Text size="xs" c="dimmed">
              {file.state === 'success' ? formatFileSize(file.bytesTotal) : t`${done}% · ${sent} of ${total}`}
            </Text>
          </div>
        </Group>
        <ProgressBar value={percent(file)} failed={file.state === 'error'} label={t`${name} upload progress`} />
        {file.error && (
          <Text size="xs" c="red">
            {translateMessage(file.error)}
          </Text>
        )}
        {file.state === 'paused' && (
          <Text size="xs" c="dimmed">
            <Trans>Resume or remove this file to submit.</Trans>
          </Text>
        )}
        <Group gap="xs">
          {canPause(file.state) && (
            <Button
              size="compact-xs"
              variant="default"
              aria-label={t`Pause ${name}`}
              onClick={() => void uploads.pause(file.id)}
            >
              <Trans>Pause</Trans>
            </Button>
          )}
          {canResume(file.state) && (
            <Button
              size="compact-xs"
              variant="default"
              aria-label={t`Resume ${name}`}
              onClick={() => uploads.resume(file.id)}
            >
              <Trans>Resume</Trans>
            </Button>
          )}
          {canRetry(file.state) && !file.refused && (
            <Button
              size="compact-xs"
              variant="default"
              aria-label={t`Retry ${name}`}
              onClick={() => uploads.retry(file.id)}
            >
              <Trans>Retry</Trans>
            </Button>
          )}
          {canCancel(file.state) && (
            <Button
              size="compact-xs"
              variant="default"
              aria-label={t`Cancel ${name}`}
              onClick={() => void uploads.cancel(file.id)}
            >
              <Trans>Cancel</Trans>
            </Button>
          )}
          {REMOVABLE.includes(file.state) && (
            <Button
              size="compact-xs"
              variant="subtle"
              aria-label={t`Remove ${name}`}
              onClick={() => uploads.remove(file.id)}
            >
              <Trans>Remove</Trans>
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The uploads a reload or a closed tab interrupted, and how to continue them. */
function InterruptedUploads({ uploads }: { uploads: FileUploads }) {
  const { t } = useLingui();
  const count = uploads.interrupted.length;
  if (count === 0) {
    return null;
  }
  const title = t`${plural(count, {
    one: '# upload was interrupted: pick the same file to continue',
    other: '# uploads were interrupted: pick the same files to continue',
  })}`;
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
          <Trans>Forget them</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * SPEC §2 file attachments: a multi-select file input with a drop zone (a button opening the
 * picker, so it works from the keyboard) that says which files its purpose takes (SPEC §9: no size
 * or count limit is shown), the uploads a reload interrupted, and each file's progress with Pause,
 * Resume, Cancel and Retry; a file the server refused (its type, size or emptiness) says why and can
 * only be removed.
 * Its error is tied (`aria-describedby`, `aria-invalid`) to the group, the file input and the drop
 * zone, which a failed submit focuses: it is the field's first focusable control marked invalid.
 */
export function UploadField({ label, uploads, error, required = false }: UploadFieldProps) {
  const { t } = useLingui();
  const inputId = useId();
  const noteId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const invalid = Boolean(error);
  const dropZoneText = t`Drop files here or click to choose`;
  const accepted = translateMessage(acceptedFilesNote(uploads.purpose));
  const leftOut = uploads.leftOut;

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    uploads.add(Array.from(event.dataTransfer.files));
  };

  return (
    <Input.Wrapper
      label={
        // The asterisk is beside the label, not in it: the file input's name stays the label's text.
        <>
          <Input.Label htmlFor={inputId} mb={0}>
            {label}
          </Input.Label>
          {required && (
            <span aria-hidden="true" style={{ color: 'var(--mantine-color-error)' }}>
              {' *'}
            </span>
          )}
        </>
      }
      labelElement="div"
      error={error}
      errorProps={{ id: errorId }}
      // Not named after the label: the label names the file input, as the e2e tests and people find it.
      role="group"
      aria-describedby={invalid ? errorId : undefined}
      aria-invalid={invalid || undefined}
    >
      <Stack gap="xs" mt={4}>
        <InterruptedUploads uploads={uploads} />
        <VisuallyHidden>
          <input
            ref={input}
            id={inputId}
            type="file"
            multiple
            required={required}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${noteId} ${errorId}` : noteId}
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
          aria-label={`${dropZoneText}: ${label}`}
          aria-describedby={invalid ? `${noteId} ${errorId}` : noteId}
          aria-invalid={invalid || undefined}
          p="md"
          style={{
            border: `1px dashed var(--mantine-color-${error ? 'error' : dragging ? 'blue-outline' : 'dimmed'})`,
            borderRadius: 'var(--mantine-radius-md)',
            background: dragging ? 'var(--mantine-color-blue-light)' : undefined,
          }}
        >
          <Group gap="sm" justify="center">
            <IconUpload size={20} aria-hidden="true" />
            <Text size="sm">{dropZoneText}</Text>
          </Group>
        </UnstyledButton>
        <Text id={noteId} size="xs" c="dimmed" ta="center">
          {accepted}
        </Text>
        {leftOut > 0 && (
          <Text size="sm" c="red" role="alert">
            {t`Only ${MAX_FILES_PER_FIELD} files can be sent: ${plural(leftOut, {
              one: '# file was',
              other: '# files were',
            })} not added`}
          </Text>
        )}
        {uploads.files.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`${label} files`}>
            {uploads.files.map((file) => (
              <UploadRow key={file.id} file={file} uploads={uploads} />
            ))}
          </Stack>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
