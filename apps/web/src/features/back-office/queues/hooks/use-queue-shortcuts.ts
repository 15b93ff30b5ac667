import { useHotkeys, type HotkeyItem } from '@mantine/hooks';
import { QUEUE_SHORTCUTS, type QueueShortcut } from '../queue-shortcuts';

/** Keys typed into a field are text: a text input, a text area, a list box or editable text. */
const NOT_TEXT_INPUTS = ['checkbox', 'radio', 'button', 'submit', 'reset'];
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  return target instanceof HTMLInputElement && !NOT_TEXT_INPUTS.includes(target.type);
}

/**
 * The review queues' shortcuts (QUEUE_SHORTCUTS), each calling its handler; none fires while the
 * manager types in a field or a dialog is open (its own keys are the dialog's).
 */
export function useQueueShortcuts(handlers: Record<QueueShortcut, () => void>) {
  const hotkeys = QUEUE_SHORTCUTS.flatMap(({ action, hotkeys }) =>
    hotkeys.map((hotkey): HotkeyItem => [
      hotkey,
      (event) => {
        if (isTyping(event.target) || document.querySelector('[aria-modal="true"]')) return;
        event.preventDefault();
        handlers[action]();
      },
      // Prevented only when taken: a key typed into a field stays text.
      { preventDefault: false },
    ]),
  );
  // Checkboxes take `x`: every element is let through, and `isTyping` leaves out the fields.
  useHotkeys(hotkeys, []);
}
