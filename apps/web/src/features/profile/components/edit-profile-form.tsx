import { Trans } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import type { CountryListOption, Option, StateOption } from '@portal/domain/options';
import type { EditProfile, User } from '@portal/domain/profile';
import { focusFirstInvalidField } from '@/lib/focus-first-invalid-field';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useUpdateProfile } from '../api/update-profile';
import { useEditProfileForm } from '../hooks/use-edit-profile-form';
import { ContactDetailsFields } from './contact-details-fields';
import { ProfileFields } from './profile-fields';
import { SocialMediaFields } from './social-media-fields';

interface EditProfileFormProps {
  user: User;
  countries: Option[];
  /** Every country's states, races and languages: the form offers the chosen country's. */
  states: StateOption[];
  races: CountryListOption[];
  languages: CountryListOption[];
  /** Receives the saved user. */
  onSaved: (user: User) => void;
}

export function EditProfileForm({ user, countries, states, races, languages, onSaved }: EditProfileFormProps) {
  const form = useEditProfileForm(user);
  const profileUpdate = useUpdateProfile({ onSuccess: onSaved });
  /** One save at a time: a double click sends the form once; a failure is toasted by the mutation. */
  const save = useOneAtATime((values: EditProfile) => profileUpdate.mutateAsync(values).catch(() => undefined));

  return (
    <form noValidate onSubmit={form.onSubmit(save, focusFirstInvalidField(form))}>
      <Stack gap="lg">
        <ContactDetailsFields form={form} countries={countries} states={states} races={races} languages={languages} />
        <ProfileFields form={form} races={races} languages={languages} />
        <SocialMediaFields form={form} followersUpdatedAt={user.socialMediaFollowers.updatedAt} />
        <Button type="submit" loading={profileUpdate.isPending} style={{ alignSelf: 'flex-start' }}>
          <Trans>Save</Trans>
        </Button>
      </Stack>
    </form>
  );
}
