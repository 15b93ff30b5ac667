import { Button, Stack } from '@mantine/core';
import { MISSING_SCREENING_ANSWERS, type Invite } from '@portal/domain/tasks';
import { notify } from '@/lib/notify';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useApplyToInvite } from '../api/apply-to-invite';
import { useScreeningAnswers } from '../hooks/use-screening-answers';
import { ScreeningQuestions } from './screening-questions';

interface InviteApplyFormProps {
  invite: Invite;
  onApplied: () => void;
}

/** SPEC §2 invite apply screen: the screening questions and Apply for Task. */
export function InviteApplyForm({ invite, onApplied }: InviteApplyFormProps) {
  const screening = useScreeningAnswers(invite.inviteCampaign.screeningQuestions);
  const application = useApplyToInvite({ onSuccess: onApplied });
  /** One application at a time: a double click sends once; a failure is toasted by the mutation. */
  const apply = useOneAtATime(async () => {
    if (screening.missingRequired) {
      notify.error(MISSING_SCREENING_ANSWERS);
      return;
    }
    await application
      .mutateAsync({ inviteId: invite.id, screeningResponses: screening.responses })
      .catch(() => undefined);
  });

  return (
    <Stack gap="lg">
      <ScreeningQuestions
        questions={screening.questions}
        responses={screening.responses}
        onAnswer={screening.setAnswer}
      />
      <Button onClick={() => void apply()} loading={application.isPending} style={{ alignSelf: 'flex-start' }}>
        Apply for Task
      </Button>
    </Stack>
  );
}
