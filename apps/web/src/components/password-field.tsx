import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's PasswordInput, its field marked invalid for assistive technology too: Mantine marks
 * only its look (`data-invalid`) where its other inputs set `aria-invalid` (WCAG 3.3.1, 4.1.2).
 */
export function PasswordField(props: PasswordInputProps) {
  return <PasswordInput {...props} aria-invalid={props.error ? true : undefined} />;
}
