import { AppShell, Burger, Button, Divider, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArrowBackUp,
  IconChecklist,
  IconCash,
  IconLogout,
  IconSpeakerphone,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Logo } from '@/components/logo';
import { paths } from '@/config/paths';
import classes from './admin-layout.module.css';

interface AdminLink {
  label: string;
  href: string;
  /** The part of the address under which the link counts as the current page. */
  section: string;
  icon: Icon;
}

const ADMIN_LINKS: AdminLink[] = [
  {
    label: 'Review queues',
    href: paths.adminQueue.getHref('applications'),
    section: '/admin/queues',
    icon: IconChecklist,
  },
  {
    label: 'Campaigns',
    href: paths.adminCampaigns.getHref(),
    section: paths.adminCampaigns.getHref(),
    icon: IconSpeakerphone,
  },
  {
    label: 'Influencers',
    href: paths.adminInfluencers.getHref(),
    section: paths.adminInfluencers.getHref(),
    icon: IconUsers,
  },
  { label: 'Payouts', href: paths.adminPayouts.getHref(), section: paths.adminPayouts.getHref(), icon: IconCash },
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
  const [navigationOpened, navigation] = useDisclosure(false);
  const { pathname } = useLocation();

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navigationOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navigationOpened}
              onClick={navigation.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle back-office navigation"
              aria-expanded={navigationOpened}
            />
            <Logo />
            <Text c="dimmed" fw={600} visibleFrom="xs">
              Back office
            </Text>
          </Group>
          <Button
            variant="default"
            leftSection={<IconLogout size={18} aria-hidden="true" />}
            onClick={onSignOut}
            loading={signingOut}
          >
            Sign Out
          </Button>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar aria-label="Back office" className={classes.navbar} mod={{ collapsed: !navigationOpened }}>
        <ScrollArea p="sm">
          <Stack gap={4}>
            {ADMIN_LINKS.map((link) => {
              const active = isIn(pathname, link.section);
              return (
                <NavLink
                  key={link.href}
                  component={Link}
                  to={link.href}
                  label={link.label}
                  leftSection={<link.icon size={18} stroke={1.6} aria-hidden="true" />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={navigation.close}
                />
              );
            })}
            <Divider my="sm" />
            <NavLink
              component={Link}
              to={paths.home.getHref()}
              label="Back to the creator portal"
              leftSection={<IconArrowBackUp size={18} stroke={1.6} aria-hidden="true" />}
              onClick={navigation.close}
            />
          </Stack>
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
