import { Trans } from '@lingui/react/macro';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * What someone who is not a campaign manager sees at `/admin...` (the API refuses them too), in the
 * creator portal's frame: its messages are in the main catalogue, not the back office's.
 */
export function NoBackOfficeAccess() {
  return (
    <Paper withBorder radius="md" p="xl" maw={560}>
      <Stack gap="sm" align="flex-start">
        <IconLock size={32} aria-hidden="true" />
        <Title order={1} size="h2">
          <Trans>You do not have access to the back office</Trans>
        </Title>
        <Text>
          <Trans>
            The back office is for campaign managers. If you think you should have access, ask your administrator.
          </Trans>
        </Text>
        <Anchor component={Link} to={paths.home.getHref()}>
          <Trans>Go to My Dashboard</Trans>
        </Anchor>
      </Stack>
    </Paper>
  );
}
