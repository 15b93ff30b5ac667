import { Group, Skeleton, Stack } from '@mantine/core';

/** Rows standing in for a table while it loads, announced by `label` (e.g. 'Loading campaigns'). */
export function TableSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" role="status" aria-label={label}>
      {Array.from({ length: 5 }, (_, index) => (
        <Group key={index} gap="md" wrap="nowrap">
          <Skeleton height={40} width={40} radius="sm" />
          <Skeleton height={16} width="30%" />
          <Skeleton height={16} width="15%" />
          <Skeleton height={16} width="20%" />
        </Group>
      ))}
    </Stack>
  );
}
