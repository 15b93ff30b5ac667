import { Trans } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { paths } from '@/config/paths';

/** An invite link of a campaign that has closed: nobody applies or accepts any more. The page's heading and title. */
export function CampaignClosedNotice({ campaignTitle, signedIn }: { campaignTitle: string; signedIn: boolean }) {
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1} size="h3">
        <Trans>This campaign is closed</Trans>
      </Title>
      <Text>
        <Trans>{campaignTitle} no longer takes applications or acceptances. Tasks already under way go on.</Trans>
      </Text>
      {signedIn && (
        <Button component={Link} to={paths.campaigns.getHref()}>
          <Trans>Go to Campaigns</Trans>
        </Button>
      )}
    </Stack>
  );
}
