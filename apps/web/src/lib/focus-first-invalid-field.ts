import type { FormErrors } from '@mantine/form';

interface FormWithInputs {
  getInputNode: (path: string) => HTMLElement | null;
}

const FOCUSABLE_SELECTOR = 'input:not([type="hidden"]), select, textarea, button, [tabindex]';

/** The field itself, or for a group of checkboxes or radios its first control. */
function focusTarget(node: HTMLElement): HTMLElement | null {
  return node.matches(FOCUSABLE_SELECTOR) ? node : node.querySelector<HTMLElement>(FOCUSABLE_SELECTOR);
}

/**
 * The validation-failure handler for `form.onSubmit`: moves focus to the field of the first
 * error, which is the first rule broken in the schema's order.
 */
export function focusFirstInvalidField(form: FormWithInputs) {
  return (errors: FormErrors) => {
    const [firstInvalidPath] = Object.keys(errors);
    const node = firstInvalidPath ? form.getInputNode(firstInvalidPath) : null;
    if (node) {
      focusTarget(node)?.focus();
    }
  };
}
