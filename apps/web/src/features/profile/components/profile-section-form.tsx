import { Trans } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import type { CountryListOption, Option, StateOption } from '@portal/domain/options';
import {
  sectionValues,
  type EditProfile,
  type ProfileSection,
  type ProfileSectionSave,
  type User,
} from '@portal/domain/profile';
import { FormFailure } from '@/components/form-failure';
import { focusFirstInvalidField } from '@/lib/focus-first-invalid-field';
import { useFormFailure } from '@/lib/use-form-failure';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useUpdateProfileSection } from '../api/update-profile-section';
import { useEditProfileForm } from '../hooks/use-edit-profile-form';
import { ContactDetailsFields } from './contact-details-fields';
import { ProfileFields } from './profile-fields';
import { SocialMediaFields } from './social-media-fields';

interface ProfileSectionFormProps {
  section: ProfileSection;
  user: User;
  countries: Option[];
  /** Every country's states, races and languages: the form offers the chosen country's. */
  states: StateOption[];
  races: CountryListOption[];
  languages: CountryListOption[];
  /** Receives the saved user. */
  onSaved: (user: User) => void;
}

/** One section of the edit-profile form with a Save of its own, which sends that section's fields only. */
export function ProfileSectionForm({
  section,
  user,
  countries,
  states,
  races,
  languages,
  onSaved,
}: ProfileSectionFormProps) {
  const failure = useFormFailure();
  const form = useEditProfileForm(user, section);
  const sectionUpdate = useUpdateProfileSection({ onSuccess: onSaved });
  /** One save at a time: a double click sends the section once; a failure is toasted by the mutation. */
  const save = useOneAtATime((values: EditProfile) =>
    sectionUpdate.mutateAsync(sectionValues(section, values) as ProfileSectionSave).catch(() => undefined),
  );

  return (
    <form
      noValidate
      aria-describedby={failure.describedBy}
      onSubmit={form.onSubmit(failure.watching(save), focusFirstInvalidField(form))}
    >
      <Stack gap="lg">
        <FormFailure id={failure.id} failure={failure.failure} />
        {section === 'contactDetails' && (
          <ContactDetailsFields form={form} countries={countries} states={states} races={races} languages={languages} />
        )}
        {section === 'profile' && <ProfileFields form={form} races={races} languages={languages} />}
        {section === 'socialMedia' && (
          <SocialMediaFields form={form} followersUpdatedAt={user.socialMediaFollowers.updatedAt} />
        )}
        <Button type="submit" loading={sectionUpdate.isPending} style={{ alignSelf: 'flex-start' }}>
          <Trans>Save</Trans>
        </Button>
      </Stack>
    </form>
  );
}
