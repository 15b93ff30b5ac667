import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  EditProfileSchema,
  FOLLOWER_PLATFORMS,
  PLATFORM_LABELS,
  SOCIAL_LINK_PLATFORMS,
  type FollowerPlatform,
} from '@portal/domain/profile';
import { maxLengthOf } from '@portal/domain/validation';
import { FormSection, type SectionCollapse } from '@/components/form-section';
import { formatDateTime } from '@/lib/format-date';
import type { EditProfileForm } from '../hooks/use-edit-profile-form';

interface SocialMediaFieldsProps {
  form: EditProfileForm;
  /** On Edit Profile, the section folds; alone (the first run's step), it does not. */
  collapse?: SectionCollapse;
  /** When the follower counts were last saved (ISO time), null if never. */
  followersUpdatedAt: string | null;
}

const hasFollowerCount = (platform: string): platform is FollowerPlatform =>
  (FOLLOWER_PLATFORMS as readonly string[]).includes(platform);

/** Social Media Accounts: a link per platform and, where it has followers, their count. */
export function SocialMediaFields({ form, collapse, followersUpdatedAt }: SocialMediaFieldsProps) {
  const { t } = useLingui();
  const updatedAt = followersUpdatedAt ? formatDateTime(followersUpdatedAt) : null;
  return (
    <FormSection
      title={t`Social Media Accounts`}
      collapse={collapse}
      description={
        <Text size="sm" c="dimmed">
          {updatedAt ? t`Follower counts last updated ${updatedAt}` : t`Follower counts have not been updated yet`}
        </Text>
      }
    >
      {SOCIAL_LINK_PLATFORMS.map((platform) => {
        const platformName = PLATFORM_LABELS[platform];
        return (
          <SimpleGrid key={platform} cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t`${platformName} link`}
              type={platform === 'telegram' ? 'text' : 'url'}
              placeholder={platform === 'telegram' ? t`https://t.me/… or @username` : 'https://'}
              autoComplete="off"
              maxLength={maxLengthOf(EditProfileSchema.shape.socialMediaLinks.shape[platform])}
              key={form.key(`socialMediaLinks.${platform}`)}
              {...form.getInputProps(`socialMediaLinks.${platform}`)}
            />
            {hasFollowerCount(platform) && (
              <TextInput
                label={t`${platformName} followers`}
                inputMode="numeric"
                autoComplete="off"
                key={form.key(`socialMediaFollowers.${platform}`)}
                {...form.getInputProps(`socialMediaFollowers.${platform}`)}
              />
            )}
          </SimpleGrid>
        );
      })}
    </FormSection>
  );
}
