import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { beyondRevisionBudget, type Revisions } from '@portal/domain/tasks';

/** 'Revision 1 of 2': a task's rejections so far against the revisions agreed, and whether they went beyond them. */
export function revisionLabel(revisions: Revisions): MessageDescriptor {
  const { used, included } = revisions;
  return beyondRevisionBudget(revisions)
    ? msg`Revision ${used} of ${included} — beyond the revisions agreed`
    : msg`Revision ${used} of ${included}`;
}
