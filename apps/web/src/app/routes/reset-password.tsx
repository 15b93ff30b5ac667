import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { Link, useLocation, useSearchParams } from 'wouter';
import { PublicLayout } from '@/components/layouts/public-layout';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const [, navigate] = useLocation();
  const token = searchParams.get('token');

  return (
    <PublicLayout framed>
      <Stack gap="lg">
        <Title order={1}>
          <Trans>Reset Password</Trans>
        </Title>
        {token ? (
          <ResetPasswordForm token={token} onPasswordReset={() => navigate(paths.home.getHref())} />
        ) : (
          <>
            <Alert color="red" role="alert">
              <Trans>This password reset link is invalid or has expired.</Trans>
            </Alert>
            <Anchor component={Link} to={paths.forgotPassword.getHref()}>
              <Trans>Request a new reset link</Trans>
            </Anchor>
          </>
        )}
      </Stack>
    </PublicLayout>
  );
}
