import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Center, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { loadAccountMessages } from '@portal/domain/i18n';
import { CatalogueGate } from '@/components/catalogue-gate';
import { LoadError } from '@/components/load-error';
import { formatDate } from '@/lib/format-date';
import { useCancelDeletion, usePendingDeletion } from '../api/deletion';

interface PendingDeletionScreenProps {
  onSignOut: () => void;
  signingOut?: boolean;
  /** After the deletion is cancelled; the app starts again signed in by default. */
  onCancelled?: () => void;
}

const startAgain = () => window.location.reload();

/**
 * What a creator whose account is waiting for its deletion sees after signing in, instead of the
 * portal: the date it will be erased, and the only two things they may do, cancel the deletion
 * (the account is then as it was) or sign out. Its messages are the account screens'.
 */
export function PendingDeletionScreen(props: PendingDeletionScreenProps) {
  return (
    <CatalogueGate load={loadAccountMessages}>
      <PendingDeletion {...props} />
    </CatalogueGate>
  );
}

function PendingDeletion({ onSignOut, signingOut = false, onCancelled = startAgain }: PendingDeletionScreenProps) {
  const { t } = useLingui();
  const deletion = usePendingDeletion();
  const cancel = useCancelDeletion();

  const date = deletion.data ? formatDate(deletion.data.eraseAfter) : null;
  return (
    <Center component="main" mih="100vh" p="md">
      <Paper withBorder p="xl" radius="md" maw={480} w="100%">
        <Stack gap="md">
          {deletion.isError ? (
            <LoadError
              title={t`Your account's deletion could not be loaded`}
              error={deletion.error}
              onRetry={() => void deletion.refetch()}
            />
          ) : date ? (
            <>
              <Title order={1} size="h3">
                <Trans>Your account is being deleted on {date}</Trans>
              </Title>
              <Text size="sm">
                <Trans>
                  Until then you can cancel the deletion: your account stays exactly as it was. After that date your
                  personal data is erased and cannot be recovered.
                </Trans>
              </Text>
            </>
          ) : (
            <Stack gap="sm" aria-busy="true" aria-label={t`Loading`}>
              <Skeleton height={28} />
              <Skeleton height={48} />
            </Stack>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onSignOut} loading={signingOut} disabled={cancel.isPending}>
              <Trans>Sign out</Trans>
            </Button>
            <Button
              onClick={() => cancel.mutate(undefined, { onSuccess: onCancelled })}
              loading={cancel.isPending}
              disabled={!date || signingOut}
            >
              <Trans>Cancel deletion</Trans>
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
