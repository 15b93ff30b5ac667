import { useCallback, useMemo, useState } from 'react';
import {
  byOrderIndex,
  CHECKBOX_ANSWERS,
  unansweredRequiredQuestions,
  type ScreeningQuestion,
  type ScreeningResponse,
} from '@portal/domain/tasks';

/** An untouched checkbox question reads 'No' (SPEC §3: a checkbox stores Yes or No); others are empty. */
const initialAnswer = (question: ScreeningQuestion): string =>
  question.questionType === 'checkbox' ? CHECKBOX_ANSWERS.unchecked : '';

/** The answers to a campaign's screening questions (in orderIndex order), as the accept and apply calls take them. */
export function useScreeningAnswers(questions: readonly ScreeningQuestion[]) {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const orderedQuestions = useMemo(() => byOrderIndex(questions), [questions]);

  const setAnswer = useCallback((questionId: string, answer: string) => {
    setAnswers((current) => ({ ...current, [questionId]: answer }));
  }, []);

  const responses: ScreeningResponse[] = orderedQuestions.map((question) => ({
    questionId: question.id,
    answer: answers[question.id] ?? initialAnswer(question),
  }));
  /** The required questions left blank, by id. */
  const unanswered = new Set(unansweredRequiredQuestions(orderedQuestions, responses));

  return {
    questions: orderedQuestions,
    responses,
    setAnswer,
    unanswered,
    missingRequired: unanswered.size > 0,
  };
}
