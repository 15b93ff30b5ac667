import { useLingui } from '@lingui/react/macro';
import { Anchor, Badge, DataList, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  FOLLOWER_PLATFORMS,
  LANGUAGE_FLAGS,
  PLATFORM_LABELS,
  SOCIAL_LINK_PLATFORMS,
  type SocialLinkPlatform,
  type User,
} from '@portal/domain/profile';
import { EditableCard } from '@/components/editable-card';
import { paths } from '@/config/paths';
import { formatCalendarDate } from '@/lib/format-date';
import { formatCount } from '@/lib/format-number';
import { countryLabel, languageLabel, listOf, raceLabel, stateLabel } from '@/lib/i18n/option-labels';
import {
  contentTypeLabel,
  GENDER_LABELS,
  KIDS_LABELS,
  LANGUAGE_FLAG_LABELS,
  MARITAL_STATUS_LABELS,
} from '@/lib/i18n/choice-labels';

/** A link to open, or null for a value that is no address (a Telegram handle becomes its t.me link). */
function socialHref(platform: SocialLinkPlatform, value: string): string | null {
  if (/^https?:\/\//i.test(value)) {
    return value;
  }
  return platform === 'telegram' && /^@\w+$/.test(value) ? `https://t.me/${value.slice(1)}` : null;
}

/** A long content type wraps inside its badge rather than being cut off (large text, WCAG 1.4.4). */
const WRAPPING_BADGE = { label: { whiteSpace: 'normal' as const } };

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The dashboard's My Profile card: contact details, demographics, content, social links and followers. */
export function ProfileCard({ user }: { user: User }) {
  const { t } = useLingui();
  const notSet = t`Not set`;
  const listOrNotSet = (values: (string | null)[]) =>
    listOf(values.filter((value): value is string => Boolean(value))) || notSet;
  const links = SOCIAL_LINK_PLATFORMS.flatMap((platform) => {
    const value = user.socialMediaLinks[platform];
    return value ? [{ platform, value, href: socialHref(platform, value) }] : [];
  });
  const followers = FOLLOWER_PLATFORMS.flatMap((platform) => {
    const count = user.socialMediaFollowers[platform];
    return count === null ? [] : [{ platform, count }];
  });
  const contentLanguages = LANGUAGE_FLAGS.filter((flag) => user[flag]).map((flag) => t(LANGUAGE_FLAG_LABELS[flag]));

  return (
    <EditableCard title={t`My Profile`} editHref={paths.editProfile.getHref()} editLabel={t`Edit profile`}>
      <Stack gap="md">
        <div>
          <Text fw={600}>{user.fullName}</Text>
          <Text c="dimmed">{user.email}</Text>
        </div>
        <DataList orientation="horizontal" labelWidth={140}>
          <Detail label={t`Contact Number`}>{user.contactNumber || notSet}</Detail>
          <Detail label={t`Address`}>
            {[user.addrOne, user.addrTwo, user.city, user.postcode].filter(Boolean).join(', ') || notSet}
          </Detail>
          <Detail label={t`State / Country`}>
            {listOrNotSet([user.location && stateLabel(user.location), user.country && countryLabel(user.country)])}
          </Detail>
          <Detail label={t`Date of Birth`}>{user.dateOfBirth ? formatCalendarDate(user.dateOfBirth) : notSet}</Detail>
          <Detail label={t`Gender`}>{user.gender ? t(GENDER_LABELS[user.gender]) : notSet}</Detail>
          <Detail label={t`Race`}>{user.ethnicity ? raceLabel(user.ethnicity) : notSet}</Detail>
          <Detail label={t`Languages`}>{listOrNotSet(user.languages.map(languageLabel))}</Detail>
          <Detail label={t`Content languages`}>{listOrNotSet(contentLanguages)}</Detail>
          <Detail label={t`Marital Status`}>
            {user.maritalStatus ? t(MARITAL_STATUS_LABELS[user.maritalStatus]) : notSet}
          </Detail>
          <Detail label={t`Kids`}>{user.kids ? t(KIDS_LABELS[user.kids]) : notSet}</Detail>
          <Detail label={t`Content Types`}>
            {user.contentType.length > 0 ? (
              <Group gap={6}>
                {user.contentType.map((contentType) => (
                  <Badge key={contentType} variant="light" tt="none" h="auto" maw="100%" styles={WRAPPING_BADGE}>
                    {contentTypeLabel(contentType)}
                  </Badge>
                ))}
              </Group>
            ) : (
              notSet
            )}
          </Detail>
          <Detail label={t`Social Media`}>
            {links.length > 0 ? (
              <Group gap="sm">
                {links.map(({ platform, value, href }) =>
                  href ? (
                    <Anchor key={platform} href={href} target="_blank" rel="noopener noreferrer">
                      {PLATFORM_LABELS[platform]}
                    </Anchor>
                  ) : (
                    <Text key={platform} size="sm">
                      {PLATFORM_LABELS[platform]}: {value}
                    </Text>
                  ),
                )}
              </Group>
            ) : (
              t`No social media links yet`
            )}
          </Detail>
          <Detail label={t`Followers`}>
            {followers.length > 0 ? (
              <Stack gap={2}>
                {followers.map(({ platform, count }) => (
                  <Text key={platform} size="sm">
                    {PLATFORM_LABELS[platform]}: {formatCount(count)}
                  </Text>
                ))}
              </Stack>
            ) : (
              t`No follower counts yet`
            )}
          </Detail>
        </DataList>
      </Stack>
    </EditableCard>
  );
}
