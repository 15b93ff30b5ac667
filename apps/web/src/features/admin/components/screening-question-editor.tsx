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

const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  multipleChoice: 'Multiple choice',
  text: 'Text answer',
  checkbox: 'Yes/no checkbox',
};
const TYPE_CHOICES = QUESTION_TYPES.map((type) => ({ value: type, label: QUESTION_TYPE_LABELS[type] }));
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
  const path = `screeningQuestions.${index}.options`;
  const number = index + 1;
  const error = form.errors[path];
  return (
    <Input.Wrapper
      label="Options"
      description="The choices the creator picks from (at least two; no commas)"
      error={error}
    >
      <Stack gap="xs" mt={6}>
        {question.options.map((_, optionIndex) => (
          <Group key={optionIndex} gap="xs" wrap="nowrap" align="flex-start">
            <TextInput
              aria-label={`Question ${number} option ${optionIndex + 1}`}
              placeholder={`Option ${optionIndex + 1}`}
              maxLength={maxLengthOf(NewScreeningQuestionSchema.shape.options.element)}
              style={{ flex: 1 }}
              {...form.getInputProps(`${path}.${optionIndex}`)}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`Remove option ${optionIndex + 1} of question ${number}`}
              onClick={() => form.removeListItem(path, optionIndex)}
            >
              <IconX size={16} aria-hidden="true" />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          disabled={question.options.length >= MAX_OPTIONS}
          onClick={() => form.insertListItem(path, '')}
          style={{ alignSelf: 'flex-start' }}
          aria-label={`Add an option to question ${number}`}
        >
          Add option
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}

function QuestionCard({ form, question, index, count, onMove, onRemove }: QuestionCardProps) {
  const number = index + 1;
  const path = `screeningQuestions.${index}`;
  const answeredNoteId = `${question.key}-answered`;

  return (
    <Paper component="fieldset" withBorder radius="md" p="md" m={0}>
      <Text component="legend" fw={600} px={4}>
        Screening question {number}
      </Text>
      <Stack gap="sm">
        <TextInput
          label="Question"
          maxLength={maxLengthOf(NewScreeningQuestionSchema.shape.question)}
          {...form.getInputProps(`${path}.question`)}
        />
        <Group gap="md" align="flex-end">
          <Select
            label="Answer type"
            data={TYPE_CHOICES}
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
          <Switch label="Required" {...form.getInputProps(`${path}.required`, { type: 'checkbox' })} mb={8} />
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
              aria-label={`Move question ${number} up`}
            >
              Up
            </Button>
            <Button
              id={`${question.key}-down`}
              variant="default"
              size="xs"
              leftSection={<IconArrowDown size={14} aria-hidden="true" />}
              disabled={index === count - 1}
              onClick={() => onMove(index, index + 1)}
              aria-label={`Move question ${number} down`}
            >
              Down
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
            aria-label={`Remove question ${number}`}
          >
            Remove
          </Button>
        </Group>
        {question.answered && (
          <Text id={answeredNoteId} size="xs" c="dimmed">
            Creators have answered this question, so it cannot be removed (their answers would lose their question). You
            can still reword it.
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
    setAnnouncement(`Question moved to position ${to + 1} of ${questions.length}`);
    // The button that moved may now be disabled (first or last): then focus the other one.
    const direction = to < from ? 'up' : 'down';
    const atEdge = to === 0 || to === questions.length - 1;
    focusAfterMove.current = `${moved.key}-${atEdge ? (direction === 'up' ? 'down' : 'up') : direction}`;
  };

  const confirmRemoval = () => {
    if (removing !== null) {
      form.removeListItem('screeningQuestions', removing);
      setAnnouncement(`Question ${removing + 1} removed`);
    }
    setRemoving(null);
  };

  return (
    <Stack gap="md">
      {questions.length === 0 && (
        <Text size="sm" c="dimmed">
          No screening questions: creators accept the task without answering any.
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
      <Tooltip label={`At most ${MAX_QUESTIONS} questions`} disabled={questions.length < MAX_QUESTIONS}>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          disabled={questions.length >= MAX_QUESTIONS}
          onClick={() => form.insertListItem('screeningQuestions', newQuestion())}
          style={{ alignSelf: 'flex-start' }}
        >
          Add question
        </Button>
      </Tooltip>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={`Remove screening question ${(removing ?? 0) + 1}?`}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            “{questions[removing ?? 0]?.question || 'Untitled question'}” will be removed when you save the campaign.
          </Text>
          <DialogActions onCancel={() => setRemoving(null)} cancelLabel="Keep question">
            <Button color="red" onClick={confirmRemoval}>
              Remove question
            </Button>
          </DialogActions>
        </Stack>
      </Modal>
    </Stack>
  );
}
