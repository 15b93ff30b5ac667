import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { PublicLayout } from '@/components/layouts/public-layout';
import { ValueProposition } from '@/features/auth/components/value-proposition';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { useCountries } from '@/features/options/api/get-countries';

export function RegisterRoute() {
  const countries = useCountries();

  return (
    <PublicLayout hideSignUp framed>
      <Stack gap="lg">
        <div>
          <ValueProposition />
          <Title order={1}>
            <Trans>Sign Up</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Create your creator account to receive campaign invites.</Trans>
          </Text>
        </div>
        <SignUpForm countries={countries.data ?? []} countriesLoading={countries.isPending} />
      </Stack>
    </PublicLayout>
  );
}
