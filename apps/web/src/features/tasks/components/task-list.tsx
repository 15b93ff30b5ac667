import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui as useLinguiContext } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { Group, Select, SimpleGrid, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import {
  CAMPAIGNS_TASK_TYPE_FILTER,
  matchesSearch,
  MY_TASKS_STATUS_FILTER,
  shownLabelsOf,
  type Task,
  type TaskStatus,
} from '@portal/domain/tasks';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Paginator } from '@/components/paginator';
import { translateMessage } from '@/lib/i18n/translate-message';
import { useNow } from '@/lib/use-now';
import { usePagination } from '@/lib/use-pagination';
import { tasksQueryOptions } from '../api/get-tasks';
import { TaskCard } from './task-card';
import { TaskCardSkeleton } from './task-card-skeleton';

/** The select of a list: by task type (Campaigns) or by status (My Tasks). */
export type TaskListFilter = 'taskType' | 'status';

interface TaskListProps {
  /** The statuses this list shows (SPEC §4 screen lists). */
  statuses: readonly TaskStatus[];
  filter?: TaskListFilter;
  emptyMessage: string;
  /** Where a creator with nothing here goes next. */
  emptyAction?: { label: string; href: string };
  /** Whether the signed-in creator has payment details. */
  hasPaymentMethod: boolean;
}

/** The choice of every task (its label is translated; SPEC's English labels are the other values). */
const ALL = 'all';
const ONE_MINUTE = 60_000;

interface FilterChoice {
  /** SPEC's English wording: the choice's value, shown in the page's language. */
  label: string;
  matches: (task: Task) => boolean;
  /** Shown under the filter once chosen, when its cards read otherwise than the choice. */
  note?: MessageDescriptor;
}

/** SPEC §9 calls VIDEO 'Video' in the filter, SPEC §3 'Draft Comment and File' on the cards. */
const VIDEO_NOTE = msg`Video tasks show as “Draft Comment and File”: a draft with its files first, then the final submission.`;

const FILTERS: Record<TaskListFilter, { label: MessageDescriptor; choices: FilterChoice[] }> = {
  taskType: {
    label: msg`Task Type`,
    choices: CAMPAIGNS_TASK_TYPE_FILTER.map(({ label, taskType }) => ({
      label,
      matches: (task) => task.campaignDetails.taskType === taskType,
      note: taskType === 'VIDEO' ? VIDEO_NOTE : undefined,
    })),
  },
  status: {
    label: msg`Status`,
    choices: MY_TASKS_STATUS_FILTER.map(({ label, status }) => ({ label, matches: (task) => task.status === status })),
  },
};

/** A list screen's tasks (SPEC §2 shared list behaviour): a filter, a search, cards and a paginator. */
export function TaskList({ statuses, filter, emptyMessage, emptyAction, hasPaymentMethod }: TaskListProps) {
  const { t, i18n } = useLingui();
  // Changes with the language, unlike `i18n`: the search below matches the labels as shown.
  const { _ } = useLinguiContext();
  const tasks = useQuery(tasksQueryOptions());
  const [choice, setChoice] = useState(ALL);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const now = useNow(ONE_MINUTE);

  const listed = useMemo(
    () => (tasks.data ?? []).filter((task) => statuses.includes(task.status)),
    [tasks.data, statuses],
  );
  const chosen = filter && FILTERS[filter].choices.find((option) => option.label === choice);
  const shown = useMemo(
    () =>
      listed.filter(
        (task) =>
          (!chosen || chosen.matches(task)) &&
          matchesSearch(
            task,
            deferredSearch,
            shownLabelsOf(task).map((label) => _(label)),
          ),
      ),
    [listed, chosen, deferredSearch, _],
  );
  const pagination = usePagination(shown);
  const narrowed = chosen !== undefined || deferredSearch.trim() !== '';
  const matchCount = shown.length;

  return (
    <Stack gap="lg">
      <Group align="flex-end" gap="md">
        {filter && (
          <Select
            label={i18n._(FILTERS[filter].label)}
            data={[
              { value: ALL, label: t`All` },
              ...FILTERS[filter].choices.map((option) => ({
                value: option.label,
                label: translateMessage(option.label),
              })),
            ]}
            value={choice}
            onChange={(value) => {
              setChoice(value ?? ALL);
              pagination.resetPage();
            }}
            allowDeselect={false}
            w={{ base: '100%', xs: 260 }}
          />
        )}
        <TextInput
          label={t`Search`}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            pagination.resetPage();
          }}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          w={{ base: '100%', xs: 300 }}
        />
      </Group>
      {chosen?.note && (
        <Text size="sm" c="dimmed">
          {i18n._(chosen.note)}
        </Text>
      )}
      {tasks.isPending && (
        <Stack gap="md" role="status">
          <Text>{t`Loading invites...`}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg">
            <TaskCardSkeleton />
            <TaskCardSkeleton />
          </SimpleGrid>
        </Stack>
      )}
      {tasks.isError && (
        <LoadError title={t`Could not load the tasks`} error={tasks.error} onRetry={() => void tasks.refetch()} />
      )}
      {/* Always there, so a screen reader hears how many match as the search or the filter changes. */}
      <VisuallyHidden role="status">
        {tasks.isSuccess && narrowed && t`${plural(matchCount, { one: '# task matches', other: '# tasks match' })}`}
      </VisuallyHidden>
      {tasks.isSuccess &&
        shown.length === 0 &&
        (narrowed ? (
          // A search or a filter that matches nothing needs no next step: the list is not empty.
          <EmptyState message={t`No tasks match your search`} />
        ) : (
          <EmptyState message={emptyMessage} action={emptyAction} />
        ))}
      {shown.length > 0 && (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg">
            {pagination.visibleItems.map((task) => (
              <TaskCard key={task.id} task={task} now={now} hasPaymentMethod={hasPaymentMethod} />
            ))}
          </SimpleGrid>
          <Paginator {...pagination.paginatorProps} />
        </>
      )}
    </Stack>
  );
}
