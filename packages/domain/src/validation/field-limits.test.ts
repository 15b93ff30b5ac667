import { describe, expect, it } from 'vitest';
import { ReviewStepSchema } from '../admin/review.ts';
import { NewCampaignSchema } from '../campaigns/index.ts';
import { DraftSubmissionSchema, ScreeningResponseSchema } from '../tasks/index.ts';

const tooLong = (length: number) => 'x'.repeat(length + 1);
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('a text over its limit is refused with a message naming the field', () => {
  it.each([
    ['title', 200, 'Title must be at most 200 characters'],
    ['requirements', 5000, 'Requirements must be at most 5000 characters'],
    ['referralCriteria', 2000, 'Referral criteria must be at most 2000 characters'],
  ] as const)("a campaign's %s", (field, limit, message) => {
    expect(firstMessage(NewCampaignSchema.shape[field].safeParse(tooLong(limit)))).toBe(message);
  });

  it("a draft's comment, a screening answer and a review's payment reference", () => {
    const draft = DraftSubmissionSchema.safeParse({ newSubmission: { taskId: 't-1', draftComment: tooLong(5000) } });
    expect(firstMessage(draft)).toBe('Draft Comment must be at most 5000 characters');
    const answer = ScreeningResponseSchema.safeParse({ questionId: 'q-1', answer: tooLong(2000) });
    expect(firstMessage(answer)).toBe('Answer must be at most 2000 characters');
    const paid = ReviewStepSchema.safeParse({ action: 'markPaid', reference: tooLong(200) });
    expect(firstMessage(paid)).toBe('Payment reference must be at most 200 characters');
  });

  it("takes an approved draft comment as long as the draft's own", () => {
    expect(ReviewStepSchema.safeParse({ action: 'approveDraft', remark: 'x'.repeat(5000) }).success).toBe(true);
  });
});
