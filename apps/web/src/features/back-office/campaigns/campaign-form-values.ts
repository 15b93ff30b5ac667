import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { CampaignFieldsSchema, type Campaign, type CampaignFields } from '@portal/domain/admin';
import type { Platform, QuestionType, TaskType } from '@portal/domain/tasks';
import { DEFAULT_CAMPAIGN_TERMS, type UsageRights } from '@portal/domain/terms';
import { fromLocalInput, toLocalInput } from '@/lib/local-datetime';

/** A screening question as edited: `id` for an existing one, `answered` when someone answered it. */
export interface QuestionValues {
  /** Stable across reordering, for React and for focus. */
  key: string;
  id?: string;
  answered: boolean;
  question: string;
  questionType: QuestionType;
  required: boolean;
  options: string[];
}

/** The campaign form's values: what the inputs hold, empty strings for nothing yet. */
export interface CampaignFormValues {
  title: string;
  brandLogoUrl: string;
  taskType: TaskType | '';
  platform: Platform | '';
  currency: string;
  incentive: number | string;
  requirements: string;
  instructions: string;
  uniqueCommentUrl: string;
  referralFee: number | string;
  referralCriteria: string;
  referralInstructions: string;
  /** As a `datetime-local` input holds it: 'YYYY-MM-DDTHH:mm' or 'YYYY-MM-DDTHH:mm:ss' in the admin's time zone. */
  deadline: string;
  requiresReport: boolean;
  /** Drafts and submissions unreviewed two working days past the review promise are approved automatically. */
  autoApproveLateReviews: boolean;
  /** What the brand means to spend ('' for no budget), and whether a manager confirms its money is there. */
  budget: number | string;
  fundsConfirmed: boolean;
  /** What creators are promised; numbers as the inputs hold them ('' when cleared). */
  terms: {
    paymentDays: number | string;
    reviewDays: number | string;
    revisionsIncluded: number | string;
    usageRights: UsageRights | '';
    usageNote: string;
  };
  screeningQuestions: QuestionValues[];
}

let nextKey = 0;
export const newQuestionKey = () => {
  nextKey += 1;
  return `question-${nextKey}`;
};

export function newQuestion(): QuestionValues {
  return { key: newQuestionKey(), answered: false, question: '', questionType: 'text', required: true, options: [] };
}

export const emptyCampaignValues = (): CampaignFormValues => ({
  title: '',
  brandLogoUrl: '',
  taskType: '',
  platform: '',
  currency: 'RM',
  incentive: '',
  requirements: '',
  instructions: '',
  uniqueCommentUrl: '',
  referralFee: '',
  referralCriteria: '',
  referralInstructions: '',
  deadline: '',
  requiresReport: false,
  autoApproveLateReviews: false,
  budget: '',
  fundsConfirmed: false,
  terms: { ...DEFAULT_CAMPAIGN_TERMS, usageNote: '' },
  screeningQuestions: [],
});

export function campaignValues(campaign: Campaign): CampaignFormValues {
  return {
    title: campaign.title,
    brandLogoUrl: campaign.brandLogoUrl ?? '',
    taskType: campaign.taskType,
    platform: campaign.platform,
    currency: campaign.currency,
    incentive: campaign.incentive,
    requirements: campaign.requirements,
    instructions: campaign.instructions,
    uniqueCommentUrl: campaign.uniqueCommentUrl ?? '',
    referralFee: campaign.referralFee ?? '',
    referralCriteria: campaign.referralCriteria ?? '',
    referralInstructions: campaign.referralInstructions ?? '',
    deadline: toLocalInput(campaign.deadline),
    requiresReport: campaign.requiresReport,
    autoApproveLateReviews: campaign.autoApproveLateReviews,
    budget: campaign.budget ?? '',
    fundsConfirmed: campaign.fundsConfirmation !== null,
    terms: { ...campaign.terms, usageNote: campaign.terms.usageNote ?? '' },
    screeningQuestions: campaign.screeningQuestions.map((question) => ({
      key: newQuestionKey(),
      id: question.id,
      answered: question.answered,
      question: question.question,
      questionType: question.questionType,
      required: question.required,
      options: question.options,
    })),
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);
const amount = (value: number | string) => (value === '' ? undefined : Number(value));

/** What the API is sent for the form's values (before the schema checks it). */
export function campaignRequest(values: CampaignFormValues) {
  return {
    title: values.title,
    brandLogoUrl: orNull(values.brandLogoUrl),
    taskType: values.taskType,
    platform: values.platform,
    currency: values.currency,
    incentive: amount(values.incentive),
    requirements: values.requirements,
    instructions: values.instructions,
    uniqueCommentUrl: values.taskType === 'UNIQUECOMMENT' ? orNull(values.uniqueCommentUrl) : null,
    referralFee: values.referralFee === '' ? null : Number(values.referralFee),
    referralCriteria: orNull(values.referralCriteria),
    referralInstructions: orNull(values.referralInstructions),
    deadline: fromLocalInput(values.deadline),
    requiresReport: values.requiresReport,
    autoApproveLateReviews: values.autoApproveLateReviews,
    budget: values.budget === '' ? null : Number(values.budget),
    fundsConfirmed: values.budget !== '' && values.fundsConfirmed,
    terms: {
      paymentDays: amount(values.terms.paymentDays),
      reviewDays: amount(values.terms.reviewDays),
      revisionsIncluded: amount(values.terms.revisionsIncluded),
      usageRights: values.terms.usageRights,
      usageNote: orNull(values.terms.usageNote),
    },
    screeningQuestions: values.screeningQuestions.map((question) => ({
      ...(question.id ? { id: question.id } : {}),
      question: question.question,
      questionType: question.questionType,
      required: question.required,
      options: question.questionType === 'multipleChoice' ? question.options : [],
    })),
  };
}

/** The logo address answered something other than an image (or nothing): it would show broken. */
export const LOGO_NOT_AN_IMAGE = msg({
  id: 'This address does not load as an image. Check it, or upload the image.',
  message: 'This address does not load as an image. Check it, or upload the image.',
});

/**
 * The form's values checked by the API's schema, through what they send: each field shows the
 * schema's own message (SPEC's words), at the field's path.
 */
export const CampaignFormSchema = z
  .custom<CampaignFormValues>()
  // As sent, unchecked (an empty choice is still ''): the schema says what is wrong with it.
  .transform((values): unknown => campaignRequest(values))
  .pipe(CampaignFieldsSchema);

/**
 * The values as the API takes them; call after `CampaignFormSchema` found nothing. An edited
 * campaign whose deadline field was left as it was keeps its deadline exactly (to the millisecond).
 */
export function toCampaignFields(values: CampaignFormValues, original?: Pick<Campaign, 'deadline'>): CampaignFields {
  const update = CampaignFormSchema.parse(values);
  return original && values.deadline === toLocalInput(original.deadline)
    ? { ...update, deadline: original.deadline }
    : update;
}
