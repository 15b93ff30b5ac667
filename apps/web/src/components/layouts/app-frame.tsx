import { Trans } from '@lingui/react/macro';
import { Burger, Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import type { CSSProperties, ReactNode } from 'react';
import { Logo } from '../logo';
import { LocaleSwitcher } from './locale-switcher';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
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
 * The frame of every signed-in screen: a header with the logo, the language menu and Sign Out, and a navigation fixed on
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
  const sizes = { '--frame-header-height': '60px', '--frame-navbar-width': `${navbarWidth}px` } as CSSProperties;

  return (
    <div style={sizes}>
      <SkipLink />
      <header className={classes.header}>
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
        <Group gap="xs" wrap="nowrap">
          <LocaleSwitcher />
          <Button
            variant="default"
            leftSection={<IconLogout size={18} aria-hidden="true" />}
            onClick={onSignOut}
            loading={signingOut}
          >
            <Trans>Sign Out</Trans>
          </Button>
        </Group>
      </header>
      <nav aria-label={navigationLabel} className={classes.navbar} data-collapsed={navigationOpened ? undefined : true}>
        {navigation(navigationState.close)}
      </nav>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {children}
      </main>
    </div>
  );
}
