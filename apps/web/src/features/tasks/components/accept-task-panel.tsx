import { Trans } from '@lingui/react/macro';
import { Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { MISSING_SCREENING_ANSWERS, type Task } from '@portal/domain/tasks';
import { FormFailure } from '@/components/form-failure';
import { notify } from '@/lib/notify';
import { useFormFailure } from '@/lib/use-form-failure';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useAcceptTask } from '../api/accept-task';
import { useFocusFirstInvalid } from '../hooks/use-focus-first-invalid';
import { useScreeningAnswers } from '../hooks/use-screening-answers';
import { ScreeningQuestions } from './screening-questions';

// The dialog's code (Mantine's Modal brings Floating UI) is fetched when it is first asked for.
const AcceptConfirmation = lazy(() =>
  import('./accept-confirmation').then(({ AcceptConfirmation }) => ({ default: AcceptConfirmation })),
);

interface AcceptTaskPanelProps {
  task: Task;
  onAccepted: () => void;
}

/** SPEC §4: a SELECTED task is accepted with its screening answers, after a confirmation. */
export function AcceptTaskPanel({ task, onAccepted }: AcceptTaskPanelProps) {
  const screening = useScreeningAnswers(task.campaignDetails.screeningQuestions);
  const [confirming, confirmation] = useDisclosure(false);
  const [confirmationAsked, setConfirmationAsked] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const acceptance = useAcceptTask({ onSuccess: onAccepted });
  const failure = useFormFailure();
  /** One acceptance at a time: a double click on Confirm sends once; a failure is toasted by the mutation. */
  const accept = useOneAtATime(async () => {
    await failure
      .watching(acceptance.mutateAsync)({
        taskId: task.id,
        screeningResponses: screening.responses,
        shownTerms: task.campaignDetails.terms,
      })
      .catch(() => undefined);
    confirmation.close();
  });

  const askForConfirmation = () => {
    setAttempted(true);
    if (screening.missingRequired) {
      notify.error({ code: 'screening-answers-missing', message: MISSING_SCREENING_ANSWERS });
      focusFirstInvalid();
      return;
    }
    setConfirmationAsked(true);
    confirmation.open();
  };

  return (
    <Stack gap="lg" ref={formRef}>
      <ScreeningQuestions
        questions={screening.questions}
        responses={screening.responses}
        onAnswer={screening.setAnswer}
        unanswered={attempted ? screening.unanswered : undefined}
      />
      <FormFailure id={failure.id} failure={failure.failure} />
      <Button onClick={askForConfirmation} aria-describedby={failure.describedBy} style={{ alignSelf: 'flex-start' }}>
        <Trans>Accept Task</Trans>
      </Button>
      {confirmationAsked && (
        <Suspense fallback={null}>
          <AcceptConfirmation
            opened={confirming}
            onClose={confirmation.close}
            onConfirm={() => void accept()}
            confirming={acceptance.isPending}
          />
        </Suspense>
      )}
    </Stack>
  );
}
