import { describe, expect, it } from 'vitest';
import {
  beyondRevisionBudget,
  nextRejectionBeyondBudget,
  REJECTION_BEYOND_BUDGET,
  REVISION_ACTIONS,
  revisionRefusal,
} from './index.ts';

describe('revision budget', () => {
  it('counts rejected drafts and rejected submissions', () => {
    expect([...REVISION_ACTIONS].sort()).toEqual(['reject', 'rejectDraft']);
  });

  it('lets rejections within the revisions agreed through without confirmation', () => {
    expect(revisionRefusal('reject', { used: 0, included: 2 }, false)).toBeNull();
    expect(revisionRefusal('rejectDraft', { used: 1, included: 2 }, false)).toBeNull();
  });

  it('needs confirmation once the rejections so far equal the revisions agreed', () => {
    expect(revisionRefusal('reject', { used: 2, included: 2 }, false)).toBe(REJECTION_BEYOND_BUDGET);
    expect(revisionRefusal('rejectDraft', { used: 3, included: 2 }, false)).toBe(REJECTION_BEYOND_BUDGET);
    expect(revisionRefusal('reject', { used: 0, included: 0 }, false)).toBe(REJECTION_BEYOND_BUDGET);
    expect(revisionRefusal('reject', { used: 2, included: 2 }, true)).toBeNull();
  });

  it('asks nothing of other steps', () => {
    expect(revisionRefusal('approve', { used: 5, included: 2 }, false)).toBeNull();
  });

  it('tells whether the last rejection went beyond the budget, and whether the next one would', () => {
    expect(beyondRevisionBudget({ used: 2, included: 2 })).toBe(false);
    expect(beyondRevisionBudget({ used: 3, included: 2 })).toBe(true);
    expect(nextRejectionBeyondBudget({ used: 1, included: 2 })).toBe(false);
    expect(nextRejectionBeyondBudget({ used: 2, included: 2 })).toBe(true);
  });
});
