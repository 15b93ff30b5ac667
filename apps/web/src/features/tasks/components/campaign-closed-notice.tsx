import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack } from '@mantine/core';
import { Link } from 'wouter';
import { paths } from '@/config/paths';

/** An invite link of a campaign that has closed: nobody applies or accepts any more. */
export function CampaignClosedNotice({ campaignTitle, signedIn }: { campaignTitle: string; signedIn: boolean }) {
  const { t } = useLingui();

  return (
    <Stack gap="md" align="flex-start">
      <Alert variant="light" color="gray" title={t`This campaign is closed`}>
        <Trans>{campaignTitle} no longer takes applications or acceptances. Tasks already under way go on.</Trans>
      </Alert>
      {signedIn && (
        <Button component={Link} to={paths.campaigns.getHref()}>
          <Trans>Go to Campaigns</Trans>
        </Button>
      )}
    </Stack>
  );
}
