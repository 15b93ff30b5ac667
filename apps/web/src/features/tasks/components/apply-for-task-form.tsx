import { Button, Stack } from '@mantine/core';
import { MISSING_SCREENING_ANSWERS, type ScreeningQuestion, type ScreeningResponse } from '@portal/domain/tasks';
import { notify } from '@/lib/notify';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useScreeningAnswers } from '../hooks/use-screening-answers';
import { ScreeningQuestions } from './screening-questions';

interface ApplyForTaskFormProps {
  questions: ScreeningQuestion[];
  /** Sends the application (of an invite or a referral); its mutation toasts a failure. */
  onApply: (screeningResponses: ScreeningResponse[]) => Promise<unknown>;
  applying: boolean;
}

/** SPEC §2 invite apply screen (and a referral's): the screening questions and Apply for Task. */
export function ApplyForTaskForm({ questions, onApply, applying }: ApplyForTaskFormProps) {
  const screening = useScreeningAnswers(questions);
  /** One application at a time: a double click sends once. */
  const apply = useOneAtATime(async () => {
    if (screening.missingRequired) {
      notify.error(MISSING_SCREENING_ANSWERS);
      return;
    }
    await onApply(screening.responses).catch(() => undefined);
  });

  return (
    <Stack gap="lg">
      <ScreeningQuestions
        questions={screening.questions}
        responses={screening.responses}
        onAnswer={screening.setAnswer}
      />
      <Button onClick={() => void apply()} loading={applying} style={{ alignSelf: 'flex-start' }}>
        Apply for Task
      </Button>
    </Stack>
  );
}
