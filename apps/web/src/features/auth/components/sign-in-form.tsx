import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, type SignIn } from '@portal/domain/auth';
import { paths } from '@/config/paths';
import { focusFirstInvalidField } from '@/lib/focus-first-invalid-field';
import { lazySchema } from '@/lib/lazy-schema';
import { useAuth } from '../hooks/use-auth';

const signInSchema = lazySchema(() => import('../sign-in-schema').then(({ SignInSchema }) => SignInSchema));

interface SignInFormProps {
  /** Replaces the link to the sign-up page, e.g. by a switch to a sign-up form on the same page. */
  switchLink?: ReactNode;
}

export function SignInForm({ switchLink }: SignInFormProps = {}) {
  const { signIn, loading } = useAuth();
  const form = useForm<SignIn>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: signInSchema.resolver,
  });

  return (
    <form
      noValidate
      onFocus={signInSchema.preload}
      onSubmit={form.onSubmit((values) => signIn(values), focusFirstInvalidField(form))}
    >
      <Stack>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={MAX_EMAIL_LENGTH}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          maxLength={MAX_PASSWORD_LENGTH}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.forgotPassword.getHref()} size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" loading={loading || form.submitting} fullWidth>
          Sign In
        </Button>
        {switchLink ?? (
          <Text size="sm" ta="center">
            New here?{' '}
            <Anchor component={Link} to={paths.register.getHref()}>
              Create an account
            </Anchor>
          </Text>
        )}
      </Stack>
    </form>
  );
}
