import { afterEach, expect, it, vi } from 'vitest';
import { buildTask } from '@/testing/fixtures';
import { preloadStepForm } from './task-detail';

/** Which step forms' code was fetched (their modules stand empty: nothing here renders them). */
const fetched = vi.hoisted(() => new Set<string>());
vi.mock('./accept-task-panel', () => {
  fetched.add('accept');
  return { AcceptTaskPanel: () => null };
});
vi.mock('./submission-panel', () => {
  fetched.add('submit');
  return { SubmissionPanel: () => null };
});
vi.mock('./report-panel', () => {
  fetched.add('report');
  return { ReportPanel: () => null };
});

afterEach(() => fetched.clear());

it("fetches the form of an accepted task's step, the submission, and no other", async () => {
  preloadStepForm(buildTask({ status: 'ACCEPTED' }));

  await vi.waitFor(() => expect(fetched).toEqual(new Set(['submit'])));
  await vi.dynamicImportSettled();
  expect(fetched).toEqual(new Set(['submit']));
});

it('fetches no form for a task waiting on the brand', async () => {
  preloadStepForm(buildTask({ status: 'PENDING-CHECKING' }));

  await vi.dynamicImportSettled();
  expect(fetched).toEqual(new Set());
});
