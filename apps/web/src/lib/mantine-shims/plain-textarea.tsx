import { forwardRef, type ComponentPropsWithoutRef } from 'react';

type AutosizeProps = ComponentPropsWithoutRef<'textarea'> & { maxRows?: number; minRows?: number };

/**
 * The growing textarea Mantine's Textarea imports for its `autosize` prop
 * (build/lighter-mantine-imports.ts), which the app does not use: a plain textarea, so no page
 * loads the measuring code.
 */
export const TextareaAutosize = forwardRef<HTMLTextAreaElement, AutosizeProps>(function PlainTextarea(
  { maxRows: _maxRows, minRows: _minRows, ...props },
  ref,
) {
  return <textarea ref={ref} {...props} />;
});
