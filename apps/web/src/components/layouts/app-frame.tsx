import { Trans } from '@lingui/react/macro';
import { Burger, Button, Group, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useEffect, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { Logo } from '../logo';
import { LocaleSwitcher } from './locale-switcher';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { useModalDrawer } from './use-modal-drawer';
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
  /** Shown before the language menu, e.g. the notification bell. */
  tools?: ReactNode;
  /** The links; `closeNavigation` closes the overlay on phones once one is followed. */
  navigation: (closeNavigation: () => void) => ReactNode;
}

/**
 * The frame of every signed-in screen: a header with the logo, its tools (the bell), the language menu and Sign Out,
 * and a navigation fixed on desktop, behind a burger on phones. Open on a phone, the navigation is a modal drawer: the
 * focus stays in it and the burger, Escape closes it, and the page behind is inert (WCAG 2.4.3).
 */
export function AppFrame({
  children,
  onSignOut,
  signingOut,
  navigationLabel,
  toggleLabel,
  navbarWidth,
  note,
  tools,
  navigation,
}: AppFrameProps) {
  const [navigationOpened, navigationState] = useDisclosure(false);
  const { breakpoints } = useMantineTheme();
  const desktop = useMediaQuery(`(min-width:${breakpoints.sm})`);
  // A navigation opened on a phone and left open on a wider window is just the desktop's sidebar;
  // narrowed again, the window shows it closed rather than pulling the focus into a drawer.
  const drawerOpen = navigationOpened && !desktop;
  const closeNavigation = navigationState.close;
  useEffect(() => {
    if (desktop) closeNavigation();
  }, [desktop, closeNavigation]);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navigationRef = useRef<HTMLElement>(null);
  const navigationId = useId();
  useModalDrawer({ open: drawerOpen, toggleRef, drawerRef: navigationRef, onClose: navigationState.close });
  const sizes = { '--frame-header-height': '60px', '--frame-navbar-width': `${navbarWidth}px` } as CSSProperties;

  return (
    <div style={sizes}>
      <div inert={drawerOpen}>
        <SkipLink />
      </div>
      <header className={classes.header}>
        <Group gap="sm" wrap="nowrap">
          <Burger
            ref={toggleRef}
            opened={navigationOpened}
            onClick={navigationState.toggle}
            hiddenFrom="sm"
            className={classes.burger}
            size="sm"
            aria-label={toggleLabel}
            aria-expanded={navigationOpened}
            aria-controls={navigationId}
          />
          {/* The burger stays usable beside an open drawer; the rest of the header is behind it. */}
          <div className={classes.contents} inert={drawerOpen}>
            <Logo nameFrom="tablet" />
            {note}
          </div>
        </Group>
        <Group gap="xs" wrap="nowrap" inert={drawerOpen}>
          {tools}
          <LocaleSwitcher />
          <Button
            variant="default"
            className={classes.signOut}
            leftSection={<IconLogout size={18} aria-hidden="true" />}
            onClick={onSignOut}
            loading={signingOut}
          >
            <span className={classes.signOutLabel}>
              <Trans>Sign Out</Trans>
            </span>
          </Button>
        </Group>
      </header>
      <nav
        ref={navigationRef}
        id={navigationId}
        aria-label={navigationLabel}
        className={classes.navbar}
        data-collapsed={navigationOpened ? undefined : true}
      >
        {navigation(navigationState.close)}
      </nav>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main} inert={drawerOpen}>
        {children}
      </main>
    </div>
  );
}
