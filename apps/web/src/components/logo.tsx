import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'wouter';
import { paths } from '@/config/paths';
import classes from './logo.module.css';

/** The product's name, the same in every language. */
export const PRODUCT_NAME = 'Creator Portal';

interface LogoProps {
  /** The narrowest screen that still shows the name beside the mark: a phone's, or a tablet's for a crowded header. */
  nameFrom?: 'phone' | 'tablet';
}

/** The product mark and name, linking to the landing page. */
export function Logo({ nameFrom = 'phone' }: LogoProps) {
  return (
    <UnstyledButton component={Link} to={paths.home.getHref()}>
      <Group gap={8} wrap="nowrap">
        <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="8" fill="var(--mantine-primary-color-filled)" />
          <path d="M21.5 11.2a7 7 0 1 0 0 9.6" fill="none" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
        </svg>
        <Text fw={700} size="lg" className={classes.name} data-room={nameFrom}>
          {PRODUCT_NAME}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
