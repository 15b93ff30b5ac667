import { Trans } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { InfluencerDirectory } from '@/features/back-office/influencers/components/influencer-directory';
import { useCountries } from '@/features/options/api/get-countries';
import { useLanguages } from '@/features/options/api/get-languages';
import { useStates } from '@/features/options/api/get-states';

/** `/admin/influencers`: the influencer directory of the back office. */
export function AdminInfluencersRoute() {
  const countries = useCountries();
  const states = useStates();
  const languages = useLanguages();

  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>Influencers</Trans>
      </Title>
      <InfluencerDirectory
        options={{ countries: countries.data ?? [], states: states.data ?? [], languages: languages.data ?? [] }}
      />
    </Stack>
  );
}
