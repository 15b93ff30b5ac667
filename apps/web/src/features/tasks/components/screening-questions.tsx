import { useLingui } from '@lingui/react/macro';
import { Checkbox, Input, Stack, Text, Textarea, Title } from '@mantine/core';
import { useId } from 'react';
import {
  CHECKBOX_ANSWERS,
  MAX_SCREENING_ANSWER_LENGTH,
  toggleChoice,
  type ScreeningQuestion,
  type ScreeningResponse,
} from '@portal/domain/tasks';

interface ScreeningQuestionsProps {
  /** In the order to show them. */
  questions: ScreeningQuestion[];
  responses: ScreeningResponse[];
  onAnswer: (questionId: string, answer: string) => void;
  /** The required questions to mark unanswered (after a refused Accept or Apply), by id. */
  unanswered?: ReadonlySet<string>;
}

interface QuestionFieldProps {
  question: ScreeningQuestion;
  answer: string;
  onAnswer: (questionId: string, answer: string) => void;
  /** The field's error, when it has one. */
  error: string | null;
}

/** SPEC §5: required questions are marked *, the others '(optional)'. The question is the brand's, as written. */
function useQuestionLabel(question: ScreeningQuestion): string {
  const { t } = useLingui();
  return `${question.question} ${question.required ? '*' : t`(optional)`}`;
}

function MultipleChoiceField({ question, answer, onAnswer, error }: QuestionFieldProps) {
  const labelId = useId();
  const errorId = useId();
  const label = useQuestionLabel(question);
  const chosen = answer.split(',');

  return (
    <Stack
      gap={6}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <Text id={labelId} size="sm" fw={500}>
        {label}
      </Text>
      {question.options.map((option) => (
        <Checkbox
          key={option}
          label={option}
          checked={chosen.includes(option)}
          onChange={() => onAnswer(question.id, toggleChoice(answer, option))}
        />
      ))}
      {error && <Input.Error id={errorId}>{error}</Input.Error>}
    </Stack>
  );
}

function QuestionField({ question, answer, onAnswer, error }: QuestionFieldProps) {
  const label = useQuestionLabel(question);
  switch (question.questionType) {
    case 'multipleChoice':
      return <MultipleChoiceField question={question} answer={answer} onAnswer={onAnswer} error={error} />;
    case 'checkbox':
      // Unticked is 'No' (SPEC §3), which a required checkbox does not take.
      return (
        <Checkbox
          label={label}
          aria-required={question.required || undefined}
          error={error}
          checked={answer === CHECKBOX_ANSWERS.checked}
          onChange={(event) =>
            onAnswer(question.id, event.currentTarget.checked ? CHECKBOX_ANSWERS.checked : CHECKBOX_ANSWERS.unchecked)
          }
        />
      );
    case 'text':
      return (
        <Textarea
          label={label}
          aria-required={question.required || undefined}
          value={answer}
          onChange={(event) => onAnswer(question.id, event.currentTarget.value)}
          rows={3}
          maxLength={MAX_SCREENING_ANSWER_LENGTH}
          error={error}
        />
      );
  }
}

/** The campaign's screening questions, answered before accepting a task or applying for an invite. */
export function ScreeningQuestions({ questions, responses, onAnswer, unanswered }: ScreeningQuestionsProps) {
  const { t } = useLingui();
  if (questions.length === 0) {
    return null;
  }
  const answers = new Map(responses.map((response) => [response.questionId, response.answer]));

  return (
    <Stack gap="md" component="section" aria-label={t`Screening Questions`}>
      <Title order={2} size="h3">
        {t`Screening Questions`}
      </Title>
      {questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          answer={answers.get(question.id) ?? ''}
          onAnswer={onAnswer}
          error={unanswered?.has(question.id) ? t`Please answer this question` : null}
        />
      ))}
    </Stack>
  );
}
