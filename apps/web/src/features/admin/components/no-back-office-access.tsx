import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** What someone who is not a campaign manager sees at `/admin...` (the API refuses them too). */
export function NoBackOfficeAccess() {
  return (
    <Paper withBorder radius="md" p="xl" maw={560}>
      <Stack gap="sm" align="flex-start">
        <IconLock size={32} aria-hidden="true" />
        <Title order={1} size="h2">
          You do not have access to the back office
        </Title>
        <Text>
          The back office is for campaign managers. If you think you should have access, ask your administrator.
        </Text>
        <Anchor component={Link} to={paths.home.getHref()}>
          Go to My Dashboard
        </Anchor>
      </Stack>
    </Paper>
  );
}
