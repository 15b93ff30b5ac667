import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import { FOLLOWER_FRESHNESS, InfluencerQuerySchema, type InfluencerQuery } from '@portal/domain/admin';
import { optionsForCountry, type CountryListOption, type Option, type StateOption } from '@portal/domain/options';
import { CONTENT_TYPES, FOLLOWER_PLATFORMS, GENDERS, PLATFORM_LABELS } from '@portal/domain/profile';
import { maxLengthOf } from '@portal/domain/validation';
import { contentTypeLabel } from '@/lib/i18n/choice-labels';
import { choicesOf, countryLabel, languageLabel, stateLabel } from '@/lib/i18n/option-labels';
import { useDebouncedDraft } from '@/features/back-office/shared/hooks/use-debounced-draft';
import { GENDER_TEXTS } from '@/features/back-office/shared/task-labels';

/** The option lists of the profile, from the options API. */
export interface FilterOptions {
  countries: Option[];
  states: StateOption[];
  languages: CountryListOption[];
}

/** The directory's filters (its query without the page and the campaign it leaves out). */
type Filters = Omit<InfluencerQuery, 'page' | 'pageSize' | 'notInCampaign'>;

interface InfluencerFiltersProps {
  filters: Filters;
  options: FilterOptions;
  onChange: (changes: Partial<Filters>) => void;
  onClear: () => void;
}

const platformChoices = FOLLOWER_PLATFORMS.map((platform) => ({ value: platform, label: PLATFORM_LABELS[platform] }));
const FRESHNESS_LABELS: Record<(typeof FOLLOWER_FRESHNESS)[number], MessageDescriptor> = {
  fresh: msg`Fresh`,
  stale: msg`Stale`,
};
const BANNED_LABELS: Record<NonNullable<Filters['banned']>, MessageDescriptor> = {
  yes: msg`Banned`,
  no: msg`Not banned`,
};

const toNumber = (value: string | number): number | undefined =>
  value === '' || Number.isNaN(Number(value)) ? undefined : Number(value);

/** A one-of-a-list filter: 'Any' when empty, with a labelled clear button. */
function FilterSelect<Value extends string>({
  label,
  data,
  value,
  onChange,
  disabled,
  searchable = false,
}: {
  label: string;
  data: { value: Value; label: string }[];
  value: Value | undefined;
  onChange: (value: Value | undefined) => void;
  disabled?: boolean;
  searchable?: boolean;
}) {
  const { t } = useLingui();
  const lowerCaseLabel = label.toLowerCase();
  return (
    <Select
      label={label}
      placeholder={t`Any`}
      data={data}
      value={value ?? null}
      onChange={(choice) => onChange((choice ?? undefined) as Value | undefined)}
      clearable
      clearButtonProps={{ 'aria-label': t`Clear ${lowerCaseLabel}` }}
      searchable={searchable}
      disabled={disabled}
      nothingFoundMessage={t`No match`}
    />
  );
}

/** The directory's search and filters (every field of the influencer query). */
export function InfluencerFilters({ filters, options, onChange, onClear }: InfluencerFiltersProps) {
  const { t } = useLingui();
  const genderChoices = GENDERS.map((gender) => ({ value: gender, label: t(GENDER_TEXTS[gender]) }));
  const freshnessChoices = FOLLOWER_FRESHNESS.map((value) => ({ value, label: t(FRESHNESS_LABELS[value]) }));
  const bannedChoices = (['yes', 'no'] as const).map((value) => ({ value, label: t(BANNED_LABELS[value]) }));
  const [search, setSearch] = useDebouncedDraft(filters.search ?? '', (value: string) =>
    onChange({ search: value.trim() === '' ? undefined : value }),
  );
  const [ageMin, setAgeMin] = useDebouncedDraft<string | number>(filters.ageMin ?? '', (value) =>
    onChange({ ageMin: toNumber(value) }),
  );
  const [ageMax, setAgeMax] = useDebouncedDraft<string | number>(filters.ageMax ?? '', (value) =>
    onChange({ ageMax: toNumber(value) }),
  );
  const [followersMin, setFollowersMin] = useDebouncedDraft<string | number>(filters.followersMin ?? '', (value) =>
    onChange({ followersMin: toNumber(value) }),
  );

  const countryChoices = useMemo(() => choicesOf(options.countries, countryLabel), [options.countries]);
  const stateChoices = useMemo(
    () => (filters.country ? choicesOf(optionsForCountry(options.states, filters.country), stateLabel) : []),
    [options.states, filters.country],
  );
  const languageChoices = useMemo(() => {
    const languages = filters.country ? optionsForCountry(options.languages, filters.country) : options.languages;
    const unique = new Map(languages.map((language) => [language.value, language.text]));
    return [...unique].map(([value, name]) => ({ value, label: languageLabel(name) }));
  }, [options.languages, filters.country]);
  const contentTypeChoices = CONTENT_TYPES.map((contentType) => ({
    value: contentType,
    label: contentTypeLabel(contentType),
  }));

  return (
    <Stack gap="md" component="section" aria-label={t`Filters`}>
      <TextInput
        label={t`Search`}
        description={t`Name or e-mail`}
        type="search"
        maxLength={maxLengthOf(InfluencerQuerySchema.shape.search.unwrap())}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        maw={{ sm: 420 }}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        <FilterSelect
          label={t`Country`}
          data={countryChoices}
          value={filters.country}
          onChange={(country) => onChange({ country, state: undefined })}
          searchable
        />
        <FilterSelect
          label={t`State`}
          data={stateChoices}
          value={filters.state}
          onChange={(state) => onChange({ state })}
          disabled={!filters.country}
          searchable
        />
        <FilterSelect
          label={t`Gender`}
          data={genderChoices}
          value={filters.gender}
          onChange={(gender) => onChange({ gender })}
        />
        <Group grow gap="xs" align="flex-start">
          <NumberInput
            label={t`Minimum age`}
            value={ageMin}
            onChange={setAgeMin}
            min={0}
            max={120}
            allowDecimal={false}
            allowNegative={false}
            hideControls
          />
          <NumberInput
            label={t`Maximum age`}
            value={ageMax}
            onChange={setAgeMax}
            min={0}
            max={120}
            allowDecimal={false}
            allowNegative={false}
            hideControls
          />
        </Group>
        <FilterSelect
          label={t`Language`}
          data={languageChoices}
          value={filters.language}
          onChange={(language) => onChange({ language })}
          searchable
        />
        <FilterSelect
          label={t`Content type`}
          data={contentTypeChoices}
          value={filters.contentType}
          onChange={(contentType) => onChange({ contentType })}
          searchable
        />
        <Group grow gap="xs" align="flex-start">
          <FilterSelect
            label={t`Platform`}
            data={platformChoices}
            value={filters.platform}
            onChange={(platform) => onChange({ platform })}
          />
          <NumberInput
            label={t`Minimum followers`}
            value={followersMin}
            onChange={setFollowersMin}
            min={0}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            hideControls
          />
        </Group>
        <Group grow gap="xs" align="flex-start">
          <FilterSelect
            label={t`Follower freshness`}
            data={freshnessChoices}
            value={filters.freshness}
            onChange={(freshness) => onChange({ freshness })}
          />
          <FilterSelect
            label={t`Banned`}
            data={bannedChoices}
            value={filters.banned}
            onChange={(banned) => onChange({ banned })}
          />
        </Group>
      </SimpleGrid>
      <Button variant="default" onClick={onClear} style={{ alignSelf: 'flex-start' }}>
        <Trans>Clear filters</Trans>
      </Button>
    </Stack>
  );
}
