import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { extensionRefusal, type Task } from '@portal/domain/tasks';
import { useNow } from '@/lib/use-now';
import { useTaskExtensions } from '../api/get-task-extensions';

// The dialog (and its form's schema) when the creator asks; the requests once there are any.
const ExtensionRequestDialog = lazy(() =>
  import('./extension-request-dialog').then(({ ExtensionRequestDialog }) => ({ default: ExtensionRequestDialog })),
);
const ExtensionRequests = lazy(() =>
  import('./extension-requests').then(({ ExtensionRequests }) => ({ default: ExtensionRequests })),
);

const ONE_MINUTE = 60_000;
/**
 * A task's deadline extensions: the requests and their decisions, newest first, and the way to ask
 * for a later deadline while the task may (`extensionRefusal`). Nothing when neither applies.
 */
export function DeadlineExtensions({ task }: { task: Task }) {
  const { t } = useLingui();
  const headingId = useId();
  const [asking, setAsking] = useState(false);
  // Once opened, the dialog stays mounted, so that closing it gives the focus back to its button.
  const [dialogAsked, setDialogAsked] = useState(false);
  const extensions = useTaskExtensions(task.id);
  // The window after expiry closes with time: checked again every minute.
  const now = useNow(ONE_MINUTE);
  const requests = extensions.data?.requests ?? [];
  const pending = requests.some((request) => request.status === 'PENDING');
  const mayAsk =
    extensions.data !== undefined &&
    extensionRefusal({ status: task.status, expiredAt: extensions.data.expiredAt, pending }, now) === null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mightAsk = useRef(mayAsk);
  // A request sent takes its button away once the list shows it: the focus goes to the section.
  useEffect(() => {
    const focused = document.activeElement;
    if (mightAsk.current && !mayAsk && (focused === null || focused === document.body)) {
      headingRef.current?.focus({ preventScroll: true });
    }
    mightAsk.current = mayAsk;
  }, [mayAsk]);
  if (!extensions.data || (!mayAsk && requests.length === 0)) {
    return null;
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} ref={headingRef} tabIndex={-1}>
        {t`Deadline extension`}
      </Title>
      {mayAsk && (
        <>
          <Text size="sm">
            <Trans>Need more time? Ask the brand for a later deadline.</Trans>
          </Text>
          <Button
            variant="light"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => {
              setDialogAsked(true);
              setAsking(true);
            }}
          >
            <Trans>Request an extension</Trans>
          </Button>
          {dialogAsked && (
            <Suspense fallback={null}>
              <ExtensionRequestDialog task={task} opened={asking} onClose={() => setAsking(false)} />
            </Suspense>
          )}
        </>
      )}
      {requests.length > 0 && (
        <Suspense fallback={null}>
          <ExtensionRequests requests={requests} />
        </Suspense>
      )}
    </Stack>
  );
}
