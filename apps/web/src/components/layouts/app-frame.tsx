import { AppShell, Burger, Button, Group, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Logo } from '../logo';
import classes from './app-frame.module.css';

interface AppFrameProps {
  children: ReactNode;
  onSignOut: () => void;
  /** True while signing out: the button shows a loader and ignores clicks. */
  signingOut: boolean;
  /** The navigation landmark's accessible name. */
  navigationLabel: string;
  /** The accessible name of the burger that opens the navigation on phones. */
  toggleLabel: string;
  navbarWidth: number;
  /** Shown beside the logo from the `xs` breakpoint up, e.g. which part of the app this is. */
  note?: ReactNode;
  /** The links; `closeNavigation` closes the overlay on phones once one is followed. */
  navigation: (closeNavigation: () => void) => ReactNode;
}

/**
 * The frame of every signed-in screen: a header with the logo and Sign Out, and a navigation fixed on
 * desktop, behind a burger on phones.
 */
export function AppFrame({
  children,
  onSignOut,
  signingOut,
  navigationLabel,
  toggleLabel,
  navbarWidth,
  note,
  navigation,
}: AppFrameProps) {
  const [navigationOpened, navigationState] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: navbarWidth, breakpoint: 'sm', collapsed: { mobile: !navigationOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navigationOpened}
              onClick={navigationState.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={toggleLabel}
              aria-expanded={navigationOpened}
            />
            <Logo />
            {note}
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
      <AppShell.Navbar aria-label={navigationLabel} className={classes.navbar} mod={{ collapsed: !navigationOpened }}>
        <ScrollArea p="sm">{navigation(navigationState.close)}</ScrollArea>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
