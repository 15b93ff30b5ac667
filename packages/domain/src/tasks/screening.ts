import type { ScreeningQuestion, ScreeningResponse } from './api.ts';
import { BEFORE_ACCEPTANCE_STATUSES, isStatusIn } from './sub-states.ts';
import type { TaskStatus } from './statuses.ts';

/**
 * Whether a closed campaign's invite or referral link turns away a visitor whose task in it has
 * `status` (null: none): nobody new applies, and an invitation can no longer be answered. An
 * application already sent, or a task under way, keeps its own notice.
 */
export const closedCampaignTurnsAway = (status: TaskStatus | null) =>
  status === null || (status !== 'APPLIED' && isStatusIn(BEFORE_ACCEPTANCE_STATUSES, status));

/** SPEC §3: a checkbox question's answer is stored as Yes or No (a stored value, never translated). */
export const CHECKBOX_ANSWERS = { checked: 'Yes', unchecked: 'No' } as const;

/**
 * The ids of the required questions with no answer: blank text, no choice, or a checkbox left
 * unticked (its 'No' is an answer to an optional checkbox only: a required one asks for a tick).
 */
export function unansweredRequiredQuestions(
  questions: readonly ScreeningQuestion[],
  responses: readonly ScreeningResponse[],
): string[] {
  const answers = new Map(responses.map((response) => [response.questionId, response.answer.trim()]));
  const isAnswered = (question: ScreeningQuestion) => {
    const answer = answers.get(question.id);
    return question.questionType === 'checkbox' ? answer === CHECKBOX_ANSWERS.checked : Boolean(answer);
  };
  return questions.filter((question) => question.required && !isAnswered(question)).map(({ id }) => id);
}

/** True when a required question has no answer. */
export function hasMissingRequiredAnswers(
  questions: readonly ScreeningQuestion[],
  responses: readonly ScreeningResponse[],
): boolean {
  return unansweredRequiredQuestions(questions, responses).length > 0;
}

/** A multiple-choice answer is its chosen options comma-joined; choosing one again removes it. */
export function toggleChoice(answer: string, option: string): string {
  const chosen = answer ? answer.split(',') : [];
  const next = chosen.includes(option) ? chosen.filter((choice) => choice !== option) : [...chosen, option];
  return next.join(',');
}

/** Questions in the order the campaign set (SPEC §2: sorted by orderIndex). */
export const byOrderIndex = (questions: readonly ScreeningQuestion[]) =>
  [...questions].sort((first, second) => first.orderIndex - second.orderIndex);
