import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SignInSchema, type SignIn } from '@portal/domain/auth';
import { maxLengthOf } from '@portal/domain/validation';
import { paths } from '@/config/paths';
import { focusFirstInvalidField } from '@/lib/focus-first-invalid-field';
import { useAuth } from '../hooks/use-auth';

interface SignInFormProps {
  /** Replaces the link to the sign-up page, e.g. by a switch to a sign-up form on the same page. */
  switchLink?: ReactNode;
}

export function SignInForm({ switchLink }: SignInFormProps = {}) {
  const { signIn, loading } = useAuth();
  const form = useForm<SignIn>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(SignInSchema, { sync: true }),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((values) => signIn(values), focusFirstInvalidField(form))}>
      <Stack>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={maxLengthOf(SignInSchema.shape.email)}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          maxLength={maxLengthOf(SignInSchema.shape.password)}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.forgotPassword.getHref()} size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" loading={loading} fullWidth>
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
