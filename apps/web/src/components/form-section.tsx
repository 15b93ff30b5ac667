import { Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface FormSectionProps {
  title: string;
  /** A line under the title, e.g. when the data was last updated. */
  description?: ReactNode;
  children: ReactNode;
}

/** A titled part of a long form, announced as a region named by its title. */
export function FormSection({ title, description, children }: FormSectionProps) {
  const titleId = useId();

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={titleId}>
            {title}
          </Title>
          {description}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
