import { Anchor, Button, Divider, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PublicLayout } from '@/components/layouts/public-layout';
import { PageLoader } from '@/components/page-loader';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { useCountries } from '@/features/options/api/get-countries';
import { usePublicInvite } from '@/features/tasks/api/get-public-invite';
import { CampaignInfo } from '@/features/tasks/components/campaign-info';
import { NoCampaignFound } from '@/features/tasks/components/no-campaign-found';

type AccountStep = 'preview' | 'sign-up' | 'sign-in';

/** Sign-up, or sign-in, right on the invite: once signed in, the same URL shows the apply screen. */
function AccountForms({ step, onSwitch }: { step: 'sign-up' | 'sign-in'; onSwitch: (step: AccountStep) => void }) {
  const countries = useCountries();

  return step === 'sign-up' ? (
    <Stack gap="md">
      <Title order={2} size="h3">
        Sign Up
      </Title>
      <SignUpForm
        countries={countries.data ?? []}
        countriesLoading={countries.isPending}
        switchLink={
          <Anchor component="button" type="button" size="sm" onClick={() => onSwitch('sign-in')}>
            I already have an account
          </Anchor>
        }
      />
    </Stack>
  ) : (
    <Stack gap="md">
      <Title order={2} size="h3">
        Sign In
      </Title>
      <SignInForm
        switchLink={
          <Anchor component="button" type="button" size="sm" onClick={() => onSwitch('sign-up')}>
            I need to create an account
          </Anchor>
        }
      />
    </Stack>
  );
}

/** `/invite/:inviteId` signed out: the public preview of the campaign, then an account to apply with. */
export function PublicInviteRoute() {
  const { inviteId = '' } = useParams();
  const invite = usePublicInvite(inviteId);
  const [step, setStep] = useState<AccountStep>('preview');

  return (
    <PublicLayout framed>
      {invite.isPending && <PageLoader />}
      {invite.data === null && <NoCampaignFound />}
      {invite.data && (
        <Stack gap="lg">
          <CampaignInfo campaign={invite.data.inviteCampaign} incentive={invite.data.inviteCampaign.incentive} />
          {step === 'preview' ? (
            <Button onClick={() => setStep('sign-up')} style={{ alignSelf: 'flex-start' }}>
              Accept Task
            </Button>
          ) : (
            <>
              <Divider />
              <Text c="dimmed">Create an account, or sign in, to apply for this task.</Text>
              <AccountForms step={step} onSwitch={setStep} />
            </>
          )}
        </Stack>
      )}
    </PublicLayout>
  );
}
