import { expect } from 'vitest';

/** The texts `element`'s `aria-describedby` points at. */
export const describedBy = (element: Element): string[] =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? `(no element #${id})`);

/** Issue 15 item 6: an invalid field says so (`aria-invalid`) and points at its visible error. */
export function expectInvalid(element: Element, message: string) {
  expect(element).toHaveAttribute('aria-invalid', 'true');
  expect(describedBy(element)).toContain(message);
}
