import { Trans } from '@lingui/react/macro';
import { Button, em, px, Stack, useMantineTheme } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { CountryListOption, Option, StateOption } from '@portal/domain/options';
import { sectionOfField, type EditProfile, type ProfileSection, type User } from '@portal/domain/profile';
import { FormFailure } from '@/components/form-failure';
import type { SectionCollapse } from '@/components/form-section';
import { focusFirstInvalidField } from '@/lib/focus-first-invalid-field';
import { useFormFailure } from '@/lib/use-form-failure';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useUpdateProfile } from '../api/update-profile';
import { useEditProfileForm } from '../hooks/use-edit-profile-form';
import { ContactDetailsFields } from './contact-details-fields';
import { ProfileFields } from './profile-fields';
import { SocialMediaFields } from './social-media-fields';
import classes from './edit-profile-form.module.css';

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

type Opened = Record<ProfileSection, boolean>;
const ALL_OPEN: Opened = { contactDetails: true, profile: true, socialMedia: true };
const FIRST_OPEN: Opened = { contactDetails: true, profile: false, socialMedia: false };

/**
 * Which sections are open: all of them on a wider screen, the first on a phone, until the user
 * opens or closes one; a validation error opens its section.
 */
function useOpenedSections() {
  const { breakpoints } = useMantineTheme();
  // Narrower than `sm`: the widths where Mantine's `{ base, sm }` props take their `base` value.
  const phone = useMediaQuery(`(max-width:${em(Number(px(breakpoints.sm)) - 0.1)})`);
  const [chosen, setChosen] = useState<Opened | null>(null);
  const opened = chosen ?? (phone ? FIRST_OPEN : ALL_OPEN);
  const collapseOf = (section: ProfileSection): SectionCollapse => ({
    opened: opened[section],
    onToggle: () => setChosen({ ...opened, [section]: !opened[section] }),
  });
  const open = (section: ProfileSection) => setChosen({ ...opened, [section]: true });
  return { collapseOf, open };
}

export function EditProfileForm({ user, countries, states, races, languages, onSaved }: EditProfileFormProps) {
  const failure = useFormFailure();
  const form = useEditProfileForm(user);
  const profileUpdate = useUpdateProfile({ onSuccess: onSaved });
  const sections = useOpenedSections();
  /** One save at a time: a double click sends the form once; a failure is toasted by the mutation. */
  const save = useOneAtATime((values: EditProfile) => profileUpdate.mutateAsync(values).catch(() => undefined));
  /** The first error's section opens before its field takes the focus. */
  const showFirstError = (errors: FormErrors) => {
    const section = sectionOfField(Object.keys(errors)[0] ?? '');
    if (section) flushSync(() => sections.open(section));
    focusFirstInvalidField(form)(errors);
  };

  return (
    <form
      noValidate
      aria-describedby={failure.describedBy}
      onSubmit={form.onSubmit(failure.watching(save), showFirstError)}
    >
      <Stack gap="lg">
        <FormFailure id={failure.id} failure={failure.failure} />
        <ContactDetailsFields
          form={form}
          collapse={sections.collapseOf('contactDetails')}
          countries={countries}
          states={states}
          races={races}
          languages={languages}
        />
        <ProfileFields form={form} collapse={sections.collapseOf('profile')} races={races} languages={languages} />
        <SocialMediaFields
          form={form}
          collapse={sections.collapseOf('socialMedia')}
          followersUpdatedAt={user.socialMediaFollowers.updatedAt}
        />
        <div className={classes.actions}>
          <Button type="submit" loading={profileUpdate.isPending}>
            <Trans>Save</Trans>
          </Button>
        </div>
      </Stack>
    </form>
  );
}
