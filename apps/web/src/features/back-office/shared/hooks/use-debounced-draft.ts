import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

const DELAY_MS = 400;

/**
 * A field typed into freely whose value is committed (to the URL) a moment after the last key.
 * When the committed value changes from elsewhere (Clear filters, back button), the field follows.
 */
export function useDebouncedDraft<T>(committed: T, commit: (value: T) => void) {
  const [draft, setDraft] = useState(committed);
  const [lastCommitted, setLastCommitted] = useState(committed);
  const debouncedCommit = useDebouncedCallback(commit, DELAY_MS);

  if (committed !== lastCommitted) {
    setLastCommitted(committed);
    setDraft(committed);
  }

  const change = (value: T) => {
    setDraft(value);
    debouncedCommit(value);
  };
  return [draft, change] as const;
}
