import { render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { expect, it, vi } from 'vitest';
import { lazyComponent } from './lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

class ErrorScreen extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children;
  }
}

const withFallback = (ui: ReactNode) => (
  <ErrorScreen>
    <Suspense fallback={<p>Loading</p>}>{ui}</Suspense>
  </ErrorScreen>
);

it('renders a component whose code was fetched ahead at once, without the fallback', async () => {
  const load = vi.fn(async () => Greeting);
  const LazyGreeting = lazyComponent(load);
  await LazyGreeting.preload();

  render(withFallback(<LazyGreeting name="Ana" />));

  expect(screen.getByText('Hello Ana')).toBeInTheDocument();
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('shows the fallback until the code arrives, then the component', async () => {
  let arrive: (component: typeof Greeting) => void = () => undefined;
  const LazyGreeting = lazyComponent(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));

  render(withFallback(<LazyGreeting name="Ben" />));
  expect(screen.getByText('Loading')).toBeInTheDocument();
  arrive(Greeting);

  expect(await screen.findByText('Hello Ben')).toBeInTheDocument();
});

it('shows a failed load to the error boundary instead of loading forever', async () => {
  const LazyGreeting = lazyComponent<{ name: string }>(async () => {
    throw new Error('Failed to fetch dynamically imported module');
  });

  // The boundary's screen is what this checks; React's report of the caught error is not needed.
  render(withFallback(<LazyGreeting name="Cai" />), { onCaughtError: () => undefined });

  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch dynamically imported module');
});
