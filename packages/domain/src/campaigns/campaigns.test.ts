import { describe, expect, it } from 'vitest';
import { NewCampaignSchema } from './index.ts';

/** The first message the schema gives for each field of `input`. */
function messages(input: unknown): Record<string, string> {
  const result = NewCampaignSchema.safeParse(input);
  const byField: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    byField[issue.path.join('.')] ??= issue.message;
  }
  return byField;
}

const valid = {
  title: 'Spring launch',
  brandLogoUrl: null,
  taskType: 'POST',
  platform: 'INSTAGRAM',
  currency: 'RM',
  incentive: 50,
  requirements: '',
  instructions: '',
  uniqueCommentUrl: null,
  referralFee: null,
  referralCriteria: null,
  referralInstructions: null,
  deadline: '2030-01-31T15:59:59.000Z',
  requiresReport: false,
  screeningQuestions: [],
};

describe('NewCampaignSchema', () => {
  it('accepts a complete campaign', () => {
    expect(messages(valid)).toEqual({});
  });

  it('says in its own words what each empty or wrong field needs', () => {
    expect(
      messages({
        ...valid,
        title: ' ',
        brandLogoUrl: 'ftp://logo.example/a.png',
        taskType: '',
        platform: '',
        currency: '',
        incentive: undefined,
        uniqueCommentUrl: 'x'.repeat(1001),
        referralFee: -1,
        deadline: '',
        screeningQuestions: [
          { question: 'Which?', questionType: 'multipleChoice', required: true, options: ['', 'b'] },
        ],
      }),
    ).toEqual({
      title: 'Please enter the campaign title',
      brandLogoUrl: 'Enter an https address of an image, or upload one',
      taskType: 'Please choose the task type',
      platform: 'Please choose the platform',
      currency: 'Please enter the currency (for example RM)',
      incentive: 'Please enter the incentive, at least 0',
      uniqueCommentUrl: 'Enter the full address of the post, starting with https://',
      referralFee: 'Enter a referral fee of at least 0, or leave it empty',
      deadline: 'Please enter the deadline date and time',
      'screeningQuestions.0.options.0': 'Please enter the option',
    });
  });

  it('keeps its specific messages for an amount and an option', () => {
    expect(
      messages({
        ...valid,
        incentive: 1_000_001,
        referralFee: 1.234,
        screeningQuestions: [
          { question: 'Which?', questionType: 'multipleChoice', required: true, options: ['a,b', 'c'] },
        ],
      }),
    ).toEqual({
      incentive: 'Please enter the incentive, at least 0',
      referralFee: 'Use at most two decimals',
      'screeningQuestions.0.options.0': 'Options cannot contain commas',
    });
  });
});
