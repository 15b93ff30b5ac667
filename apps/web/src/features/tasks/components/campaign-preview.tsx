import { Trans } from '@lingui/react/macro';
import { Button, Divider, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { Invite } from '@portal/domain/tasks';
import { CampaignInfo } from './campaign-info';

interface CampaignPreviewProps {
  campaign: Invite['inviteCampaign'];
  /** Shown under the campaign, e.g. who referred the visitor. */
  note?: ReactNode;
  /** The sign-up and sign-in forms, shown once the visitor chooses Accept Task. */
  accountForms: ReactNode;
}

/** SPEC §2 `/invite/{inviteId}` and `/refer/{referralId}` signed out: the campaign, then an account to apply with. */
export function CampaignPreview({ campaign, note, accountForms }: CampaignPreviewProps) {
  const [accepting, setAccepting] = useState(false);

  return (
    <Stack gap="lg">
      <CampaignInfo campaign={campaign} incentive={campaign.incentive} />
      {note}
      {accepting ? (
        <>
          <Divider />
          <Text c="dimmed">
            <Trans>Create an account, or sign in, to apply for this task.</Trans>
          </Text>
          {accountForms}
        </>
      ) : (
        <Button onClick={() => setAccepting(true)} style={{ alignSelf: 'flex-start' }}>
          <Trans>Accept Task</Trans>
        </Button>
      )}
    </Stack>
  );
}
