import { useLingui } from '@lingui/react/macro';
import { Box, Container, Group, Paper } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { paths, safeNextPath } from '@/config/paths';
import { Logo } from '../logo';
import { LocaleSwitcher } from './locale-switcher';
import { PublicHeaderLinks } from './public-header-links';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

interface PublicLayoutProps {
  children: ReactNode;
  hideLogin?: boolean;
  hideSignUp?: boolean;
  /** Puts the content in a bordered frame. */
  framed?: boolean;
  /** The page Login and Sign Up come back to once signed in; by default the `?next=` this page was given. */
  returnTo?: string;
}

export function PublicLayout({
  children,
  hideLogin = false,
  hideSignUp = false,
  framed = false,
  returnTo,
}: PublicLayoutProps) {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const next = returnTo ?? safeNextPath(searchParams.get('next')) ?? undefined;
  const headerLinks = [
    ...(hideLogin ? [] : [{ label: t`Login`, href: paths.home.getHref(next), variant: 'default' as const }]),
    ...(hideSignUp ? [] : [{ label: t`Sign Up`, href: paths.register.getHref(next), variant: 'filled' as const }]),
  ];

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box component="header" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group justify="space-between" wrap="nowrap">
          <Logo />
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <LocaleSwitcher />
            <PublicHeaderLinks links={headerLinks} />
          </Group>
        </Group>
      </Box>
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} py="xl" px="md" style={{ flex: 1 }}>
        <Container size="sm" px={0}>
          {framed ? (
            <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
              {children}
            </Paper>
          ) : (
            children
          )}
        </Container>
      </Box>
      <Box component="footer" />
    </Box>
  );
}
