import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'wouter';
import { PublicLayout } from '@/components/layouts/public-layout';
import { paths } from '@/config/paths';

/** A signed-out visitor opening a task link: log in first, then come back to the task. */
export function CampaignLoginPromptRoute() {
  const { inviteId = '' } = useParams();

  return (
    <PublicLayout hideLogin framed>
      <Stack gap="md" align="flex-start">
        <Title order={1}>
          <Trans>View Task</Trans>
        </Title>
        <Text>
          <Trans>Please log in to view this task.</Trans>
        </Text>
        <Button component={Link} to={paths.home.getHref(paths.campaign.getHref(inviteId))}>
          <Trans>Login</Trans>
        </Button>
      </Stack>
    </PublicLayout>
  );
}
