import { useLingui } from '@lingui/react/macro';
import { Group, MultiSelect, Radio, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { optionsForCountry, type CountryListOption } from '@portal/domain/options';
import { CONTENT_TYPES, GENDERS, KIDS_ANSWERS, LANGUAGE_FLAGS, MARITAL_STATUSES } from '@portal/domain/profile';
import { ChipsField } from '@/components/chips-field';
import { FormSection, type SectionCollapse } from '@/components/form-section';
import {
  CONTENT_TYPE_LABELS,
  GENDER_LABELS,
  KIDS_LABELS,
  LANGUAGE_FLAG_LABELS,
  MARITAL_STATUS_LABELS,
} from '@/lib/i18n/choice-labels';
import { choicesOf, languageLabel, raceLabel } from '@/lib/i18n/option-labels';
import type { EditProfileForm } from '../hooks/use-edit-profile-form';

interface ProfileFieldsProps {
  form: EditProfileForm;
  /** On Edit Profile, the section folds; alone (the first run's step), it does not. */
  collapse?: SectionCollapse;
  races: CountryListOption[];
  languages: CountryListOption[];
}

/** Profile: date of birth, gender, race, languages, marital status, kids and content types. */
export function ProfileFields({ form, collapse, races, languages }: ProfileFieldsProps) {
  const { t } = useLingui();
  const country = form.useWatchValue('country');
  const noCountryPlaceholder = country ? undefined : t`Select a country first`;
  const genderChoices = GENDERS.map((gender) => ({ value: gender, label: t(GENDER_LABELS[gender]) }));
  const maritalStatusChoices = MARITAL_STATUSES.map((status) => ({
    value: status,
    label: t(MARITAL_STATUS_LABELS[status]),
  }));
  const initialValues = form.getInitialValues();
  const contentTypes = form.getInputProps('contentType');

  return (
    <FormSection title={t`Profile`} collapse={collapse}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Date of Birth`}
          type="date"
          autoComplete="bday"
          key={form.key('dateOfBirth')}
          {...form.getInputProps('dateOfBirth')}
        />
        <Select
          label={t`Gender`}
          placeholder={t`Select your gender`}
          data={genderChoices}
          allowDeselect={false}
          autoComplete="sex"
          key={form.key('gender')}
          {...form.getInputProps('gender')}
          onChange={(gender) => form.setFieldValue('gender', gender ?? '', { forceUpdate: false })}
        />
        <Select
          label={t`Race`}
          placeholder={noCountryPlaceholder ?? t`Select your race`}
          data={choicesOf(optionsForCountry(races, country), raceLabel)}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t`No race found`}
          autoComplete="off"
          key={form.key('ethnicity')}
          {...form.getInputProps('ethnicity')}
          onChange={(race) => form.setFieldValue('ethnicity', race ?? '', { forceUpdate: false })}
        />
        <MultiSelect
          label={t`Languages`}
          placeholder={noCountryPlaceholder ?? t`Select the languages you speak`}
          data={choicesOf(optionsForCountry(languages, country), languageLabel)}
          searchable
          nothingFoundMessage={t`No language found`}
          autoComplete="off"
          key={form.key('languages')}
          {...form.getInputProps('languages')}
        />
        <Select
          label={t`Marital Status`}
          placeholder={t`Select your marital status`}
          data={maritalStatusChoices}
          allowDeselect={false}
          key={form.key('maritalStatus')}
          {...form.getInputProps('maritalStatus')}
          onChange={(status) => form.setFieldValue('maritalStatus', status ?? '', { forceUpdate: false })}
        />
        <Radio.Group label={t`Do you have kids?`} key={form.key('kids')} {...form.getInputProps('kids')}>
          <Group gap="lg" mt={8}>
            {KIDS_ANSWERS.map((answer) => (
              <Radio key={answer} value={answer} label={t(KIDS_LABELS[answer])} />
            ))}
          </Group>
        </Radio.Group>
      </SimpleGrid>
      <ChipsField
        label={t`Content languages`}
        description={t`The languages you create content in.`}
        choices={LANGUAGE_FLAGS.map((flag) => ({ value: flag, label: t(LANGUAGE_FLAG_LABELS[flag]) }))}
        defaultValue={LANGUAGE_FLAGS.filter((flag) => initialValues[flag])}
        onChange={(chosen) =>
          LANGUAGE_FLAGS.forEach((flag) => form.setFieldValue(flag, chosen.includes(flag), { forceUpdate: false }))
        }
      />
      <ChipsField
        label={t`Content Types`}
        choices={CONTENT_TYPES.map((contentType) => ({
          value: contentType,
          label: t(CONTENT_TYPE_LABELS[contentType]),
        }))}
        key={form.key('contentType')}
        path="contentType"
        defaultValue={contentTypes.defaultValue as string[]}
        onChange={contentTypes.onChange as (chosen: string[]) => void}
        error={contentTypes.error as ReactNode}
      />
    </FormSection>
  );
}
