import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, List, Stack, Text } from '@mantine/core';
import type { QueueItem, StartPayoutsResult } from '@portal/domain/admin';
import { translateDomainMessage } from '@/lib/i18n/translate-errors';

const payoutName = (item: QueueItem | undefined, taskId: string) =>
  item ? `${item.influencer.fullName} (${item.campaign.title})` : taskId;

/** What starting the selected payouts did: how many started, and each one skipped with why. */
export function StartPayoutsAlert({
  result,
  items,
  onClose,
}: {
  result: StartPayoutsResult;
  items: QueueItem[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const byId = new Map(items.map((item) => [item.task.id, item]));
  const skippedCount = result.skipped.length;
  return (
    <Alert
      color={result.skipped.length > 0 ? 'yellow' : 'teal'}
      title={plural(result.started.length, { one: 'Started # payout', other: 'Started # payouts' })}
      withCloseButton
      closeButtonLabel={t`Dismiss`}
      onClose={onClose}
    >
      {result.skipped.length > 0 && (
        <Stack gap={4}>
          <Text size="sm">
            <Trans>Skipped {skippedCount}:</Trans>
          </Text>
          <List size="sm">
            {result.skipped.map(({ taskId, reason, code, params }) => (
              <List.Item key={taskId}>
                {payoutName(byId.get(taskId), taskId)}: {translateDomainMessage({ code, params, message: reason })}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Alert>
  );
}
