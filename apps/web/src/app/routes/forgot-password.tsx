import { Trans } from '@lingui/react/macro';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { PublicLayout } from '@/components/layouts/public-layout';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <PublicLayout framed>
      <Stack gap="lg">
        <div>
          <Title order={1}>
            <Trans>Forgot Password</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>Enter the e-mail address of your account and we will send you a reset link.</Trans>
          </Text>
        </div>
        <ForgotPasswordForm />
        <Anchor component={Link} to={paths.home.getHref()} size="sm" ta="center">
          <Trans>Back to Sign In</Trans>
        </Anchor>
      </Stack>
    </PublicLayout>
  );
}
