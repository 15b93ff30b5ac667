import type { ScreeningQuestion, ScreeningResponse } from './api.ts';

/** SPEC §8: a task or invite that cannot be found (or is not the caller's). */
export const NO_CAMPAIGN_FOUND = 'No campaign found';

export const MISSING_SCREENING_ANSWERS = 'Please enter all required screening questions';

/** SPEC §3: a checkbox question's answer is stored as Yes or No (a stored value, never translated). */
export const CHECKBOX_ANSWERS = { checked: 'Yes', unchecked: 'No' } as const;

/** The ids of the required questions with no answer (blank text, no choice, or no checkbox answer). */
export function unansweredRequiredQuestions(
  questions: readonly ScreeningQuestion[],
  responses: readonly ScreeningResponse[],
): string[] {
  const answers = new Map(responses.map((response) => [response.questionId, response.answer.trim()]));
  return questions.filter((question) => question.required && !answers.get(question.id)).map(({ id }) => id);
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
