import { sql } from 'drizzle-orm';
import { hasMissingRequiredAnswers, type ScreeningQuestion, type ScreeningResponse } from '@portal/domain/tasks';
import type { Tx } from '../../db/client.ts';
import { screeningResponses } from '../../db/schema/campaigns.ts';
import { badRequest } from '../../lib/http-error.ts';

/** Keeps the answers to the campaign's own questions; refuses when a required one is missing. */
export function checkedAnswers(questions: ScreeningQuestion[], responses: ScreeningResponse[]): ScreeningResponse[] {
  if (hasMissingRequiredAnswers(questions, responses)) throw badRequest('screening-answers-missing');
  const asked = new Set(questions.map((question) => question.id));
  const answers = new Map<string, string>();
  for (const response of responses) {
    if (asked.has(response.questionId)) answers.set(response.questionId, response.answer.trim());
  }
  return [...answers].map(([questionId, answer]) => ({ questionId, answer }));
}

export async function saveAnswers(tx: Tx, taskId: string, answers: ScreeningResponse[]) {
  if (answers.length === 0) return;
  await tx
    .insert(screeningResponses)
    .values(answers.map((answer) => ({ taskId, ...answer })))
    .onConflictDoUpdate({
      target: [screeningResponses.taskId, screeningResponses.questionId],
      set: { answer: sql`excluded.answer`, answeredAt: sql`now()` },
    });
}
