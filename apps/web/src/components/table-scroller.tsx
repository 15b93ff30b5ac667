import type { ReactNode } from 'react';
import classes from './table-scroller.module.css';

interface TableScrollerProps {
  /** The region's accessible name, e.g. what the table lists. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  children: ReactNode;
}

/**
 * A table that scrolls sideways on narrow screens with the browser's own scrolling (Mantine's
 * ScrollArea brings Floating UI with it), and that a keyboard can reach and scroll.
 */
export function TableScroller({ label, minWidth, children }: TableScrollerProps) {
  return (
    // A scrollable region must be focusable for keyboard users to scroll it (WCAG 2.1.1).
    <div className={classes.scroller} role="region" aria-label={label} tabIndex={0}>
      <div style={{ minWidth }}>{children}</div>
    </div>
  );
}
