import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Kbd, Modal, Table, Text } from '@mantine/core';
import { QUEUE_SHORTCUTS } from '../queue-shortcuts';

/** The review queues' keyboard shortcuts, listed in a dialog. */
export function QueueShortcutsHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={opened} onClose={onClose} title={t`Keyboard shortcuts`} centered>
      <Text size="sm" mb="sm">
        <Trans>They work anywhere on the queue except while you type in a field.</Trans>
      </Text>
      <Table aria-label={t`Keyboard shortcuts`} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Keys</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>What it does</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {QUEUE_SHORTCUTS.map(({ action, shown, label }) => (
            <Table.Tr key={action}>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  {shown.map((key, index) => (
                    <span key={key}>
                      {index > 0 && (
                        <Text span size="sm" mr={4}>
                          {t`or`}
                        </Text>
                      )}
                      <Kbd>{key}</Kbd>
                    </span>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{t(label)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
