import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import { TableScroller } from '@/components/table-scroller';
import { translateDomainMessage } from '@/lib/i18n/translate-errors';
import type { ResultLine } from '../caption-lines';

const wraps = { overflowWrap: 'anywhere' } as const;
/** Why a line was not assigned, in the language shown (the shared check's and the server's English). */
const reasonText = (reason: string | null) => (reason === null ? '' : translateDomainMessage(reason));

/** Each line's outcome: assigned, or why not. */
export function CaptionResultTable({ lines }: { lines: ResultLine[] }) {
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
