import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import { TableScroller } from '@/components/table-scroller';
import { translateDomainMessage } from '@/lib/i18n/translate-errors';
import type { PreviewLine } from '../caption-lines';

const wraps = { overflowWrap: 'anywhere' } as const;

/** The lines read, each with its problem or Ready, and the caption it would replace. */
export function CaptionPreviewTable({ lines }: { lines: PreviewLine[] }) {
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
                    {translateDomainMessage(problem)}
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
