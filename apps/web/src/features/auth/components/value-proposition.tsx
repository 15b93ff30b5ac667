import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';

/** What the portal promises a creator, in one line, where they decide to sign in or up. */
export function ValueProposition() {
  return (
    <Text fw={600} c="var(--mantine-color-violet-text)">
      <Trans>Paid brand campaigns, with clear terms and a payment date you can count on.</Trans>
    </Text>
  );
}
