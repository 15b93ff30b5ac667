import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { ScheduleBatchResult } from '@portal/domain/admin';
import { adminPaths } from '@/config/admin-paths';
import { SKIP_REASON_LABELS } from '../payout-batch-labels';

interface ScheduleResultAlertProps {
  result: ScheduleBatchResult;
  /** Who each payout was for, by its task's or referral's id, as the preview showed them. */
  names: ReadonlyMap<string, string>;
  onClose: () => void;
}

/** What scheduling did: how many payouts went in the batch, a way to it, and each one left out with why. */
export function ScheduleResultAlert({ result, names, onClose }: ScheduleResultAlertProps) {
  const { t } = useLingui();
  const skippedCount = result.skipped.length;
  return (
    <Alert
      color={skippedCount > 0 ? 'yellow' : 'teal'}
      title={plural(result.scheduled, {
        one: '# payout scheduled in a batch',
        other: '# payouts scheduled in a batch',
      })}
      withCloseButton
      closeButtonLabel={t`Dismiss`}
      onClose={onClose}
    >
      <Stack gap="xs">
        {result.batchId === null ? (
          <Text size="sm">
            <Trans>None of them could go in a batch.</Trans>
          </Text>
        ) : (
          <Anchor component={Link} to={adminPaths.adminPayoutBatch.getHref(result.batchId)} size="sm">
            <Trans>Open the batch</Trans>
          </Anchor>
        )}
        {skippedCount > 0 && (
          <>
            <Text size="sm">
              <Trans>Left out ({skippedCount}):</Trans>
            </Text>
            <List size="sm">
              {result.skipped.map(({ taskId, referralId, reason }) => {
                const id = taskId ?? referralId ?? '';
                return (
                  <List.Item key={id}>
                    {names.get(id) ?? id}: {t(SKIP_REASON_LABELS[reason])}
                  </List.Item>
                );
              })}
            </List>
          </>
        )}
      </Stack>
    </Alert>
  );
}
