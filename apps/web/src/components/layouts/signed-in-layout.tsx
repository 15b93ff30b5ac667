import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AppFrame } from './app-frame';
import { SidebarNav } from './sidebar-nav';

interface SignedInLayoutProps {
  children: ReactNode;
  onSignOut: () => void;
  /** True while signing out: the button shows a loader and ignores clicks. */
  signingOut: boolean;
  /** Shown in the header before the language menu (the app's notification bell). */
  tools?: ReactNode;
}

/** The sidebar layout of every signed-in screen: fixed on desktop, an overlay on mobile. */
export function SignedInLayout({ children, onSignOut, signingOut, tools }: SignedInLayoutProps) {
  const { t } = useLingui();
  return (
    <AppFrame
      onSignOut={onSignOut}
      signingOut={signingOut}
      navigationLabel={t`Main navigation`}
      toggleLabel={t`Toggle navigation`}
      navbarWidth={260}
      tools={tools}
      navigation={(closeNavigation) => <SidebarNav onNavigate={closeNavigation} />}
    >
      {children}
    </AppFrame>
  );
}
