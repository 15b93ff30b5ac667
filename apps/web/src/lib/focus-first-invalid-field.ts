import type { FormErrors } from '@mantine/form';

interface FormWithInputs {
  getInputNode: (path: string) => HTMLElement | null;
}

/**
 * The validation-failure handler for `form.onSubmit`: moves focus to the field of the first
 * error, which is the first rule broken in the schema's order.
 */
export function focusFirstInvalidField(form: FormWithInputs) {
  return (errors: FormErrors) => {
    const [firstInvalidPath] = Object.keys(errors);
    if (firstInvalidPath) {
      form.getInputNode(firstInvalidPath)?.focus();
    }
  };
}
