import { Trans } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import { PublicLayout } from '@/components/layouts/public-layout';
import { ValueProposition } from '@/features/auth/components/value-proposition';
import { SignInForm } from '@/features/auth/components/sign-in-form';

export function SignInRoute() {
  return (
    <PublicLayout hideLogin framed>
      <Stack gap="lg">
        <div>
          <ValueProposition />
          <Title order={1}>
            <Trans>Sign In</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Welcome back! Sign in to see your campaigns and tasks.</Trans>
          </Text>
        </div>
        <SignInForm />
      </Stack>
    </PublicLayout>
  );
}
