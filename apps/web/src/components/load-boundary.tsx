import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Component, type ReactNode } from 'react';

interface LoadBoundaryProps {
  children: ReactNode;
}

interface LoadBoundaryState {
  failed: boolean;
}

/** What shows instead of a part whose code could not be fetched, with a way to try again. */
function CodeLoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <Alert
      color="red"
      variant="light"
      title={t`This page could not be loaded`}
      icon={<IconAlertTriangle aria-hidden="true" />}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          <Trans>Check your connection: it loads again by itself once you are back online.</Trans>
        </Text>
        <Button size="xs" variant="default" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * Catches a part of the page whose code could not be fetched (offline, a page or panel never
 * opened before has none kept), so the rest of the app stays on screen instead of a blank page;
 * it renders the part again when asked to, or as soon as the browser is back online.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, LoadBoundaryState> {
  override state: LoadBoundaryState = { failed: false };

  static getDerivedStateFromError(): LoadBoundaryState {
    return { failed: true };
  }

  override componentDidMount() {
    window.addEventListener('online', this.retry);
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }

  private readonly retry = () => {
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? <CodeLoadFailure onRetry={this.retry} /> : this.props.children;
  }
}
