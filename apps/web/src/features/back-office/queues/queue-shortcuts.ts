import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** What a shortcut of the review queues does. */
export type QueueShortcut = 'next' | 'previous' | 'approve' | 'reject' | 'open' | 'toggle' | 'help';

/**
 * The review queues' keyboard shortcuts: the keys (as `useHotkeys` names them), how the help
 * dialog shows them, and what each does. One list, read by the page and by its help.
 */
export const QUEUE_SHORTCUTS: readonly {
  action: QueueShortcut;
  hotkeys: readonly string[];
  shown: readonly string[];
  label: MessageDescriptor;
}[] = [
  // eslint-disable-next-line lingui/no-unlocalized-strings -- keys of the keyboard, the same in every language
  { action: 'next', hotkeys: ['j', 'ArrowDown'], shown: ['j', '↓'], label: msg`Next item` },
  // eslint-disable-next-line lingui/no-unlocalized-strings -- keys of the keyboard, the same in every language
  { action: 'previous', hotkeys: ['k', 'ArrowUp'], shown: ['k', '↑'], label: msg`Previous item` },
  { action: 'approve', hotkeys: ['a'], shown: ['a'], label: msg`Approve the item` },
  { action: 'reject', hotkeys: ['r'], shown: ['r'], label: msg`Reject the item (asks for the remark)` },
  { action: 'open', hotkeys: ['o'], shown: ['o'], label: msg`Open the task and its conversation` },
  { action: 'toggle', hotkeys: ['x'], shown: ['x'], label: msg`Select or unselect the item` },
  { action: 'help', hotkeys: ['?', 'shift+?'], shown: ['?'], label: msg`Show these shortcuts` },
];
