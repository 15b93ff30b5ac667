import { forwardRef, type ComponentPropsWithoutRef } from 'react';

/**
 * Mantine's ScrollArea as its Table.ScrollContainer imports it (build/lighter-mantine-imports.ts):
 * the browser's own scrolling. The app's tables scroll in TableScroller; this keeps Table from
 * bringing ScrollArea along to every page with a table.
 */
export const ScrollArea = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(
  function NativeScrollArea(props, ref) {
    return <div ref={ref} {...props} />;
  },
);
