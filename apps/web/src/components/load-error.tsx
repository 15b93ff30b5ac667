import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ApiClientError } from '@/lib/api-client';
import { translateMessage } from '@/lib/i18n/translate-message';

interface LoadErrorProps {
  /** What could not be loaded, e.g. 'Could not load the campaigns'. */
  title: string;
  error: Error | null;
  onRetry: () => void;
}

/** A failed load: what failed, the server's reason and a way to try again. */
export function LoadError({ title, error, onRetry }: LoadErrorProps) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden="true" />}>
      <Stack gap="sm" align="flex-start">
        {error?.message && (
          <Text size="sm">{translateMessage(error instanceof ApiClientError ? error.reason : error.message)}</Text>
        )}
        <Button size="xs" variant="default" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}
