import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ToastText } from '@/lib/notify';

/**
 * A form's failure, kept beside it after its toast has gone (use-form-failure.ts). Not announced
 * again: the toast was.
 */
export function FormFailure({ id, failure }: { id: string; failure: ToastText | null }) {
  if (!failure) return null;
  return (
    <Alert
      id={id}
      role="note"
      color="red"
      variant="light"
      title={failure.title}
      icon={<IconAlertTriangle aria-hidden="true" />}
    >
      {failure.message}
    </Alert>
  );
}
