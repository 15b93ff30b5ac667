import { useLingui } from '@lingui/react/macro';
import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

interface FormSkeletonProps {
  /** How many field placeholders to show. */
  fields?: number;
}

/** Stands in for a form while the data it needs is loading. */
export function FormSkeleton({ fields = 6 }: FormSkeletonProps) {
  const { t } = useLingui();
  return (
    <Paper withBorder radius="md" p="lg" role="status" aria-label={t`Loading form`}>
      <Stack gap="md">
        <Skeleton height={24} width="40%" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {Array.from({ length: fields }, (_, index) => (
            <Stack key={index} gap={6}>
              <Skeleton height={12} width="30%" />
              <Skeleton height={36} />
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
