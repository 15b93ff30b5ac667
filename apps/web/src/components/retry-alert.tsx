import { Alert, Button } from '@mantine/core';

interface RetryAlertProps {
  /** What could not be loaded, e.g. 'The payouts could not be loaded'. */
  title: string;
  onRetry: () => void;
}

/** A list that failed to load, with a way to try again. */
export function RetryAlert({ title, onRetry }: RetryAlertProps) {
  return (
    <Alert color="red" title={title}>
      <Button variant="default" size="xs" mt="xs" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
