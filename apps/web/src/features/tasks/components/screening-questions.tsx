import { Checkbox, Stack, Text, Textarea, Title } from '@mantine/core';
import { useId } from 'react';
import {
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
}

/** SPEC §5: required questions are marked *, the others '(optional)'. */
const questionLabel = (question: ScreeningQuestion): string =>
  `${question.question} ${question.required ? '*' : '(optional)'}`;

interface QuestionFieldProps {
  question: ScreeningQuestion;
  answer: string;
  onAnswer: (questionId: string, answer: string) => void;
}

function MultipleChoiceField({ question, answer, onAnswer }: QuestionFieldProps) {
  const labelId = useId();
  const chosen = answer.split(',');

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500}>
        {questionLabel(question)}
      </Text>
      {question.options.map((option) => (
        <Checkbox
          key={option}
          label={option}
          checked={chosen.includes(option)}
          onChange={() => onAnswer(question.id, toggleChoice(answer, option))}
        />
      ))}
    </Stack>
  );
}

function QuestionField({ question, answer, onAnswer }: QuestionFieldProps) {
  switch (question.questionType) {
    case 'multipleChoice':
      return <MultipleChoiceField question={question} answer={answer} onAnswer={onAnswer} />;
    case 'checkbox':
      return (
        <Checkbox
          label={questionLabel(question)}
          checked={answer === 'Yes'}
          onChange={(event) => onAnswer(question.id, event.currentTarget.checked ? 'Yes' : 'No')}
        />
      );
    case 'text':
      return (
        <Textarea
          label={questionLabel(question)}
          value={answer}
          onChange={(event) => onAnswer(question.id, event.currentTarget.value)}
          rows={3}
          maxLength={MAX_SCREENING_ANSWER_LENGTH}
        />
      );
  }
}

/** The campaign's screening questions, answered before accepting a task or applying for an invite. */
export function ScreeningQuestions({ questions, responses, onAnswer }: ScreeningQuestionsProps) {
  if (questions.length === 0) {
    return null;
  }
  const answers = new Map(responses.map((response) => [response.questionId, response.answer]));

  return (
    <Stack gap="md" component="section" aria-label="Screening Questions">
      <Title order={2} size="h3">
        Screening Questions
      </Title>
      {questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          answer={answers.get(question.id) ?? ''}
          onAnswer={onAnswer}
        />
      ))}
    </Stack>
  );
}
