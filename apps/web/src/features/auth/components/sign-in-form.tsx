import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, type SignIn } from '@portal/domain/auth';
import { FormFailure } from '@/components/form-failure';
import { PasswordField } from '@/components/password-field';
import { paths } from '@/config/paths';
import { focusFirstInvalidField } from '@/lib/focus-first-invalid-field';
import { lazySchema } from '@/lib/lazy-schema';
import { useFormFailure } from '@/lib/use-form-failure';
import { useAuth } from '../hooks/use-auth';

const signInSchema = lazySchema(() => import('../sign-in-schema').then(({ SignInSchema }) => SignInSchema));

interface SignInFormProps {
  /** Replaces the link to the sign-up page, e.g. by a switch to a sign-up form on the same page. */
  switchLink?: ReactNode;
}

export function SignInForm({ switchLink }: SignInFormProps = {}) {
  const { t } = useLingui();
  const { signIn, loading } = useAuth();
  const failure = useFormFailure();
  const form = useForm<SignIn>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: signInSchema.resolver,
    // After a refusal both fields are marked (without a message: the failure above says why); typing in
    // either clears both, where Mantine would clear only the one typed in.
    onValuesChange: () => {
      if (form.errors.email === true || form.errors.password === true) form.clearErrors();
    },
  });

  return (
    <form
      noValidate
      aria-describedby={failure.describedBy}
      onFocus={signInSchema.preload}
      onSubmit={form.onSubmit(
        failure.watching(async (values: SignIn) => {
          // The failure says why; the fields say where (both: which of the two was wrong stays untold).
          if ((await signIn(values)) === 'refused') form.setErrors({ email: true, password: true });
        }),
        focusFirstInvalidField(form),
      )}
    >
      <Stack>
        <FormFailure id={failure.id} failure={failure.failure} />
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="email"
          maxLength={MAX_EMAIL_LENGTH}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordField
          label={t`Password`}
          autoComplete="current-password"
          maxLength={MAX_PASSWORD_LENGTH}
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.forgotPassword.getHref()} size="sm">
            <Trans>Forgot password?</Trans>
          </Anchor>
        </Group>
        <Button type="submit" loading={loading || form.submitting} fullWidth>
          <Trans>Sign In</Trans>
        </Button>
        {switchLink ?? (
          <Text size="sm" ta="center">
            <Trans>
              New here?{' '}
              <Anchor component={Link} to={paths.register.getHref()}>
                Create an account
              </Anchor>
            </Trans>
          </Text>
        )}
      </Stack>
    </form>
  );
}
