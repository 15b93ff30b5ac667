import { AppShell, Burger, Button, Group, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Logo } from '../logo';
import classes from './signed-in-layout.module.css';
import { SidebarNav } from './sidebar-nav';

interface SignedInLayoutProps {
  children: ReactNode;
  onSignOut: () => void;
  /** True while signing out: the button shows a loader and ignores clicks. */
  signingOut: boolean;
}

/** The sidebar layout of every signed-in screen: fixed on desktop, an overlay on mobile. */
export function SignedInLayout({ children, onSignOut, signingOut }: SignedInLayoutProps) {
  const [navigationOpened, navigation] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !navigationOpened } }}
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
              aria-label="Toggle navigation"
              aria-expanded={navigationOpened}
            />
            <Logo />
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
      <AppShell.Navbar aria-label="Main navigation" className={classes.navbar} mod={{ collapsed: !navigationOpened }}>
        <ScrollArea p="sm">
          <SidebarNav onNavigate={navigation.close} />
        </ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
