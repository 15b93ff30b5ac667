import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { beyondRevisionBudget, type Revisions } from '@portal/domain/tasks';

/** 'Revision 1 of 2': the rejections so far against the revisions agreed, and whether the last went beyond them. */
export function RevisionCount({ revisions }: { revisions: Revisions }) {
  const { t } = useLingui();
  const { used, included } = revisions;
  if (used === 0) return null;
  const beyond = beyondRevisionBudget(revisions);
  return (
    <Text size="sm" fw={beyond ? 600 : undefined}>
      {beyond ? t`Revision ${used} of ${included} — beyond the revisions agreed` : t`Revision ${used} of ${included}`}
    </Text>
  );
}
