import { DataList } from '@mantine/core';
import type { ReactNode } from 'react';

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
    <DataList orientation={vertical ? 'vertical' : 'horizontal'} labelWidth={140}>
      {rows.map((row) => (
        <DataList.Item key={row.label}>
          <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
          {/* A long word or address wraps rather than widening the page (a phone is 375 px wide). */}
          <DataList.ItemValue style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', minWidth: 0 }}>
            {row.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
