import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { ReviewStepSchema } from '@portal/domain/admin';
import type { MovedFirst } from '@portal/domain/api';
import { ApplicationDecisionSchema } from '@portal/domain/campaigns';
import {
  availableActions,
  draftStateOf,
  inSubState,
  nextRejectionBeyondBudget,
  type Revisions,
  type TaskAction,
  type TaskStatus,
} from '@portal/domain/tasks';
import { maxLengthOf } from '@portal/domain/validation';
import { DialogActions } from '@/components/dialog-actions';
import { translateMessage, type UntranslatedMessage } from '@/lib/i18n/translate-message';
import { notify } from '@/lib/notify';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useDecideTask, type TaskDecision, type UndoWindow } from '../api/decide-task';
import { useMovedFirstText } from '../moved-first';

export interface TaskDecisionsProps {
  item: {
    task: {
      id: string;
      status: TaskStatus;
      /** Set once a draft was sent (the approved comment after its approval). */
      draftComment: string | null;
      /** A draft already approved takes no draft decision. */
      draftApproved: boolean;
      /** When known: the rejections so far against the revisions agreed; one beyond them needs confirming. */
      revisions?: Revisions;
    };
    /** Only a guess at whether a report waits, when `reportWaiting` is not known. */
    campaign: { requiresReport: boolean };
    /**
     * When known: whether a report waits for review (Approve report), else Start payout. It wins
     * over `campaign.requiresReport`, which the campaign's later edits may have changed.
     */
    reportWaiting?: boolean;
  };
  /** Called after a decision was saved, with how long it may be undone (null: it may not). */
  onDone?: (undo: UndoWindow | null) => void;
  /**
   * Told when a decision's dialog opens and closes: a list keeps the item shown, as last seen,
   * while it is open.
   */
  onHold?: (held: boolean) => void;
}

/** A decision a button offers: taken at once, or after a dialog asking for a remark or a reference. */
interface Choice {
  /** The button's name, also the dialog's title; its id keys the button. */
  label: MessageDescriptor;
  color?: string;
  variant?: string;
  dialog?: 'rejection' | 'reversal' | 'approveDraft' | 'markPaid';
  /** A rejection of the work (not of an application): it uses one of the revisions agreed. */
  revision?: boolean;
  decide: (input: DialogInput) => TaskDecision;
}

/** What a dialog asks for: a remark or a reference, and the confirmation of a rejection beyond the revisions agreed. */
interface DialogInput {
  remark: string;
  reference: string;
  beyondBudget?: boolean;
}

const REMARK_REQUIRED = ApplicationDecisionSchema.options[1].shape.remark;
/** The same dialog rejects applications and submissions: the shorter of their limits holds for both. */
const REJECTION_MAX_LENGTH = maxLengthOf(REMARK_REQUIRED);
const APPROVED_COMMENT_MAX_LENGTH = maxLengthOf(ReviewStepSchema.shape.remark.unwrap());
const REFERENCE_MAX_LENGTH = maxLengthOf(ReviewStepSchema.shape.reference.unwrap());

function choicesFor(item: TaskDecisionsProps['item']): Choice[] {
  const { task, campaign, reportWaiting } = item;
  const actions = new Set<TaskAction>(availableActions(task.status, 'admin'));
  const draftWaiting = inSubState('draftWaiting', { status: task.status, draft: draftStateOf(task) });
  const reportWaits = reportWaiting ?? campaign.requiresReport;
  const choices: Choice[] = [];
  if (actions.has('approveApplication')) {
    choices.push({
      label: msg`Approve application`,
      decide: () => ({ kind: 'application', decision: { decision: 'approve' } }),
    });
  }
  if (actions.has('rejectApplication')) {
    choices.push({
      label: msg`Reject application`,
      color: 'red',
      variant: 'light',
      dialog: 'rejection',
      decide: ({ remark }) => ({ kind: 'application', decision: { decision: 'reject', remark } }),
    });
  }
  if (actions.has('approveDraft') && draftWaiting) {
    choices.push({
      label: msg`Approve draft`,
      dialog: 'approveDraft',
      decide: ({ remark }) => ({ kind: 'review', action: 'approveDraft', remark }),
    });
  }
  if (actions.has('rejectDraft') && draftWaiting) {
    choices.push({
      label: msg`Reject draft`,
      color: 'red',
      variant: 'light',
      dialog: 'rejection',
      revision: true,
      decide: ({ remark, beyondBudget }) => ({ kind: 'review', action: 'rejectDraft', remark, beyondBudget }),
    });
  }
  if (actions.has('approve') || actions.has('approveWithReport')) {
    choices.push({
      label: campaign.requiresReport ? msg`Approve submission (report next)` : msg`Approve submission`,
      decide: () => ({ kind: 'review', action: campaign.requiresReport ? 'approveWithReport' : 'approve' }),
    });
  }
  if (actions.has('reject')) {
    choices.push({
      label: msg`Reject submission`,
      color: 'red',
      variant: 'light',
      dialog: 'rejection',
      revision: true,
      decide: ({ remark, beyondBudget }) => ({ kind: 'review', action: 'reject', remark, beyondBudget }),
    });
  }
  if (actions.has('approveReport') && reportWaits) {
    choices.push({ label: msg`Approve report`, decide: () => ({ kind: 'review', action: 'approveReport' }) });
  }
  if (actions.has('startPayout') && reportWaiting !== true) {
    choices.push({ label: msg`Start payout`, decide: () => ({ kind: 'review', action: 'startPayout' }) });
  }
  const draft = draftStateOf(task);
  const reversal = (action: 'reverseRejection' | 'reverseDraftRejection', label: MessageDescriptor): Choice => ({
    label,
    color: 'orange',
    variant: 'light',
    dialog: 'reversal',
    decide: ({ remark }) => ({ kind: 'review', action, remark }),
  });
  if (actions.has('reverseRejection') && inSubState('submissionRejected', { status: task.status, draft })) {
    choices.push(reversal('reverseRejection', msg`Reverse rejection`));
  }
  if (actions.has('reverseDraftRejection') && inSubState('draftRejected', { status: task.status, draft })) {
    choices.push(reversal('reverseDraftRejection', msg`Reverse draft rejection`));
  }
  if (actions.has('markPaid')) {
    choices.push({
      label: msg`Mark as paid`,
      dialog: 'markPaid',
      decide: ({ reference }) => ({ kind: 'review', action: 'markPaid', reference }),
    });
  }
  return choices;
}

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

function DecisionDialog({
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
      error={error && translateMessage(error)}
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

/**
 * The decisions valid for a task's status (`availableActions(status, 'admin')`), as buttons;
 * a rejection asks for the creator's reason, a draft approval for the comment, a payment for a
 * reference. A decision refreshes every back-office query.
 */
export function TaskDecisions({ item, onDone, onHold }: TaskDecisionsProps) {
  const { t } = useLingui();
  const [dialog, setDialogState] = useState<Choice | null>(null);
  const [movedFirst, setMovedFirst] = useState<MovedFirst | null>(null);
  const movedFirstText = useMovedFirstText();
  const setDialog = (choice: Choice | null) => {
    setDialogState(choice);
    setMovedFirst(null);
    onHold?.(choice !== null);
  };
  const deciding = useDecideTask({
    onSuccess: (_saved, undo) => {
      setDialog(null);
      onDone?.(undo);
    },
    onMovedFirst: (first) => {
      // In a dialog the manager reads why beside what they typed; a button's decision says it in a toast.
      if (dialog) setMovedFirst(first);
      else notify.error(msg`Error saving the decision`, movedFirstText(first));
    },
  });
  const decide = useOneAtATime((decision: TaskDecision) =>
    deciding.mutateAsync({ taskId: item.task.id, decision }).catch(() => undefined),
  );
  const choices = choicesFor(item);

  return (
    <>
      {choices.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No decision is waiting on this task.</Trans>
        </Text>
      ) : (
        <Group gap="sm" role="group" aria-label={t`Decisions`}>
          {choices.map((choice) => (
            <Button
              key={choice.label.id}
              color={choice.color}
              variant={choice.variant ?? 'filled'}
              loading={deciding.isPending && dialog === null}
              onClick={() =>
                choice.dialog ? setDialog(choice) : void decide(choice.decide({ remark: '', reference: '' }))
              }
            >
              {t(choice.label)}
            </Button>
          ))}
        </Group>
      )}
      {/* Kept open when the task moves on meanwhile (its buttons may go): the manager reads why, keeping what they typed. */}
      {dialog && (
        <DecisionDialog
          key={dialog.label.id}
          choice={dialog}
          movedFirst={movedFirst}
          draftComment={item.task.draftComment}
          beyondRevisions={
            dialog.revision && item.task.revisions && nextRejectionBeyondBudget(item.task.revisions)
              ? item.task.revisions.included
              : null
          }
          pending={deciding.isPending}
          onCancel={() => setDialog(null)}
          onConfirm={(input) => void decide(dialog.decide(input))}
        />
      )}
    </>
  );
}
