import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * Floating UI's `useMergeRefs`, for Mantine's ScrollArea only (build/lighter-mantine-imports.ts):
 * Mantine's own hook does the same, without Floating UI's single-file build coming along whole.
 */
export function useMergeRefs<T>(refs: (Ref<T> | undefined)[]) {
  return useMergedRef(...refs);
}
