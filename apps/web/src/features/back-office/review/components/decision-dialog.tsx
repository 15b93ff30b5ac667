import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { ReviewStepSchema } from '@portal/domain/admin';
import type { MovedFirst } from '@portal/domain/api';
import { ApplicationDecisionSchema } from '@portal/domain/campaigns';
import { maxLengthOf } from '@portal/domain/validation';
import { DialogActions } from '@/components/dialog-actions';
import { translateDomainMessage } from '@/lib/i18n/translate-errors';
import type { UntranslatedMessage } from '@/lib/i18n/translate-message';
import type { Choice, DialogInput } from '../decision-choices';
import { useMovedFirstText } from '../moved-first';

const REMARK_REQUIRED = ApplicationDecisionSchema.options[1].shape.remark;
/** The same dialog rejects applications and submissions: the shorter of their limits holds for both. */
const REJECTION_MAX_LENGTH = maxLengthOf(REMARK_REQUIRED);
const APPROVED_COMMENT_MAX_LENGTH = maxLengthOf(ReviewStepSchema.shape.remark.unwrap());
const REFERENCE_MAX_LENGTH = maxLengthOf(ReviewStepSchema.shape.reference.unwrap());

/** Why a decision was not saved when another step moved the task first. */
function MovedFirstAlert({ movedFirst }: { movedFirst: MovedFirst }) {
  const { t } = useLingui();
  const movedFirstText = useMovedFirstText();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={t`Not saved: this task was decided meanwhile`}
    >
      {movedFirstText(movedFirst)}
    </Alert>
  );
}

interface DecisionDialogProps {
  choice: Choice;
  /** Set when the decision was refused because another step came first; what was typed stays. */
  movedFirst: MovedFirst | null;
  draftComment: string | null;
  /** The revisions agreed, when this rejection goes beyond them and needs confirming. */
  beyondRevisions: number | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (input: DialogInput) => void;
}

/** A decision's dialog: the creator's reason for a rejection, the approved comment, or the payment's reference. */
export function DecisionDialog({
  choice,
  movedFirst,
  draftComment,
  beyondRevisions,
  pending,
  onCancel,
  onConfirm,
}: DecisionDialogProps) {
  const { t } = useLingui();
  const [remark, setRemark] = useState(choice.dialog === 'approveDraft' ? (draftComment ?? '') : '');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<UntranslatedMessage | null>(null);
  const [beyondConfirmed, setBeyondConfirmed] = useState(false);
  const [beyondError, setBeyondError] = useState(false);

  const confirm = () => {
    if (choice.dialog === 'rejection') {
      const checked = REMARK_REQUIRED.safeParse(remark);
      if (!checked.success) {
        setError(checked.error.issues[0]?.message ?? msg`Please give the creator a reason`);
        return;
      }
      if (beyondRevisions !== null && !beyondConfirmed) {
        setBeyondError(true);
        return;
      }
      onConfirm({ remark: checked.data, reference: '', ...(beyondRevisions !== null ? { beyondBudget: true } : {}) });
      return;
    }
    if (choice.dialog === 'reversal' && remark.trim() === '') {
      setError(msg`Please give a reason for the reversal`);
      return;
    }
    onConfirm({ remark: remark.trim(), reference: reference.trim() });
  };

  /** The dialog's one text: a rejection's or a reversal's reason, or the approved comment. */
  const remarkField = (field: {
    label: string;
    description: string;
    maxLength: number | undefined;
    required: boolean;
  }) => (
    <Textarea
      label={field.label}
      description={field.description}
      required={field.required}
      rows={3}
      maxLength={field.maxLength}
      data-autofocus
      value={remark}
      onChange={(event) => {
        setRemark(event.currentTarget.value);
        setError(null);
      }}
      error={error && translateDomainMessage(error)}
    />
  );

  let fields: ReactNode = null;
  let confirmLabel = t`Confirm`;
  if (choice.dialog === 'rejection') {
    confirmLabel = t`Send rejection`;
    fields = (
      <>
        {beyondRevisions !== null && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden="true" />}>
            {plural(beyondRevisions, {
              one: 'This rejection is beyond the # revision agreed',
              other: 'This rejection is beyond the # revisions agreed',
            })}
          </Alert>
        )}
        {remarkField({
          label: t`Reason for the creator`,
          description: t`The creator sees this with the rejection`,
          maxLength: REJECTION_MAX_LENGTH,
          required: true,
        })}
        {beyondRevisions !== null && (
          <Checkbox
            label={t`I confirm this rejection beyond the revisions agreed`}
            checked={beyondConfirmed}
            onChange={(event) => {
              setBeyondConfirmed(event.currentTarget.checked);
              setBeyondError(false);
            }}
            error={beyondError && t`Please confirm the rejection beyond the revisions agreed`}
          />
        )}
      </>
    );
  } else if (choice.dialog === 'reversal') {
    confirmLabel = t`Reverse rejection`;
    fields = remarkField({
      label: t`Reason for the reversal`,
      description: t`Kept in the timeline. The work waits for review again and the revision it used is given back.`,
      maxLength: APPROVED_COMMENT_MAX_LENGTH,
      required: true,
    });
  } else if (choice.dialog === 'approveDraft') {
    confirmLabel = t`Approve with this comment`;
    fields = remarkField({
      label: t`Approved comment`,
      description: t`Edit the draft comment if needed: the creator posts this text`,
      maxLength: APPROVED_COMMENT_MAX_LENGTH,
      required: false,
    });
  } else if (choice.dialog === 'markPaid') {
    confirmLabel = t`Confirm payment`;
    fields = (
      <TextInput
        label={t`Payment reference (optional)`}
        description={t`E.g. the bank transfer's reference`}
        maxLength={REFERENCE_MAX_LENGTH}
        data-autofocus
        value={reference}
        onChange={(event) => setReference(event.currentTarget.value)}
      />
    );
  }

  return (
    <Modal opened onClose={onCancel} title={t(choice.label)} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <Stack gap="md">
          {movedFirst && <MovedFirstAlert movedFirst={movedFirst} />}
          {fields}
          <DialogActions onCancel={onCancel}>
            <Button type="submit" color={choice.color} loading={pending} disabled={movedFirst !== null}>
              {confirmLabel}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
