import { Trans } from '@lingui/react/macro';
import { Anchor, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import type { Option } from '@portal/domain/options';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

interface AccountFormsProps {
  countries: Option[];
  countriesLoading: boolean;
}

/**
 * Sign-up, or sign-in, right on the page (an invite or a referral): once signed in, the same URL
 * shows its signed-in screen. A switch goes from one form to the other and back.
 */
export function AccountForms({ countries, countriesLoading }: AccountFormsProps) {
  const [hasAccount, setHasAccount] = useState(false);

  return hasAccount ? (
    <Stack gap="md">
      <Title order={2} size="h3">
        <Trans>Sign In</Trans>
      </Title>
      <SignInForm
        switchLink={
          <Anchor component="button" type="button" size="sm" onClick={() => setHasAccount(false)}>
            <Trans>I need to create an account</Trans>
          </Anchor>
        }
      />
    </Stack>
  ) : (
    <Stack gap="md">
      <Title order={2} size="h3">
        <Trans>Sign Up</Trans>
      </Title>
      <SignUpForm
        countries={countries}
        countriesLoading={countriesLoading}
        switchLink={
          <Anchor component="button" type="button" size="sm" onClick={() => setHasAccount(true)}>
            <Trans>I already have an account</Trans>
          </Anchor>
        }
      />
    </Stack>
  );
}
