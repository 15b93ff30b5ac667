import { Trans, useLingui } from '@lingui/react/macro';
import { Button, CopyButton, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconLink } from '@tabler/icons-react';
import type { Campaign } from '@portal/domain/admin';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { useCreateInviteLink } from '../api/campaign-actions';

/** The full address of an open-application link. */
const inviteUrl = (inviteId: string) => `${window.location.origin}${paths.invite.getHref(inviteId)}`;

interface InviteLinksProps {
  campaignId: string;
  invites: Campaign['invites'];
}

/** Open-application links (`/invite/{id}`), newest first, each with a Copy button; and a button making a new one. */
export function InviteLinks({ campaignId, invites }: InviteLinksProps) {
  const { t } = useLingui();
  const creating = useCreateInviteLink();

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="invite-links-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h3" id="invite-links-title">
            <Trans>Invite links</Trans>
          </Title>
          <Button
            leftSection={<IconLink size={16} aria-hidden="true" />}
            onClick={() => creating.mutate(campaignId)}
            loading={creating.isPending}
          >
            <Trans>Create invite link</Trans>
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          <Trans>
            Anyone signed in with a link can apply for the campaign; you then approve or reject the application.
          </Trans>
        </Text>
        {invites.length === 0 ? (
          <Text size="sm">
            <Trans>No invite links yet.</Trans>
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Invite links`}>
            {invites.map((invite) => {
              const url = inviteUrl(invite.id);
              return (
                <Group component="li" key={invite.id} gap="xs" wrap="nowrap" align="flex-end">
                  <TextInput
                    readOnly
                    value={url}
                    label={t`Link created ${formatDateTime(invite.createdAt)}`}
                    style={{ flex: 1 }}
                    onFocus={(event) => event.currentTarget.select()}
                  />
                  <CopyButton value={url}>
                    {({ copied, copy }) => (
                      <Button
                        variant={copied ? 'light' : 'default'}
                        color={copied ? 'teal' : undefined}
                        leftSection={
                          copied ? (
                            <IconCheck size={16} aria-hidden="true" />
                          ) : (
                            <IconCopy size={16} aria-hidden="true" />
                          )
                        }
                        onClick={copy}
                      >
                        {copied ? t`Copied` : t`Copy link`}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
