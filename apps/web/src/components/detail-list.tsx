import type { ReactNode } from 'react';
import classes from './detail-list.module.css';

export interface DetailRow {
  label: string;
  value: ReactNode;
}

interface DetailListProps {
  rows: DetailRow[];
  /** Stack each label over its value (long texts), rather than side by side. */
  vertical?: boolean;
}

/** Labelled values, as a description list (label `dt`, value `dd`). */
export function DetailList({ rows, vertical = false }: DetailListProps) {
  if (rows.length === 0) {
    return null;
  }
  return (
    <dl className={classes.list} data-orientation={vertical ? 'vertical' : 'horizontal'}>
      {rows.map((row) => (
        <div key={row.label} className={classes.item}>
          <dt className={classes.label}>{row.label}</dt>
          {/* A long word or address wraps rather than widening the page (a phone is 375 px wide). */}
          <dd className={classes.value} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', minWidth: 0 }}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
