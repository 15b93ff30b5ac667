import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateMessage } from '@/lib/i18n/translate-message';
import {
  ActionIcon,
  Button,
  Group,
  Input,
  Modal,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { NewScreeningQuestionSchema } from '@portal/domain/campaigns';
import { QUESTION_TYPES, type QuestionType } from '@portal/domain/tasks';
import { maxLengthOf } from '@portal/domain/validation';
import { DialogActions } from '@/components/dialog-actions';
import { newQuestion, type CampaignFormValues, type QuestionValues } from '../campaign-form-values';

const QUESTION_TYPE_LABELS: Record<QuestionType, MessageDescriptor> = {
  multipleChoice: msg`Multiple choice`,
  text: msg`Text answer`,
  checkbox: msg`Yes/no checkbox`,
};
const isQuestionType = (value: string | null): value is QuestionType =>
  (QUESTION_TYPES as readonly (string | null)[]).includes(value);

const MAX_QUESTIONS = 30;
const MAX_OPTIONS = 20;

type CampaignForm = UseFormReturnType<CampaignFormValues>;

interface QuestionCardProps {
  form: CampaignForm;
  question: QuestionValues;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

function OptionsEditor({ form, question, index }: Pick<QuestionCardProps, 'form' | 'question' | 'index'>) {
  const { t } = useLingui();
  const path = `screeningQuestions.${index}.options`;
  const number = index + 1;
  const error = form.errors[path];
  return (
    <Input.Wrapper
      label={t`Options`}
      description={t`The choices the creator picks from (at least two; no commas)`}
      error={typeof error === 'string' ? translateMessage(error) : error}
    >
      <Stack gap="xs" mt={6}>
        {question.options.map((_, optionIndex) => {
          const optionNumber = optionIndex + 1;
          return (
            <Group key={optionIndex} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                aria-label={t`Question ${number} option ${optionNumber}`}
                placeholder={t`Option ${optionNumber}`}
                maxLength={maxLengthOf(NewScreeningQuestionSchema.shape.options.element)}
                style={{ flex: 1 }}
                {...form.getInputProps(`${path}.${optionIndex}`)}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={t`Remove option ${optionNumber} of question ${number}`}
                onClick={() => form.removeListItem(path, optionIndex)}
              >
                <IconX size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          );
        })}
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          disabled={question.options.length >= MAX_OPTIONS}
          onClick={() => form.insertListItem(path, '')}
          style={{ alignSelf: 'flex-start' }}
          aria-label={t`Add an option to question ${number}`}
        >
          <Trans>Add option</Trans>
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}

function QuestionCard({ form, question, index, count, onMove, onRemove }: QuestionCardProps) {
  const { t } = useLingui();
  const number = index + 1;
  const path = `screeningQuestions.${index}`;
  const answeredNoteId = `${question.key}-answered`;

  return (
    <Paper component="fieldset" withBorder radius="md" p="md" m={0}>
      <Text component="legend" fw={600} px={4}>
        <Trans>Screening question {number}</Trans>
      </Text>
      <Stack gap="sm">
        <TextInput
          label={t`Question`}
          maxLength={maxLengthOf(NewScreeningQuestionSchema.shape.question)}
          {...form.getInputProps(`${path}.question`)}
        />
        <Group gap="md" align="flex-end">
          <Select
            label={t`Answer type`}
            data={QUESTION_TYPES.map((type) => ({ value: type, label: t(QUESTION_TYPE_LABELS[type]) }))}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
            value={question.questionType}
            onChange={(type) => {
              if (isQuestionType(type)) {
                form.setFieldValue(`${path}.questionType`, type);
                if (type === 'multipleChoice' && question.options.length === 0) {
                  form.setFieldValue(`${path}.options`, ['', '']);
                }
              }
            }}
          />
          <Switch label={t`Required`} {...form.getInputProps(`${path}.required`, { type: 'checkbox' })} mb={8} />
        </Group>
        {question.questionType === 'multipleChoice' && <OptionsEditor form={form} question={question} index={index} />}
        <Group gap="xs" justify="space-between">
          <Group gap="xs">
            <Button
              id={`${question.key}-up`}
              variant="default"
              size="xs"
              leftSection={<IconArrowUp size={14} aria-hidden="true" />}
              disabled={index === 0}
              onClick={() => onMove(index, index - 1)}
              aria-label={t`Move question ${number} up`}
            >
              <Trans>Up</Trans>
            </Button>
            <Button
              id={`${question.key}-down`}
              variant="default"
              size="xs"
              leftSection={<IconArrowDown size={14} aria-hidden="true" />}
              disabled={index === count - 1}
              onClick={() => onMove(index, index + 1)}
              aria-label={t`Move question ${number} down`}
            >
              <Trans>Down</Trans>
            </Button>
          </Group>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} aria-hidden="true" />}
            disabled={question.answered}
            aria-describedby={question.answered ? answeredNoteId : undefined}
            onClick={() => onRemove(index)}
            aria-label={t`Remove question ${number}`}
          >
            <Trans>Remove</Trans>
          </Button>
        </Group>
        {question.answered && (
          <Text id={answeredNoteId} size="xs" c="dimmed">
            <Trans>
              Creators have answered this question, so it cannot be removed (their answers would lose their question).
              You can still reword it.
            </Trans>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The campaign's screening questions: add, reword, reorder (Up and Down buttons, focus following
 * the moved question), require, and remove after a confirmation; an answered one stays.
 */
export function ScreeningQuestionEditor({ form }: { form: CampaignForm }) {
  const { t } = useLingui();
  const questions = form.values.screeningQuestions;
  const [removing, setRemoving] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** The button to focus once a moved question has rendered in its new place. */
  const focusAfterMove = useRef<string | null>(null);

  useEffect(() => {
    if (focusAfterMove.current) {
      document.getElementById(focusAfterMove.current)?.focus();
      focusAfterMove.current = null;
    }
  });

  const move = (from: number, to: number) => {
    const moved = questions[from];
    if (!moved) {
      return;
    }
    form.reorderListItem('screeningQuestions', { from, to });
    const position = to + 1;
    const count = questions.length;
    setAnnouncement(t`Question moved to position ${position} of ${count}`);
    // The button that moved may now be disabled (first or last): then focus the other one.
    const direction = to < from ? 'up' : 'down';
    const atEdge = to === 0 || to === questions.length - 1;
    focusAfterMove.current = `${moved.key}-${atEdge ? (direction === 'up' ? 'down' : 'up') : direction}`;
  };

  const confirmRemoval = () => {
    if (removing !== null) {
      form.removeListItem('screeningQuestions', removing);
      const number = removing + 1;
      setAnnouncement(t`Question ${number} removed`);
    }
    setRemoving(null);
  };

  const addQuestion = () => form.insertListItem('screeningQuestions', newQuestion());
  const removingNumber = (removing ?? 0) + 1;
  const removingText = questions[removing ?? 0]?.question || t`Untitled question`;
  return (
    <Stack gap="md">
      {questions.length === 0 && (
        <Text size="sm" c="dimmed">
          <Trans>No screening questions: creators accept the task without answering any.</Trans>
        </Text>
      )}
      {questions.map((question, index) => (
        <QuestionCard
          key={question.key}
          form={form}
          question={question}
          index={index}
          count={questions.length}
          onMove={move}
          onRemove={setRemoving}
        />
      ))}
      <Tooltip label={t`At most ${MAX_QUESTIONS} questions`} disabled={questions.length < MAX_QUESTIONS}>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          disabled={questions.length >= MAX_QUESTIONS}
          onClick={addQuestion}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Add question</Trans>
        </Button>
      </Tooltip>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t`Remove screening question ${removingNumber}?`}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            <Trans>“{removingText}” will be removed when you save the campaign.</Trans>
          </Text>
          <DialogActions onCancel={() => setRemoving(null)} cancelLabel={t`Keep question`}>
            <Button color="red" onClick={confirmRemoval}>
              <Trans>Remove question</Trans>
            </Button>
          </DialogActions>
        </Stack>
      </Modal>
    </Stack>
  );
}
