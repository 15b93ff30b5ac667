import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, List, Stack, Text } from '@mantine/core';
import type { BulkApprovalResult, QueueItem } from '@portal/domain/admin';
import { translateDomainMessage } from '@/lib/i18n/translate-errors';
import { useMovedFirstText } from '@/features/back-office/review/moved-first';

const itemName = (item: QueueItem | undefined, taskId: string) =>
  item ? `${item.influencer.fullName} (${item.campaign.title})` : taskId;

/** What approving the selected items did: how many were approved, and each one skipped with why. */
export function BulkApprovalAlert({
  result,
  items,
  onClose,
}: {
  result: BulkApprovalResult;
  items: QueueItem[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const movedFirstText = useMovedFirstText();
  const byId = new Map(items.map((item) => [item.task.id, item]));
  const skippedCount = result.skipped.length;
  /** Another manager's step says who took it, what and when; any other reason is the catalogue's. */
  const why = ({ reason, code, params }: BulkApprovalResult['skipped'][number]) => {
    const action = params?.action;
    const at = params?.at;
    if (code === 'duplicate-request' && typeof action === 'string' && typeof at === 'string') {
      const by = params?.by;
      return movedFirstText(typeof by === 'string' ? { action, by, at } : { action, at });
    }
    return translateDomainMessage({ code, params, message: reason });
  };
  return (
    <Alert
      color={skippedCount > 0 ? 'yellow' : 'teal'}
      title={plural(result.approved.length, { one: 'Approved # item', other: 'Approved # items' })}
      withCloseButton
      closeButtonLabel={t`Dismiss`}
      onClose={onClose}
      role="alert"
    >
      {skippedCount > 0 && (
        <Stack gap={4}>
          <Text size="sm">
            <Trans>Skipped {skippedCount}:</Trans>
          </Text>
          <List size="sm">
            {result.skipped.map((skipped) => (
              <List.Item key={skipped.taskId}>
                {itemName(byId.get(skipped.taskId), skipped.taskId)}: {why(skipped)}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Alert>
  );
}
