import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import type { ExtensionQueueItem } from '@portal/domain/admin';
import {
  DECLINE_NEEDS_A_REMARK,
  MAX_EXTENSION_REMARK_LENGTH,
  newDeadlineProblem,
  type ExtensionDecision,
} from '@portal/domain/tasks';
import { DialogActions } from '@/components/dialog-actions';
import { focusFirstInvalidField } from '@/lib/focus-first-invalid-field';
import { formatDateTime } from '@/lib/format-date';
import { translateErrors } from '@/lib/i18n/translate-errors';
import { fromLocalInput, toLocalInput } from '@/lib/local-datetime';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useDecideExtension } from '../api/decide-extension';

interface DecisionValues {
  /** A `datetime-local` value: the date asked for, or the manager's own (approvals only). */
  deadline: string;
  remark: string;
}

interface ExtensionDecisionModalProps {
  item: ExtensionQueueItem;
  decision: ExtensionDecision['decision'];
  onClose: () => void;
  /** The request was decided: it leaves the queue. */
  onDecided: () => void;
}

/** The body sent: the date only when the manager changed the one asked for, a remark only when given. */
function decisionOf(item: ExtensionQueueItem, kind: ExtensionDecision['decision'], values: DecisionValues) {
  const remark = values.remark.trim();
  if (kind === 'decline') return { decision: kind, remark } satisfies ExtensionDecision;
  const adjusted = values.deadline !== toLocalInput(item.requestedDeadline);
  return {
    decision: kind,
    ...(adjusted ? { deadline: fromLocalInput(values.deadline) } : {}),
    ...(remark ? { remark } : {}),
  } satisfies ExtensionDecision;
}

/** Approves a deadline extension (the date asked for, or another) with an optional note, or declines it with a reason. */
export function ExtensionDecisionModal({ item, decision, onClose, onDecided }: ExtensionDecisionModalProps) {
  const { t } = useLingui();
  const approving = decision === 'approve';
  const form = useForm<DecisionValues>({
    mode: 'uncontrolled',
    initialValues: { deadline: toLocalInput(item.requestedDeadline), remark: '' },
    validate: (values): FormErrors => {
      const deadlineProblem = approving
        ? newDeadlineProblem(fromLocalInput(values.deadline), item.task.taskDeadline)
        : null;
      const remarkMissing = !approving && values.remark.trim() === '';
      return translateErrors({
        ...(deadlineProblem ? { deadline: deadlineProblem } : {}),
        ...(remarkMissing ? { remark: DECLINE_NEEDS_A_REMARK } : {}),
      });
    },
  });
  const deciding = useDecideExtension({ onSuccess: onDecided });
  const send = useOneAtATime((values: DecisionValues) =>
    deciding.mutateAsync({ extensionId: item.id, decision: decisionOf(item, decision, values) }).catch(() => undefined),
  );
  const name = item.influencer.fullName;
  const campaign = item.campaign.title;
  const currentDeadline = item.task.taskDeadline && formatDateTime(item.task.taskDeadline);

  return (
    <Modal
      opened
      onClose={onClose}
      title={approving ? t`Approve the extension for ${name}` : t`Decline the extension for ${name}`}
      centered
    >
      <form noValidate onSubmit={form.onSubmit((values) => void send(values), focusFirstInvalidField(form))}>
        <Stack gap="md">
          <Text size="sm">
            {approving ? (
              <Trans>
                The task's own deadline in {campaign} moves; the campaign's deadline stays. An expired task goes back to
                where it was.
              </Trans>
            ) : (
              <Trans>The task's deadline stays as it is. The creator reads your reason.</Trans>
            )}
          </Text>
          {approving && (
            <TextInput
              label={t`New deadline`}
              description={
                currentDeadline
                  ? t`Current deadline: ${currentDeadline}. Date and time, in your time zone`
                  : t`Date and time, in your time zone`
              }
              type="datetime-local"
              withAsterisk
              data-autofocus
              key={form.key('deadline')}
              {...form.getInputProps('deadline')}
            />
          )}
          <Textarea
            label={approving ? t`Note for the creator (optional)` : t`Reason for the creator`}
            withAsterisk={!approving}
            minRows={3}
            maxLength={MAX_EXTENSION_REMARK_LENGTH}
            data-autofocus={approving ? undefined : true}
            key={form.key('remark')}
            {...form.getInputProps('remark')}
          />
          <DialogActions onCancel={onClose}>
            <Button type="submit" color={approving ? undefined : 'red'} loading={deciding.isPending}>
              {approving ? <Trans>Approve extension</Trans> : <Trans>Decline extension</Trans>}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
