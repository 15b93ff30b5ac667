import { Trans } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { MISSING_SCREENING_ANSWERS, type ScreeningQuestion, type ScreeningResponse } from '@portal/domain/tasks';
import { FormFailure } from '@/components/form-failure';
import { notify } from '@/lib/notify';
import { useFormFailure } from '@/lib/use-form-failure';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useFocusFirstInvalid } from '../hooks/use-focus-first-invalid';
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
  const [attempted, setAttempted] = useState(false);
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const failure = useFormFailure();
  /** One application at a time: a double click sends once. */
  const apply = useOneAtATime(async () => {
    setAttempted(true);
    if (screening.missingRequired) {
      notify.error({ code: 'screening-answers-missing', message: MISSING_SCREENING_ANSWERS });
      focusFirstInvalid();
      return;
    }
    await failure
      .watching(onApply)(screening.responses)
      .catch(() => undefined);
  });

  return (
    <Stack gap="lg" ref={formRef}>
      <ScreeningQuestions
        questions={screening.questions}
        responses={screening.responses}
        onAnswer={screening.setAnswer}
        unanswered={attempted ? screening.unanswered : undefined}
      />
      <FormFailure id={failure.id} failure={failure.failure} />
      <Button
        onClick={() => void apply()}
        loading={applying}
        aria-describedby={failure.describedBy}
        style={{ alignSelf: 'flex-start' }}
      >
        <Trans>Apply for Task</Trans>
      </Button>
    </Stack>
  );
}
