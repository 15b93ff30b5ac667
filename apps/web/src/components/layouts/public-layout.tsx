import { Box, Burger, Button, Container, Group, Menu, Paper } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths, safeNextPath } from '@/config/paths';
import { Logo } from '../logo';

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
  const [menuOpened, setMenuOpened] = useState(false);
  const [searchParams] = useSearchParams();
  const next = returnTo ?? safeNextPath(searchParams.get('next')) ?? undefined;
  const headerLinks = [
    ...(hideLogin ? [] : [{ label: 'Login', href: paths.home.getHref(next), variant: 'default' }]),
    ...(hideSignUp ? [] : [{ label: 'Sign Up', href: paths.register.getHref(next), variant: 'filled' }]),
  ];

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group justify="space-between" wrap="nowrap">
          <Logo />
          {headerLinks.length > 0 && (
            <>
              <Group visibleFrom="sm" gap="sm">
                {headerLinks.map((link) => (
                  <Button key={link.href} component={Link} to={link.href} variant={link.variant}>
                    {link.label}
                  </Button>
                ))}
              </Group>
              <Box hiddenFrom="sm">
                <Menu opened={menuOpened} onChange={setMenuOpened} position="bottom-end" width={180}>
                  <Menu.Target>
                    <Burger opened={menuOpened} aria-label="Open menu" size="sm" />
                  </Menu.Target>
                  <Menu.Dropdown>
                    {headerLinks.map((link) => (
                      <Menu.Item key={link.href} component={Link} to={link.href}>
                        {link.label}
                      </Menu.Item>
                    ))}
                  </Menu.Dropdown>
                </Menu>
              </Box>
            </>
          )}
        </Group>
      </Box>
      <Box component="main" py="xl" px="md" style={{ flex: 1 }}>
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
