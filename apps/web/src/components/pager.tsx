import { Group, Pagination, Text } from '@mantine/core';
import { lastPageOf } from '@/lib/use-clamped-page';

interface PagerProps {
  /** The current page, 1-based. */
  page: number;
  pageSize: number;
  /** How many there are on every page together. */
  total: number;
  onChange: (page: number) => void;
  /** What is counted, e.g. 'campaigns'. */
  noun: string;
}

const CONTROL_LABELS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' };

/** The pages of a list paged by the server: where we are, how many in all, and a named button per page. */
export function Pager({ page, pageSize, total, onChange, noun }: PagerProps) {
  const totalPages = lastPageOf(total, pageSize);
  return (
    <Group component="nav" aria-label={`Pages of ${noun}`} justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        Page {page} of {totalPages} · {total} {noun}
      </Text>
      {totalPages > 1 && (
        <Pagination
          total={totalPages}
          value={page}
          onChange={onChange}
          getItemProps={(number) => ({ 'aria-label': `Page ${number}` })}
          getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
        />
      )}
    </Group>
  );
}
