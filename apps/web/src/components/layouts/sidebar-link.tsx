import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import classes from './sidebar-link.module.css';

interface SidebarLinkProps {
  label: string;
  href: string;
  icon: Icon;
  /** Whether it leads to the current page (marked with `aria-current`). */
  active?: boolean;
  /** Called when the link is followed (closes the overlay on mobile). */
  onNavigate: () => void;
  /** Shown after the label, part of the link's name (e.g. how many wait). */
  badge?: ReactNode;
}

/** One link of a sidebar navigation, with its icon. */
export function SidebarLink({ label, href, icon: LinkIcon, active = false, onNavigate, badge }: SidebarLinkProps) {
  return (
    <Link to={href} className={classes.link} aria-current={active ? 'page' : undefined} onClick={onNavigate}>
      <LinkIcon size={18} stroke={1.6} aria-hidden="true" />
      {label}
      {badge}
    </Link>
  );
}
