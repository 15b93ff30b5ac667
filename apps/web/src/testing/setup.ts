import '@testing-library/jest-dom/vitest';
import { i18n } from '@lingui/core';
import type { MantineProviderProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import { createElement } from 'react';
import { afterEach, beforeAll, beforeEach, vi, type MockInstance } from 'vitest';
import { loadMessages } from '@portal/domain/i18n';
import { stubFetch, takeStubMistakes } from './fetch-stub';

// Pages load lazily: their first import is compiled on demand, which on a busy two-core machine
// (two test runs side by side) took over 20 s. Waits end as soon as their condition holds, so a
// long limit costs nothing.
configure({ asyncUtilTimeout: 60_000 });

// jsdom lacks the layout APIs Mantine relies on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

// The test window matches no media query (above), as a phone's. jsdom applies a stylesheet's media
// queries too, for a window it fixes at 1024 px wide: Mantine's classes for `hiddenFrom` and
// `visibleFrom` would hide what a phone shows (the navigation's toggle) while the rest of the page
// is laid out for a phone. Without those classes every element shows, whatever its breakpoint.
vi.mock('@mantine/core', async (importOriginal) => {
  const mantine = await importOriginal<typeof import('@mantine/core')>();
  const MantineProvider = (props: MantineProviderProps) =>
    createElement(mantine.MantineProvider, { ...props, withGlobalClasses: false });
  return { ...mantine, MantineProvider };
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
Element.prototype.scrollIntoView = () => undefined;

let consoleErrorSpy: MockInstance<typeof console.error>;
let englishMessages: Awaited<ReturnType<typeof loadMessages>>;

beforeAll(async () => {
  englishMessages = await loadMessages('en');
});

beforeEach(() => {
  // Every test starts in English (main.tsx activates the language before the app renders), with no choice kept.
  i18n.loadAndActivate({ locale: 'en', messages: englishMessages });
  document.documentElement.lang = 'en';
  window.localStorage.clear();
  window.sessionStorage.clear();
  consoleErrorSpy = vi.spyOn(console, 'error');
  // A test that sends a request must stub its route: nothing reaches the network.
  stubFetch({});
});

afterEach(() => {
  cleanup();
  // Toasts live in a module-level store: one test's must not show in the next.
  notifications.clean();
  vi.unstubAllGlobals();
  const unexpectedErrors = consoleErrorSpy.mock.calls.map((call) => format(...call));
  consoleErrorSpy.mockRestore();
  const stubMistakes = takeStubMistakes();
  if (stubMistakes.length > 0) {
    throw new Error(`The test's API stub is unlike the API:\n${stubMistakes.join('\n')}`);
  }
  if (unexpectedErrors.length > 0) {
    throw new Error(`Unexpected console.error:\n${unexpectedErrors.join('\n')}`);
  }
});
