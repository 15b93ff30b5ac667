import { Stack, Text } from '@mantine/core';
import {
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
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { SidebarLink } from './sidebar-link';

interface NavigationLink {
  label: string;
  href: string;
  icon: Icon;
}

interface NavigationGroup {
  /** Groups without a label hold top-level links. */
  label?: string;
  links: NavigationLink[];
}

/** SPEC §2: the sidebar's groups and links, in order. */
const navigationGroups: NavigationGroup[] = [
  { links: [{ label: 'My Dashboard', href: paths.home.getHref(), icon: IconLayoutDashboard }] },
  {
    label: 'My Account',
    links: [
      { label: 'Edit Profile', href: paths.editProfile.getHref(), icon: IconUserEdit },
      { label: 'Payment Details', href: paths.bankDetails.getHref(), icon: IconBuildingBank },
    ],
  },
  {
    label: 'Campaign',
    links: [
      { label: 'Campaigns', href: paths.campaigns.getHref(), icon: IconSpeakerphone },
      { label: 'My Tasks', href: paths.myTasks.getHref(), icon: IconChecklist },
      { label: 'Completed Task', href: paths.completedTasks.getHref(), icon: IconCircleCheck },
    ],
  },
  {
    label: 'Transactions',
    links: [{ label: 'Payment History', href: paths.paymentHistory.getHref(), icon: IconReceipt }],
  },
  {
    label: 'Settings',
    links: [{ label: 'Change Password', href: paths.changePassword.getHref(), icon: IconKey }],
  },
];

/** The back office's link, added for admins: the app says whether the signed-in user is one. */
const backOfficeGroup: NavigationGroup = {
  label: 'Administration',
  links: [{ label: 'Back office', href: paths.admin.getHref(), icon: IconShieldLock }],
};

/** Whether the sidebar offers the back office (true for admins); shared UI knows no auth, so the app provides it. */
export const BackOfficeLinkContext = createContext(false);

interface SidebarNavProps {
  /** Called when a link is followed (closes the overlay on mobile). */
  onNavigate: () => void;
}

export function SidebarNav({ onNavigate }: SidebarNavProps) {
  const { pathname } = useLocation();
  const idPrefix = useId();
  const groups = use(BackOfficeLinkContext) ? [...navigationGroups, backOfficeGroup] : navigationGroups;

  return (
    <Stack gap="md">
      {groups.map((group, groupIndex) => {
        const labelId = `${idPrefix}-group-${groupIndex}`;
        return (
          <div
            key={group.label ?? 'top-level'}
            role={group.label ? 'group' : undefined}
            aria-labelledby={group.label ? labelId : undefined}
          >
            {group.label && (
              <Text id={labelId} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pb={4}>
                {group.label}
              </Text>
            )}
            {group.links.map((link) => (
              <SidebarLink key={link.href} {...link} active={pathname === link.href} onNavigate={onNavigate} />
            ))}
          </div>
        );
      })}
    </Stack>
  );
}
