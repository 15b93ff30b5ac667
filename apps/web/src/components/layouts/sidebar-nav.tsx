import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Stack, Text } from '@mantine/core';
import {
  IconBell,
  IconBuildingBank,
  IconChecklist,
  IconCircleCheck,
  IconKey,
  IconLayoutDashboard,
  IconReceipt,
  IconShieldLock,
  IconSpeakerphone,
  IconUserEdit,
  type Icon,
} from '@tabler/icons-react';
import { createContext, use, useId } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { SidebarLink } from './sidebar-link';

interface NavigationLink {
  label: MessageDescriptor;
  href: string;
  icon: Icon;
}

interface NavigationGroup {
  /** Groups without a label hold top-level links. */
  label?: MessageDescriptor;
  links: NavigationLink[];
}

/** SPEC §2: the sidebar's groups and links, in order. */
const navigationGroups: NavigationGroup[] = [
  { links: [{ label: msg`My Dashboard`, href: paths.home.getHref(), icon: IconLayoutDashboard }] },
  {
    label: msg`My Account`,
    links: [
      { label: msg`Edit Profile`, href: paths.editProfile.getHref(), icon: IconUserEdit },
      { label: msg`Payment Details`, href: paths.bankDetails.getHref(), icon: IconBuildingBank },
    ],
  },
  {
    label: msg`Campaign`,
    links: [
      { label: msg`Campaigns`, href: paths.campaigns.getHref(), icon: IconSpeakerphone },
      { label: msg`My Tasks`, href: paths.myTasks.getHref(), icon: IconChecklist },
      { label: msg`Completed Task`, href: paths.completedTasks.getHref(), icon: IconCircleCheck },
    ],
  },
  {
    label: msg`Transactions`,
    links: [{ label: msg`Payment History`, href: paths.paymentHistory.getHref(), icon: IconReceipt }],
  },
  {
    label: msg`Settings`,
    links: [
      { label: msg`Change Password`, href: paths.changePassword.getHref(), icon: IconKey },
      { label: msg`Your data`, href: paths.myData.getHref(), icon: IconShieldLock },
      { label: msg`Notifications`, href: paths.notificationSettings.getHref(), icon: IconBell },
    ],
  },
];

/** The back office's link, added for admins: the app says whether the signed-in user is one. */
const backOfficeGroup: NavigationGroup = {
  label: msg`Administration`,
  links: [{ label: msg`Back office`, href: paths.admin.getHref(), icon: IconShieldLock }],
};

/** Whether the sidebar offers the back office (true for admins); shared UI knows no auth, so the app provides it. */
export const BackOfficeLinkContext = createContext(false);

interface SidebarNavProps {
  /** Called when a link is followed (closes the overlay on mobile). */
  onNavigate: () => void;
}

export function SidebarNav({ onNavigate }: SidebarNavProps) {
  const { _ } = useLingui();
  const [pathname] = useLocation();
  const idPrefix = useId();
  const groups = use(BackOfficeLinkContext) ? [...navigationGroups, backOfficeGroup] : navigationGroups;

  return (
    <Stack gap="md">
      {groups.map((group, groupIndex) => {
        const labelId = `${idPrefix}-group-${groupIndex}`;
        return (
          <div
            key={group.label?.id ?? 'top-level'}
            role={group.label ? 'group' : undefined}
            aria-labelledby={group.label ? labelId : undefined}
          >
            {group.label && (
              <Text id={labelId} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4}>
                {_(group.label)}
              </Text>
            )}
            {group.links.map((link) => (
              <SidebarLink
                key={link.href}
                {...link}
                label={_(link.label)}
                active={pathname === link.href}
                onNavigate={onNavigate}
              />
            ))}
          </div>
        );
      })}
    </Stack>
  );
}
