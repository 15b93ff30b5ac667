import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Alert, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { flushSync } from 'react-dom';
import { useLocation, useSearchParams } from 'wouter';
import { isFollowerDataStale, STALE_FOLLOWERS_WARNING } from '@portal/domain/profile';
import { FormSkeleton } from '@/components/form-skeleton';
import { safeNextPath } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useCountries } from '@/features/options/api/get-countries';
import { useLanguages } from '@/features/options/api/get-languages';
import { useRaces } from '@/features/options/api/get-races';
import { useStates } from '@/features/options/api/get-states';
import { EditProfileForm } from '@/features/profile/components/edit-profile-form';
import { translateDomainMessage } from '@/lib/i18n/translate-errors';

/** After a save, goes on to the `?next=` page if any (where a stale profile was sent from). */
export function EditProfileRoute() {
  // The warning is SPEC's English, shown in the page's language: the page follows a change of it.
  useLingui();
  const { user, offlineCopy, setUser } = useAuth();
  const [searchParams] = useSearchParams();
  const [, navigate] = useLocation();
  const next = safeNextPath(searchParams.get('next'));
  const countries = useCountries();
  const states = useStates();
  const races = useRaces();
  const languages = useLanguages();
  const optionsLoading = [countries, states, races, languages].some((query) => query.isPending);

  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Edit Profile</Trans>
      </Title>
      {user && isFollowerDataStale(user.socialMediaFollowers.updatedAt) && (
        <Alert color="orange" variant="light" role="alert" icon={<IconAlertTriangle aria-hidden="true" />}>
          {translateDomainMessage(STALE_FOLLOWERS_WARNING)}
        </Alert>
      )}
      {!user || offlineCopy || optionsLoading ? (
        <FormSkeleton fields={8} />
      ) : (
        <EditProfileForm
          user={user}
          countries={countries.data ?? []}
          states={states.data ?? []}
          races={races.data ?? []}
          languages={languages.data ?? []}
          onSaved={(saved) => {
            // The saved counts first: the frame sends a creator with stale counts back here.
            flushSync(() => setUser(saved));
            if (next) {
              navigate(next);
            }
          }}
        />
      )}
    </Stack>
  );
}
