import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '@/lib/lazy-component';
import { renderWithProviders } from '@/testing/render';
import { LoadBoundary } from './load-boundary';

describe('LoadBoundary', () => {
  it('shows what failed instead of a blank page when code cannot be fetched, and loads it once back online', async () => {
    let online = false;
    const Panel = lazyComponent(async () => {
      if (!online) throw new Error('Unable to preload CSS for /assets/panel.css');
      return () => <p>Panel content</p>;
    });
    renderWithProviders(
      <main>
        <h1>Task</h1>
        <LoadBoundary>
          <Suspense fallback={<p>Loading</p>}>
            <Panel />
          </Suspense>
        </LoadBoundary>
      </main>,
    );

    expect(await screen.findByText('This page could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Task' })).toBeInTheDocument();
    // React reports the error it caught; that report is expected here.
    const reported = vi.mocked(console.error);
    expect(reported.mock.calls.flat().map(String).join('\n')).toContain('Unable to preload CSS');
    reported.mockClear();

    online = true;
    act(() => void window.dispatchEvent(new Event('online')));

    expect(await screen.findByText('Panel content')).toBeInTheDocument();
  });
});
