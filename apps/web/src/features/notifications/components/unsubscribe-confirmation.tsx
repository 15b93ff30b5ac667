import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import { useUnsubscribe, useUnsubscribeLink } from '../api/notifications';
import { NOTIFICATION_KIND_TEXT } from '../notification-wording';

/**
 * An e-mail's unsubscribe link, opened: which kind of e-mail it turns off, and a button that does
 * (opening the page changes nothing: mail scanners open links). No sign-in needed: the link is signed.
 */
export function UnsubscribeConfirmation({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe(token);
  const kind = link.data?.kind;
  const label = kind ? i18n._(NOTIFICATION_KIND_TEXT[kind].label) : '';

  return (
    <Paper withBorder radius="md" p="lg" maw={560}>
      <Stack gap="md" align="flex-start">
        <Title order={1} size="h2">
          <Trans>Stop e-mails</Trans>
        </Title>
        {link.isPending && <Skeleton height={80} role="status" aria-label={t`Checking the link`} />}
        {(link.isError || unsubscribe.isError) && (
          <Alert color="red" variant="light" role="alert" title={t`This unsubscribe link is not valid`}>
            <Trans>
              It may have been cut short or changed. Sign in and open your notification settings to choose which e-mails
              you get.
            </Trans>
          </Alert>
        )}
        {kind && !unsubscribe.isSuccess && !unsubscribe.isError && (
          <>
            <Text>
              <Trans>Stop e-mails about {label}?</Trans>
            </Text>
            <Text size="sm" c="dimmed">
              {i18n._(NOTIFICATION_KIND_TEXT[kind].description)}
            </Text>
            <Button loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
              <Trans>Turn off these e-mails</Trans>
            </Button>
          </>
        )}
        {unsubscribe.isSuccess && (
          <Alert color="green" variant="light" role="status" title={t`E-mails turned off`}>
            <Trans>
              You will no longer get e-mails about {label}. You can turn them on again in your{' '}
              <Anchor component={Link} href={paths.notificationSettings.getHref()}>
                notification settings
              </Anchor>
              .
            </Trans>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
