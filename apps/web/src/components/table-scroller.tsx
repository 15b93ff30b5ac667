import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import classes from './table-scroller.module.css';

interface TableScrollerProps {
  /** The region's accessible name, e.g. what the table lists. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  children: ReactNode;
}

/** Gives every body cell its column's header text, which a phone shows beside the value. */
function labelCellsByColumn(root: HTMLElement) {
  const headers = Array.from(root.querySelectorAll('thead th'), (header) => header.textContent?.trim() ?? '');
  for (const row of root.querySelectorAll('tbody tr')) {
    Array.from(row.children).forEach((cell, column) => {
      const header = headers[column];
      if (header && cell.getAttribute('data-label') !== header) cell.setAttribute('data-label', header);
    });
  }
}

/**
 * A table that scrolls sideways on narrow screens with the browser's own scrolling (Mantine's
 * ScrollArea brings Floating UI with it), and that a keyboard can reach and scroll. On a phone its
 * rows stack as cards, each value under its column's name, so no column is out of sight.
 */
export function TableScroller({ label, minWidth, children }: TableScrollerProps) {
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = scroller.current;
    if (!root) return;
    labelCellsByColumn(root);
    // Rows come and go with pages and filters; the attributes set here do not trigger it again.
    const observer = new MutationObserver(() => labelCellsByColumn(root));
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  return (
    // A scrollable region must be focusable for keyboard users to scroll it (WCAG 2.1.1).
    <div
      ref={scroller}
      className={classes.scroller}
      role="region"
      aria-label={label}
      tabIndex={0}
      style={{ '--table-min-width': `${minWidth}px` } as CSSProperties}
    >
      <div className={classes.table}>{children}</div>
    </div>
  );
}
