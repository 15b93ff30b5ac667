import { useLingui } from '@lingui/react/macro';
import { Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId } from 'react';
import { loadThreadMessages } from '@portal/domain/i18n';
import type { MessageSide } from '@portal/domain/messages';
import { CatalogueGate } from '@/components/catalogue-gate';
import { useMarkThreadRead } from '../api/mark-thread-read';
import { useThread } from '../api/get-thread';
import { MessageComposer } from './message-composer';
import { ThreadEntries } from './thread-entries';

interface TaskThreadProps {
  /** Whose eyes: the task's creator, or a campaign manager (the brand side). */
  side: MessageSide;
  taskId: string;
  /** Refreshes what shows the counts (unread, waiting for an answer) once the thread was read or a message sent. */
  onChange?: () => void;
}

function ThreadSection({ side, taskId, onChange }: TaskThreadProps) {
  const { t } = useLingui();
  const headingId = useId();
  const thread = useThread(side, taskId);
  const markRead = useMarkThreadRead(side, taskId, onChange);
  const unread = thread.data?.unread ?? 0;
  const { mutate: read, isPending: reading } = markRead;

  useEffect(() => {
    if (unread > 0 && !reading) read();
  }, [unread, reading, read]);

  // A task card's unread badge links here (`#messages`): shown, the thread comes into view.
  const loaded = thread.data !== undefined;
  useEffect(() => {
    if (loaded && window.location.hash === '#messages') document.getElementById('messages')?.scrollIntoView();
  }, [loaded]);

  return (
    <Paper
      id="messages"
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {t`Messages`}
          </Title>
          {unread > 0 && <Badge color="red">{t`${unread} new`}</Badge>}
        </Group>
        {thread.isPending ? (
          <Center role="status" aria-label={t`Loading messages`}>
            <Loader size="sm" />
          </Center>
        ) : thread.isError && !thread.data ? (
          <Group gap="xs">
            <Text size="sm" c="red">
              {t`Could not load the messages.`}
            </Text>
            <Button size="compact-sm" variant="default" onClick={() => void thread.refetch()}>
              {t`Retry`}
            </Button>
          </Group>
        ) : (
          thread.data && (
            <ThreadEntries entries={thread.data.entries} viewer={side} brandName={thread.data.campaignTitle} />
          )
        )}
        {thread.data && (
          <MessageComposer side={side} taskId={taskId} campaignId={thread.data.campaignId} onSent={onChange} />
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The task's conversation between its creator and the brand, with the task's own steps among the
 * messages, and a form to write. Shown, it marks the other side's messages read. Its words are a
 * catalogue of their own, loaded with it.
 */
export function TaskThread(props: TaskThreadProps) {
  return (
    <CatalogueGate load={loadThreadMessages}>
      <ThreadSection {...props} />
    </CatalogueGate>
  );
}
