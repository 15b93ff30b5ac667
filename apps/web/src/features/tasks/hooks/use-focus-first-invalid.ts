import { useEffect, useRef, useState } from 'react';

const FOCUSABLE_SELECTOR = 'input:not([type="hidden"]), select, textarea, button, [tabindex]';

const canFocus = (element: Element): element is HTMLElement =>
  element instanceof HTMLElement &&
  element.matches(FOCUSABLE_SELECTOR) &&
  element.tabIndex >= 0 &&
  !element.matches(':disabled');

/**
 * The first field marked invalid in `container`, or for a group (checkboxes, an upload field) its
 * first control marked invalid, else its first control.
 */
export function firstInvalidControl(container: HTMLElement): HTMLElement | null {
  const first = container.querySelector('[aria-invalid="true"]');
  if (!first) {
    return null;
  }
  const candidates = [
    first,
    ...first.querySelectorAll('[aria-invalid="true"]'),
    ...first.querySelectorAll(FOCUSABLE_SELECTOR),
  ];
  return candidates.find(canFocus) ?? null;
}

/**
 * For a form whose errors show once it has been submitted (the task forms): `ref` on the form's
 * container, and `focusFirstInvalid()` after a failed submit, which moves focus to the first
 * invalid field once the errors are on screen (as focusFirstInvalidField does for Mantine forms).
 */
export function useFocusFirstInvalid<T extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<T>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);

  useEffect(() => {
    if (failedSubmits > 0 && ref.current) {
      firstInvalidControl(ref.current)?.focus();
    }
  }, [failedSubmits]);

  return { ref, focusFirstInvalid: () => setFailedSubmits((count) => count + 1) };
}
