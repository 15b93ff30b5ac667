import { Trans } from '@lingui/react/macro';
import { Button, Card, Group, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';

interface EditableCardProps {
  title: string;
  /** Where the card's Edit link goes. */
  editHref: string;
  /** The Edit link's accessible name, telling the cards' links apart. */
  editLabel: string;
  children: ReactNode;
}

/** A dashboard card: a titled section with an Edit link to the page that changes it. */
export function EditableCard({ title, editHref, editLabel, children }: EditableCardProps) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        <Button
          component={Link}
          to={editHref}
          variant="light"
          size="xs"
          leftSection={<IconPencil size={14} aria-hidden="true" />}
          aria-label={editLabel}
          // On a 320 px phone a long title wraps rather than the button being cut.
          style={{ flexShrink: 0 }}
        >
          <Trans>Edit</Trans>
        </Button>
      </Group>
      {children}
    </Card>
  );
}
