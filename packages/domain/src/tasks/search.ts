import { STATUS_LABELS, type TaskStatus } from './statuses.ts';
import { platformLabel, TASK_TYPE_LABELS, type TaskType } from './task-types.ts';

type Searchable = Record<string, unknown>;

const isRecord = (value: unknown): value is Searchable =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text fields of a record (strings only), and those of the records it holds one level down. */
function textFields(record: Searchable, depth: number): string[] {
  return Object.values(record).flatMap((value) => {
    if (typeof value === 'string') return [value];
    if (depth > 0 && isRecord(value)) return textFields(value, depth - 1);
    return [];
  });
}

/**
 * The labels a task's card shows for its codes, in SPEC's English (the catalogue's ids): its status,
 * its payment's state, its task type and its platform. A search matches them as the creator reads them.
 */
export function shownLabelsOf(task: {
  status: TaskStatus;
  campaignDetails: { taskType: TaskType; platform: string | null };
}): string[] {
  const { status, payment } = STATUS_LABELS[task.status];
  const labels = [
    status,
    TASK_TYPE_LABELS[task.campaignDetails.taskType],
    platformLabel(task.campaignDetails.platform),
  ];
  return payment ? [...labels, payment] : labels;
}

/**
 * SPEC §2 list search: the query is trimmed and matched case-insensitively as a substring of any
 * text field of the item, including one level of nested fields, or of `shownLabels`: the words the
 * screen shows for the item's codes, in the language shown ('Invited' for SELECTED). An empty
 * query matches all.
 */
export function matchesSearch(item: Searchable, query: string, shownLabels: readonly string[] = []): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return [...textFields(item, 1), ...shownLabels].some((field) => field.toLowerCase().includes(needle));
}
