import { Group, Paper, Stack, Title, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import classes from './form-section.module.css';

/** A section that folds: whether it is open, and what its heading's button does. */
export interface SectionCollapse {
  opened: boolean;
  onToggle: () => void;
}

interface FormSectionProps {
  title: string;
  /** A line under the title, e.g. when the data was last updated. */
  description?: ReactNode;
  /** A control at the other end of the title's line, e.g. a filter. */
  action?: ReactNode;
  /** When given, the title is a button that opens and closes the section (its content stays in the page, hidden). */
  collapse?: SectionCollapse;
  children: ReactNode;
}

/** A titled part of a long page (a form's, a record's), in a frame, announced as a region named by its title. */
export function FormSection({ title, description, action, collapse, children }: FormSectionProps) {
  const titleId = useId();
  const contentId = useId();
  const heading = (
    <div>
      <Title order={2} size="h3" id={titleId}>
        {collapse ? (
          <UnstyledButton
            className={classes.toggle}
            aria-expanded={collapse.opened}
            aria-controls={contentId}
            onClick={collapse.onToggle}
          >
            {title}
            <IconChevronDown aria-hidden="true" className={classes.chevron} size={20} />
          </UnstyledButton>
        ) : (
          title
        )}
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
        {collapse ? (
          // A plain element: the `hidden` attribute hides it, where a flex container's own display would win.
          <div id={contentId} hidden={!collapse.opened}>
            <Stack gap="md">{children}</Stack>
          </div>
        ) : (
          children
        )}
      </Stack>
    </Paper>
  );
}
