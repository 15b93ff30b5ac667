import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, FileInput, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { MAX_CAPTION_ROWS } from '@portal/domain/admin';
import { FormSection } from '@/components/form-section';
import { translateMessage, type UntranslatedMessage } from '@/lib/i18n/translate-message';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useAssignCaptions, usePreviewCaptions } from '../api/assign-captions';
import { previewOf, resultOf, withServerCheck, type PreviewLine, type ResultLine } from '../caption-lines';
import { parseCaptionLines } from '../parse-captions';
import { CaptionPreviewTable } from './caption-preview-table';
import { CaptionResultTable } from './caption-result-table';

/**
 * A Unique Comment campaign's captions for many creators at once: lines pasted or a CSV file
 * (`email,caption[,url]`) are read and checked in the browser, then the server previews those that
 * pass, so each line shows its problem and the caption it would replace. The ready lines are sent
 * with the caption the preview showed, which another manager may have changed since (the line is
 * then refused), and each line's outcome is shown.
 */
export function AssignCaptions({ campaignId }: { campaignId: string }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<UntranslatedMessage | null>(null);
  const [error, setError] = useState<UntranslatedMessage | null>(null);
  const [preview, setPreview] = useState<PreviewLine[] | null>(null);
  const [result, setResult] = useState<{ assigned: number; lines: ResultLine[] } | null>(null);
  const assigning = useAssignCaptions();
  const previewing = usePreviewCaptions();
  /** Counts the lines read: the server's preview of lines since edited or read again is dropped. */
  const linesRead = useRef(0);

  const showPreview = async (source: string) => {
    const read = ++linesRead.current;
    setResult(null);
    setPreview(null);
    const parsed = parseCaptionLines(source);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    if (parsed.rows.length === 0) {
      setError(msg`Paste at least one line, or upload a CSV file`);
      return;
    }
    if (parsed.rows.length > MAX_CAPTION_ROWS) {
      setError(msg`At most ${MAX_CAPTION_ROWS} lines at once`);
      return;
    }
    setError(null);
    const checked = previewOf(parsed.rows);
    const passed = checked.filter((line) => line.problem === null);
    if (passed.length === 0) {
      setPreview(checked);
      return;
    }
    const answer = await previewing
      .mutateAsync({ campaignId, rows: passed.map((line) => line.input) })
      .catch(() => undefined);
    if (answer && read === linesRead.current) setPreview(withServerCheck(checked, passed, answer));
  };

  const readFile = async (chosen: File | null) => {
    setFile(chosen);
    setFileError(null);
    if (!chosen) return;
    const content = await chosen.text().catch(() => null);
    if (content === null) {
      setFileError(msg`This file could not be read`);
      return;
    }
    setText(content);
    await showPreview(content);
  };

  const ready = preview?.filter((line) => line.problem === null) ?? [];
  const send = useOneAtATime(async () => {
    if (!preview || ready.length === 0) return;
    const rows = ready.map(({ input, current }) => (current ? { ...input, startedFrom: current } : input));
    const answer = await assigning.mutateAsync({ campaignId, rows }).catch(() => undefined);
    if (!answer) return;
    setResult({ assigned: answer.assigned, lines: resultOf(preview, ready, answer) });
    setPreview(null);
    setText('');
    setFile(null);
  });

  const readyCount = ready.length;
  const assignedCount = result?.assigned ?? 0;
  const notAssigned = (result?.lines.length ?? 0) - assignedCount;
  const skipped = (preview?.length ?? 0) - readyCount;
  return (
    <FormSection
      title={t`Assign captions`}
      description={
        <Text size="sm" c="dimmed">
          <Trans>
            One invited creator a line: e-mail, caption and, if they comment on their own post, its URL, separated by
            commas. For example: ana@example.com,Glowing all Raya long!,https://instagram.com/p/abc
          </Trans>
        </Text>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void showPreview(text);
        }}
      >
        <Stack gap="md">
          <Textarea
            label={t`Caption lines`}
            description={t`Paste the lines here, or upload a CSV file below`}
            rows={6}
            value={text}
            onChange={(event) => {
              linesRead.current += 1;
              setText(event.currentTarget.value);
              setError(null);
              setPreview(null);
            }}
            error={error && translateMessage(error)}
          />
          <FileInput
            label={t`CSV file`}
            description={t`Columns: email, caption, url (optional); a header line is skipped`}
            placeholder={t`Choose a .csv file`}
            accept=".csv,text/csv"
            // The hidden file input, named too, for tools that hand it a file directly.
            fileInputProps={{ 'aria-label': t`CSV file` }}
            clearable
            value={file}
            leftSection={<IconUpload size={16} aria-hidden="true" />}
            onChange={(file) => void readFile(file)}
            error={fileError && translateMessage(fileError)}
          />
          <Button type="submit" variant="default" loading={previewing.isPending} style={{ alignSelf: 'flex-start' }}>
            <Trans>Preview</Trans>
          </Button>
        </Stack>
      </form>
      {preview && (
        <Stack gap="sm" role="region" aria-label={t`Preview`}>
          <Text size="sm" role="status">
            {skipped > 0
              ? t`${plural(readyCount, { one: '# line', other: '# lines' })} ready to assign, ${plural(skipped, { one: '# line', other: '# lines' })} with errors (skipped).`
              : plural(readyCount, { one: '# line ready to assign.', other: '# lines ready to assign.' })}
          </Text>
          <CaptionPreviewTable lines={preview} />
          <Group>
            <Button onClick={() => void send()} loading={assigning.isPending} disabled={readyCount === 0}>
              {plural(readyCount, { one: 'Assign # caption', other: 'Assign # captions' })}
            </Button>
          </Group>
        </Stack>
      )}
      {result && (
        <Stack gap="sm" role="region" aria-label={t`Assignment results`}>
          <Alert color={result.assigned > 0 ? 'teal' : 'yellow'} variant="light" role="status">
            {notAssigned > 0
              ? t`${plural(assignedCount, { one: '# caption', other: '# captions' })} assigned; ${plural(notAssigned, { one: '# line', other: '# lines' })} not assigned.`
              : plural(assignedCount, { one: '# caption assigned.', other: '# captions assigned.' })}
          </Alert>
          <CaptionResultTable lines={result.lines} />
        </Stack>
      )}
    </FormSection>
  );
}
