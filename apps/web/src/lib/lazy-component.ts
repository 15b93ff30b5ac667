import { createElement, type ComponentType } from 'react';

/**
 * A component whose code loads on its first render, or ahead of it: `preload`, which settles once
 * the code has arrived or failed to (a failure shows where the component renders, and the next
 * render tries again: offline, the code may come once the connection is back).
 */
export type LazyComponent<Props> = ComponentType<Props> & { preload: () => Promise<void> };

/**
 * React.lazy, except that a component whose code has arrived renders at once. React.lazy suspends
 * on its first render even then: the Suspense fallback flashes, and React reveals what a fallback
 * stood for no sooner than 300 ms after the fallback showed. So code fetched ahead (`preload`, as
 * the page's code is while the session is checked) is worth it.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let failure: { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        failure = { error };
      },
    ));
  function Lazy(props: Props) {
    // As React.lazy does: a failed load is thrown to the nearest error boundary, and until the
    // code arrives the promise is, which shows the Suspense fallback.
    if (failure) {
      const { error } = failure;
      failure = undefined;
      loading = undefined;
      throw error;
    }
    if (!loaded) throw loadOnce();
    return createElement(loaded, props);
  }
  return Object.assign(Lazy, { preload: loadOnce });
}
