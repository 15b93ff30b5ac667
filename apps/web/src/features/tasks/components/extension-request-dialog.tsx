import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import {
  ExtensionRequestFormSchema,
  MAX_EXTENSION_REASON_LENGTH,
  newDeadlineProblem,
  type Task,
} from '@portal/domain/tasks';
import { DialogActions } from '@/components/dialog-actions';
import { FormFailure } from '@/components/form-failure';
import { focusFirstInvalidField } from '@/lib/focus-first-invalid-field';
import { formatDateTime } from '@/lib/format-date';
import { translateErrors } from '@/lib/i18n/translate-errors';
import { fromLocalInput } from '@/lib/local-datetime';
import { useFormFailure } from '@/lib/use-form-failure';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useOpenerFocusReturn } from '@/lib/use-opener-focus-return';
import { useRequestExtension } from '../api/request-extension';

interface ExtensionRequestValues {
  /** A `datetime-local` value, in the creator's time zone. */
  deadline: string;
  reason: string;
}

/** The form's errors in its fields' order, so focus goes to the first field at fault. */
function extensionRequestErrors(values: ExtensionRequestValues, currentDeadline: string | null): FormErrors {
  const deadlineProblem = newDeadlineProblem(fromLocalInput(values.deadline), currentDeadline);
  const reason = ExtensionRequestFormSchema.shape.reason.safeParse(values.reason);
  return translateErrors({
    ...(deadlineProblem ? { deadline: deadlineProblem } : {}),
    ...(reason.success ? {} : { reason: reason.error.issues[0]?.message }),
  });
}

interface ExtensionRequestDialogProps {
  task: Pick<Task, 'id' | 'taskDeadline'>;
  opened: boolean;
  onClose: () => void;
}

/** The creator asks for a later deadline: a date after the current deadline, and why. */
export function ExtensionRequestDialog({ task, opened, onClose }: ExtensionRequestDialogProps) {
  const { t } = useLingui();
  // Drawn already open (its code loads on the first ask): Mantine would not know its opener.
  useOpenerFocusReturn(opened);
  const form = useForm<ExtensionRequestValues>({
    mode: 'uncontrolled',
    initialValues: { deadline: '', reason: '' },
    validate: (values) => extensionRequestErrors(values, task.taskDeadline),
  });
  const close = () => {
    form.reset();
    onClose();
  };
  const requesting = useRequestExtension({ onSuccess: close });
  const failure = useFormFailure();
  const send = useOneAtATime((values: ExtensionRequestValues) =>
    requesting
      .mutateAsync({ taskId: task.id, deadline: fromLocalInput(values.deadline), reason: values.reason.trim() })
      .catch(() => undefined),
  );
  const currentDeadline = task.taskDeadline ? formatDateTime(task.taskDeadline) : null;

  return (
    <Modal opened={opened} onClose={close} title={t`Request a deadline extension`} centered>
      <form
        noValidate
        aria-describedby={failure.describedBy}
        onSubmit={form.onSubmit(failure.watching(send), focusFirstInvalidField(form))}
      >
        <Stack gap="md">
          <FormFailure id={failure.id} failure={failure.failure} />
          {currentDeadline && (
            <Text size="sm">
              <Trans>Your current deadline is {currentDeadline}.</Trans>
            </Text>
          )}
          <TextInput
            label={t`New deadline`}
            description={t`Date and time, in your time zone`}
            type="datetime-local"
            withAsterisk
            data-autofocus
            key={form.key('deadline')}
            {...form.getInputProps('deadline')}
          />
          <Textarea
            label={t`Reason`}
            description={t`Tell the brand why you need more time`}
            withAsterisk
            minRows={3}
            maxLength={MAX_EXTENSION_REASON_LENGTH}
            key={form.key('reason')}
            {...form.getInputProps('reason')}
          />
          <DialogActions onCancel={close}>
            <Button type="submit" loading={requesting.isPending}>
              <Trans>Send request</Trans>
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
