import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Divider, Stack, Text } from '@mantine/core';
import {
  IconArrowBackUp,
  IconChecklist,
  IconCash,
  IconMessages,
  IconStack2,
  IconSpeakerphone,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { AppFrame } from '@/components/layouts/app-frame';
import { SidebarLink } from '@/components/layouts/sidebar-link';
import { paths } from '@/config/paths';
import { adminPaths } from '@/config/admin-paths';
import { useQueueCounts } from '../api/get-queue-counts';

interface AdminLink {
  label: MessageDescriptor;
  href: string;
  /** The part of the address under which the link counts as the current page. */
  section: string;
  icon: Icon;
}

const ADMIN_LINKS: AdminLink[] = [
  {
    label: msg`Review queues`,
    href: adminPaths.adminQueue.getHref('applications'),
    section: '/admin/queues',
    icon: IconChecklist,
  },
  {
    label: msg`Messages`,
    href: adminPaths.adminMessages.getHref(),
    section: adminPaths.adminMessages.getHref(),
    icon: IconMessages,
  },
  {
    label: msg`Campaigns`,
    href: adminPaths.adminCampaigns.getHref(),
    section: adminPaths.adminCampaigns.getHref(),
    icon: IconSpeakerphone,
  },
  {
    label: msg`Influencers`,
    href: adminPaths.adminInfluencers.getHref(),
    section: adminPaths.adminInfluencers.getHref(),
    icon: IconUsers,
  },
  {
    label: msg`Payouts`,
    href: adminPaths.adminPayouts.getHref(),
    section: adminPaths.adminPayouts.getHref(),
    icon: IconCash,
  },
  {
    label: msg`Payout batches`,
    href: adminPaths.adminPayoutBatches.getHref(),
    section: adminPaths.adminPayoutBatches.getHref(),
    icon: IconStack2,
  },
];

const isIn = (pathname: string, section: string) => pathname === section || pathname.startsWith(`${section}/`);

interface AdminLayoutProps {
  children: ReactNode;
  onSignOut: () => void;
  /** True while signing out: the button shows a loader and ignores clicks. */
  signingOut: boolean;
}

/** The back office's frame: its own navigation (fixed on desktop, behind a burger on phones) around the page. */
export function AdminLayout({ children, onSignOut, signingOut }: AdminLayoutProps) {
  const { t } = useLingui();
  const [pathname] = useLocation();
  const counts = useQueueCounts().data;
  const overduePayouts = counts?.overduePayouts ?? 0;
  const waitingMessages = counts?.messages ?? 0;
  /** Creators waiting for an answer, beside the Messages link. */
  const messagesBadge =
    waitingMessages > 0 ? (
      <Badge variant="light" ml="auto">
        {t`${waitingMessages} waiting`}
      </Badge>
    ) : null;
  /** Payouts past their due date, beside the Payouts link, in words as well as in colour. */
  const overdueBadge =
    overduePayouts > 0 ? (
      <Badge color="red" variant="light" ml="auto">
        {t`${overduePayouts} overdue`}
      </Badge>
    ) : null;

  return (
    <AppFrame
      onSignOut={onSignOut}
      signingOut={signingOut}
      navigationLabel={t`Back office`}
      toggleLabel={t`Toggle back-office navigation`}
      navbarWidth={240}
      note={
        <Text c="dimmed" fw={600} visibleFrom="xs">
          <Trans>Back office</Trans>
        </Text>
      }
      navigation={(closeNavigation) => (
        <Stack gap={4}>
          {ADMIN_LINKS.map(({ section, label, ...link }) => (
            <SidebarLink
              key={link.href}
              {...link}
              label={t(label)}
              active={isIn(pathname, section)}
              onNavigate={closeNavigation}
              badge={
                link.href === adminPaths.adminPayouts.getHref()
                  ? overdueBadge
                  : link.href === adminPaths.adminMessages.getHref()
                    ? messagesBadge
                    : null
              }
            />
          ))}
          <Divider my="sm" />
          <SidebarLink
            label={t`Back to the creator portal`}
            href={paths.home.getHref()}
            icon={IconArrowBackUp}
            onNavigate={closeNavigation}
          />
        </Stack>
      )}
    >
      {children}
    </AppFrame>
  );
}
