import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { optionsForCountry, type CountryListOption, type Option, type StateOption } from '@portal/domain/options';
import { EditProfileSchema } from '@portal/domain/profile';
import { maxLengthOf } from '@portal/domain/validation';
import { FormSection, type SectionCollapse } from '@/components/form-section';
import { choicesOf, countryLabel, stateLabel } from '@/lib/i18n/option-labels';
import type { EditProfileForm } from '../hooks/use-edit-profile-form';

interface ContactDetailsFieldsProps {
  form: EditProfileForm;
  /** On Edit Profile, the section folds; alone (the first run's step), it does not. */
  collapse?: SectionCollapse;
  countries: Option[];
  states: StateOption[];
  races: CountryListOption[];
  languages: CountryListOption[];
}

const offeredValues = (options: CountryListOption[], country: string) =>
  new Set(optionsForCountry(options, country).map((option) => option.value));

/** Contact Details: name, e-mail (read-only), contact number, address, country and state. */
export function ContactDetailsFields({
  form,
  collapse,
  countries,
  states,
  races,
  languages,
}: ContactDetailsFieldsProps) {
  const { t } = useLingui();
  const country = form.useWatchValue('country');
  const stateChoices = choicesOf(optionsForCountry(states, country), stateLabel);

  /** A new country clears the state, and the race and languages it does not offer. */
  const changeCountry = (choice: string | null) => {
    const nextCountry = choice ?? '';
    const current = form.getValues();
    if (nextCountry === current.country) {
      return;
    }
    form.setFieldValue('country', nextCountry, { forceUpdate: false });
    form.setFieldValue('location', '');
    if (current.ethnicity !== '' && !offeredValues(races, nextCountry).has(current.ethnicity)) {
      form.setFieldValue('ethnicity', '');
    }
    const offeredLanguages = offeredValues(languages, nextCountry);
    const keptLanguages = current.languages.filter((language) => offeredLanguages.has(language));
    if (keptLanguages.length !== current.languages.length) {
      form.setFieldValue('languages', keptLanguages);
    }
  };

  return (
    <FormSection title={t`Contact Details`} collapse={collapse}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Full Name`}
          autoComplete="name"
          key={form.key('fullName')}
          maxLength={maxLengthOf(EditProfileSchema.shape.fullName)}
          {...form.getInputProps('fullName')}
        />
        <TextInput
          label={t`Email`}
          type="email"
          readOnly
          description={t`Your e-mail address cannot be changed.`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          key={form.key('email')}
          maxLength={maxLengthOf(EditProfileSchema.shape.email)}
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t`Contact Number`}
          type="tel"
          autoComplete="tel"
          key={form.key('contactNumber')}
          maxLength={maxLengthOf(EditProfileSchema.shape.contactNumber)}
          {...form.getInputProps('contactNumber')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Address Line 1`}
          autoComplete="address-line1"
          key={form.key('addrOne')}
          maxLength={maxLengthOf(EditProfileSchema.shape.addrOne)}
          {...form.getInputProps('addrOne')}
        />
        <TextInput
          label={t`Address Line 2`}
          autoComplete="address-line2"
          key={form.key('addrTwo')}
          maxLength={maxLengthOf(EditProfileSchema.shape.addrTwo)}
          {...form.getInputProps('addrTwo')}
        />
        <TextInput
          label={t`City`}
          autoComplete="address-level2"
          key={form.key('city')}
          maxLength={maxLengthOf(EditProfileSchema.shape.city)}
          {...form.getInputProps('city')}
        />
        <TextInput
          label={t`Postcode`}
          autoComplete="postal-code"
          key={form.key('postcode')}
          maxLength={maxLengthOf(EditProfileSchema.shape.postcode)}
          {...form.getInputProps('postcode')}
        />
        <Select
          label={t`Country`}
          placeholder={t`Select your country`}
          data={choicesOf(countries, countryLabel)}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t`No country found`}
          autoComplete="country-name"
          key={form.key('country')}
          {...form.getInputProps('country')}
          onChange={changeCountry}
        />
        <Select
          label={t`State`}
          placeholder={country ? t`Select your state` : t`Select a country first`}
          data={stateChoices}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t`No state found`}
          autoComplete="address-level1"
          key={form.key('location')}
          {...form.getInputProps('location')}
          onChange={(state) => form.setFieldValue('location', state ?? '', { forceUpdate: false })}
        />
      </SimpleGrid>
    </FormSection>
  );
}
