import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';

/** SPEC §2: the note that several files can be attached at once. */
export function MultiSelectNote() {
  return (
    <Text size="sm" c="dimmed">
      <Trans>You can attach multiple files at once by selecting them together (multi-select).</Trans>
    </Text>
  );
}
