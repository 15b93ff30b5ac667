import { useCallback, useMemo, useState } from 'react';
import {
  byOrderIndex,
  hasMissingRequiredAnswers,
  type ScreeningQuestion,
  type ScreeningResponse,
} from '@portal/domain/tasks';

/** An untouched checkbox question reads 'No' (SPEC §3: a checkbox stores Yes or No); others are empty. */
const initialAnswer = (question: ScreeningQuestion): string => (question.questionType === 'checkbox' ? 'No' : '');

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

  return {
    questions: orderedQuestions,
    responses,
    setAnswer,
    missingRequired: hasMissingRequiredAnswers(orderedQuestions, responses),
  };
}
