import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { isErasedAccountName } from '@portal/domain/privacy';

const ERASED_CREATOR = msg`Deleted creator`;

/**
 * A creator's name as the back office shows it: an erased account's placeholder (which the books
 * keep on its paid tasks) in the reader's language, any other name as it is.
 */
export function useCreatorName(): (name: string) => string {
  const { _ } = useLingui();
  return (name) => (isErasedAccountName(name) ? _(ERASED_CREATOR) : name);
}
