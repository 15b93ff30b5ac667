import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, FileInput, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import {
  checkCaptionRows,
  MAX_CAPTION_ROWS,
  type AssignCaptionsResult,
  type CaptionRowInput,
  type CaptionVersion,
} from '@portal/domain/admin';
import { FormSection } from '@/components/form-section';
import { translateMessage, type UntranslatedMessage } from '@/lib/i18n/translate-message';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useAssignCaptions, usePreviewCaptions } from '../api/assign-captions';
import { parseCaptionLines } from '../parse-captions';
import { TableScroller } from '@/components/table-scroller';

/** One line of the list as previewed: what was read, and why it will be skipped (null: ready). */
interface PreviewLine {
  line: number;
  input: CaptionRowInput;
  problem: string | null;
  /** Its task's caption and address as the server's preview found them; null: no task, or not asked. */
  current: CaptionVersion | null;
}

/** One line's outcome: assigned, or why not (skipped in the preview, or refused by the server). */
interface ResultLine {
  line: number;
  email: string;
  assigned: boolean;
  reason: string | null;
}

const wraps = { overflowWrap: 'anywhere' } as const;
/** Why a line was not assigned, in the language shown (the shared check's and the server's English). */
const reasonText = (reason: string | null) => (reason === null ? '' : translateMessage(reason));

/** The lines as checked in the browser, before the server is asked about those that pass. */
function previewOf(rows: CaptionRowInput[]): PreviewLine[] {
  return checkCaptionRows(rows).map((checked, index) => ({
    line: index + 1,
    input: rows[index] ?? { email: '', caption: '' },
    problem: checked.ok ? null : checked.reason,
    current: null,
  }));
}

/** The server's preview of the lines sent (in the order sent) in place of the browser's check. */
function withServerCheck(preview: PreviewLine[], sent: PreviewLine[], answer: AssignCaptionsResult): PreviewLine[] {
  const answered = new Map(sent.map((line, index) => [line.line, answer.rows[index]]));
  return preview.map((line) => {
    const outcome = answered.get(line.line);
    return outcome ? { ...line, problem: outcome.reason, current: outcome.current } : line;
  });
}

/** Each line's outcome: the server's answer for those sent (in the order sent), the preview's for the others. */
function resultOf(preview: PreviewLine[], sent: PreviewLine[], answer: AssignCaptionsResult): ResultLine[] {
  const answered = new Map(sent.map((line, index) => [line.line, answer.rows[index]]));
  return preview.map((line) => {
    const outcome = answered.get(line.line);
    if (!outcome) return { line: line.line, email: line.input.email.trim(), assigned: false, reason: line.problem };
    return { line: line.line, email: outcome.email, assigned: outcome.outcome === 'assigned', reason: outcome.reason };
  });
}

function PreviewTable({ lines }: { lines: PreviewLine[] }) {
  const { t } = useLingui();
  return (
    <TableScroller label={t`Caption preview`} minWidth={560}>
      <Table aria-label={t`Caption preview`} striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Line</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>E-mail</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Caption</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>URL</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Replaces</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Check</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map(({ line, input, problem, current }) => (
            <Table.Tr key={line}>
              <Table.Td>{line}</Table.Td>
              <Table.Td style={wraps}>{input.email}</Table.Td>
              <Table.Td style={{ ...wraps, whiteSpace: 'pre-line' }}>{input.caption}</Table.Td>
              <Table.Td style={wraps}>{input.url || '—'}</Table.Td>
              <Table.Td style={{ ...wraps, whiteSpace: 'pre-line' }}>
                {(problem === null && current?.caption) || '—'}
              </Table.Td>
              <Table.Td>
                {problem ? (
                  <Text size="sm" c="red">
                    {translateMessage(problem)}
                  </Text>
                ) : (
                  <Text size="sm" c="teal">
                    <Trans>Ready</Trans>
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}

function ResultTable({ lines }: { lines: ResultLine[] }) {
  const { t } = useLingui();
  return (
    <TableScroller label={t`Caption results`} minWidth={480}>
      <Table aria-label={t`Caption results`} striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Line</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>E-mail</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Result</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map(({ line, email, assigned, reason }) => (
            <Table.Tr key={line}>
              <Table.Td>{line}</Table.Td>
              <Table.Td style={wraps}>{email}</Table.Td>
              <Table.Td>
                {assigned ? (
                  <Text size="sm" c="teal">
                    <Trans>Assigned</Trans>
                  </Text>
                ) : (
                  <Text size="sm" c="red">
                    <Trans>Not assigned: {reasonText(reason)}</Trans>
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}

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
          <PreviewTable lines={preview} />
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
          <ResultTable lines={result.lines} />
        </Stack>
      )}
    </FormSection>
  );
}
