import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, FileInput, List, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import type { BankStatementResult } from '@portal/domain/admin';
import { translateMessage } from '@/lib/i18n/translate-message';
import { useImportBankStatement } from '../api/import-bank-statement';

/** What an import did: lines changed and unchanged, references the batch does not know, rows not read. */
function StatementResult({ result }: { result: BankStatementResult }) {
  const { t } = useLingui();
  const { applied, unchanged, unknownReferences, unreadable } = result;
  const unknownCount = unknownReferences.length;
  const unreadableCount = unreadable.length;
  const clean = unknownCount === 0 && unreadableCount === 0;
  return (
    <Alert color={clean ? 'teal' : 'yellow'} title={t`Bank result imported`} role="status">
      <Stack gap="xs">
        <Text size="sm">
          <Trans>
            Applied: {applied}. Unchanged: {unchanged}. Unknown references: {unknownCount}. Unreadable rows:{' '}
            {unreadableCount}.
          </Trans>
        </Text>
        {unknownCount > 0 && (
          <>
            <Text size="sm">
              <Trans>References this batch does not have:</Trans>
            </Text>
            <List size="sm">
              {unknownReferences.map((reference) => (
                <List.Item key={reference}>{reference}</List.Item>
              ))}
            </List>
          </>
        )}
        {unreadableCount > 0 && (
          <>
            <Text size="sm">
              <Trans>Rows that could not be read:</Trans>
            </Text>
            <List size="sm">
              {unreadable.map(({ row, problem }) => (
                <List.Item key={row}>
                  <Trans>
                    Row {row}: {problem}
                  </Trans>
                </List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Alert>
  );
}

/** A sent bank batch: the bank's result file, read here and sent as its text, each line paid, returned or failed. */
export function BankStatementImport({ batchId }: { batchId: string }) {
  const { t } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<ReturnType<typeof msg> | null>(null);
  const importing = useImportBankStatement();

  const readFile = async (chosen: File | null) => {
    setFile(chosen);
    setFileError(null);
    importing.reset();
    if (!chosen) return;
    const csv = await chosen.text().catch(() => null);
    if (csv === null || csv.trim() === '') {
      setFileError(msg`This file could not be read`);
      return;
    }
    importing.mutate({ batchId, csv });
  };

  return (
    <Stack gap="sm">
      <Text size="sm">
        <Trans>Once the bank has paid, import its result file: each line becomes paid, returned or failed.</Trans>
      </Text>
      <FileInput
        label={t`Import bank result`}
        description={t`The CSV file the bank gave for this batch`}
        placeholder={t`Choose a .csv file`}
        accept=".csv,text/csv"
        fileInputProps={{ 'aria-label': t`Import bank result` }}
        value={file}
        disabled={importing.isPending}
        leftSection={<IconUpload size={16} aria-hidden="true" />}
        onChange={(chosen) => void readFile(chosen)}
        error={fileError && translateMessage(fileError)}
        maw={420}
      />
      {importing.data && <StatementResult result={importing.data} />}
    </Stack>
  );
}
