import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <PublicLayout framed>
      <Stack gap="lg">
        <div>
          <Title order={1}>Forgot Password</Title>
          <Text c="dimmed">Enter the e-mail address of your account and we will send you a reset link.</Text>
        </div>
        <ForgotPasswordForm />
        <Anchor component={Link} to={paths.home.getHref()} size="sm" ta="center">
          Back to Sign In
        </Anchor>
      </Stack>
    </PublicLayout>
  );
}
