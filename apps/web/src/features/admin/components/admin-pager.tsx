import { Button, Group, Text } from '@mantine/core';

interface AdminPagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** What is counted, e.g. 'campaigns'. */
  noun: string;
}

/** Server-side pages: where we are, how many in all, previous and next. */
export function AdminPager({ page, pageSize, total, onPageChange, noun }: AdminPagerProps) {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group component="nav" aria-label={`Pages of ${noun}`} justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        Page {page} of {totalPages} · {total} {noun}
      </Text>
      <Group gap={4}>
        <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          Previous page
        </Button>
        <Button variant="default" size="xs" disabled={page >= totalPages} onClick={() => onPageChange(page + 1)}>
          Next page
        </Button>
      </Group>
    </Group>
  );
}
