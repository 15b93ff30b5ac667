import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** The shape of a task card while the list loads: its mark, title, badges and rows. */
export function TaskCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" aria-hidden="true">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Skeleton height={48} width={48} radius="md" />
          <Stack gap={8} style={{ flex: 1 }}>
            <Skeleton height={18} width="80%" />
            <Skeleton height={14} width={70} radius="xl" />
          </Stack>
          <Skeleton height={28} width={80} />
        </Group>
        <Skeleton height={22} width={140} radius="sm" />
        <Skeleton height={14} width="60%" />
      </Stack>
    </Card>
  );
}
