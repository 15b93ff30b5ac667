import { afterEach, expect, it, vi } from 'vitest';
import { preloadPagesOfTheAddress } from './router';

/** Which pages' code was fetched (their modules stand empty: nothing here renders them). */
const fetched = vi.hoisted(() => new Set<string>());
vi.mock('./routes/signed-in-root', () => {
  fetched.add('signed-in frame');
  return {};
});
vi.mock('./routes/task-detail', () => {
  fetched.add('task page');
  return {};
});
vi.mock('./routes/sign-in', () => {
  fetched.add('sign-in page');
  return {};
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

it("fetches a returning creator's task page and its frame as the app starts, before anything renders", async () => {
  window.history.replaceState(null, '', '/campaign/task-9');

  await preloadPagesOfTheAddress(true);

  expect(fetched).toEqual(new Set(['signed-in frame', 'task page']));
});

it('fetches the sign-in page for a browser that is signed out', async () => {
  fetched.clear();

  await preloadPagesOfTheAddress(false);

  expect(fetched).toEqual(new Set(['sign-in page']));
});
