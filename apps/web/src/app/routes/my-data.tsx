import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { DataAccessLogCard } from '@/features/privacy/components/data-access-log-card';
import { DataExportCard } from '@/features/privacy/components/data-export-card';
import { DeleteAccountCard } from '@/features/privacy/components/delete-account-card';
import { SignInHistoryCard } from '@/features/privacy/components/sign-in-history-card';

/**
 * "Your data": what the creator can do with the personal data the portal holds about them. Each
 * right is a card of features/privacy, one under the other, the one that cannot be undone last.
 */
export function MyDataRoute() {
  const { user, signOut } = useAuth();
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>
        <Trans>Your data</Trans>
      </Title>
      <Text>
        <Trans>
          Here you see the personal data Creator Portal holds about you, take a copy of it, see who looked at it and
          delete your account.
        </Trans>
      </Text>
      <DataExportCard />
      <DataAccessLogCard />
      <SignInHistoryCard />
      <DeleteAccountCard {...(user?.email ? { email: user.email } : {})} onDeleted={() => void signOut()} />
    </Stack>
  );
}
