import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Checkbox, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { SignUpSchema, type SignUp } from '@portal/domain/auth';
import { maxLengthOf } from '@portal/domain/validation';
import type { Option } from '@portal/domain/options';
import { FormFailure } from '@/components/form-failure';
import { PasswordField } from '@/components/password-field';
import { paths } from '@/config/paths';
import { focusFirstInvalidField } from '@/lib/focus-first-invalid-field';
import { choicesOf, countryLabel } from '@/lib/i18n/option-labels';
import { translateErrors } from '@/lib/i18n/translate-errors';
import { useFormFailure } from '@/lib/use-form-failure';
import { useAuth } from '../hooks/use-auth';

interface SignUpFormProps {
  countries: Option[];
  countriesLoading: boolean;
  /** Replaces the link to the sign-in page, e.g. by a switch to a sign-in form on the same page. */
  switchLink?: ReactNode;
}

export function SignUpForm({ countries, countriesLoading, switchLink }: SignUpFormProps) {
  const failure = useFormFailure();
  const { t } = useLingui();
  const { signUp, loading } = useAuth();
  const form = useForm<SignUp>({
    mode: 'uncontrolled',
    initialValues: {
      fullName: '',
      email: '',
      password: '',
      confirmPassword: '',
      contactNumber: '',
      country: '',
      referralCode: '',
      agreesToTerms: false,
      marketingEmails: false,
    },
    validate: (values) => translateErrors(schemaResolver(SignUpSchema, { sync: true })(values)),
  });
  const countryChoices = choicesOf(countries, countryLabel);

  return (
    <form
      noValidate
      aria-describedby={failure.describedBy}
      onSubmit={form.onSubmit(
        failure.watching((values: SignUp) => signUp(values)),
        focusFirstInvalidField(form),
      )}
    >
      <Stack>
        <FormFailure id={failure.id} failure={failure.failure} />
        <TextInput
          label={t`Full Name`}
          autoComplete="name"
          maxLength={maxLengthOf(SignUpSchema.shape.fullName)}
          key={form.key('fullName')}
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label={t`Email`}
          type="email"
          autoComplete="email"
          maxLength={maxLengthOf(SignUpSchema.shape.email)}
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <PasswordField
            label={t`Password`}
            autoComplete="new-password"
            maxLength={maxLengthOf(SignUpSchema.shape.password)}
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t`Confirm Password`}
            autoComplete="new-password"
            maxLength={maxLengthOf(SignUpSchema.shape.confirmPassword)}
            key={form.key('confirmPassword')}
            {...form.getInputProps('confirmPassword')}
          />
        </SimpleGrid>
        <TextInput
          label={t`Contact Number`}
          type="tel"
          autoComplete="tel"
          maxLength={maxLengthOf(SignUpSchema.shape.contactNumber)}
          key={form.key('contactNumber')}
          {...form.getInputProps('contactNumber')}
        />
        <Select
          label={t`Country`}
          placeholder={countriesLoading ? t`Loading countries…` : t`Select your country`}
          data={countryChoices}
          searchable
          nothingFoundMessage={t`No country found`}
          autoComplete="country-name"
          key={form.key('country')}
          {...form.getInputProps('country')}
          onChange={(country) => form.setFieldValue('country', country ?? '')}
        />
        <TextInput
          label={t`Referral Code (optional)`}
          autoComplete="off"
          maxLength={maxLengthOf(SignUpSchema.shape.referralCode)}
          key={form.key('referralCode')}
          {...form.getInputProps('referralCode')}
        />
        <Checkbox
          required
          label={
            <Trans>
              I agree to the{' '}
              <Anchor href={paths.terms.getHref()} inherit target="_blank" rel="noopener noreferrer">
                Terms of Use
              </Anchor>{' '}
              and the{' '}
              <Anchor href={paths.privacy.getHref()} inherit target="_blank" rel="noopener noreferrer">
                Privacy Notice
              </Anchor>
            </Trans>
          }
          key={form.key('agreesToTerms')}
          {...form.getInputProps('agreesToTerms', { type: 'checkbox' })}
        />
        <Checkbox
          label={t`Send me news and offers by e-mail (optional)`}
          key={form.key('marketingEmails')}
          {...form.getInputProps('marketingEmails', { type: 'checkbox' })}
        />
        <Button type="submit" loading={loading} fullWidth>
          <Trans>Sign Up</Trans>
        </Button>
        {switchLink ?? (
          <Text size="sm" ta="center">
            <Trans>
              Already have an account?{' '}
              <Anchor component={Link} to={paths.home.getHref()}>
                Sign in instead
              </Anchor>
            </Trans>
          </Text>
        )}
      </Stack>
    </form>
  );
}
