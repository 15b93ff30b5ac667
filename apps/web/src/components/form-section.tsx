import { Group, Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  /** A line under the title, e.g. when the data was last updated. */
  description?: ReactNode;
  /** A control at the other end of the title's line, e.g. a filter. */
  action?: ReactNode;
  children: ReactNode;
}

/** A titled part of a long page (a form's, a record's), in a frame, announced as a region named by its title. */
export function FormSection({ title, description, action, children }: FormSectionProps) {
  const titleId = useId();
  const heading = (
    <div>
      <Title order={2} size="h3" id={titleId}>
        {title}
      </Title>
      {description}
    </div>
  );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        {action ? (
          <Group justify="space-between" align="flex-end">
            {heading}
            {action}
          </Group>
        ) : (
          heading
        )}
        {children}
      </Stack>
    </Paper>
  );
}
