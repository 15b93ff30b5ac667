import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useLocation } from 'wouter';
import type { ScheduleBatch, ScheduleBatchResult } from '@portal/domain/admin';
import { malaysianDateOf } from '@portal/domain/calendar';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { adminPaths } from '@/config/admin-paths';
import { notify } from '@/lib/notify';
import { TableSkeleton } from '@/features/back-office/shared/components/table-skeleton';
import { useDuePayouts } from '../api/get-due-payouts';
import { useSchedulePayoutBatch } from '../api/schedule-payout-batch';
import { DuePayoutGroup, duePayoutKey } from './due-payout-group';
import { ScheduleResultAlert } from './schedule-result-alert';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What is owed and in no batch yet, due by a day (today in Malaysia unless chosen), per rail and
 * currency, each group to schedule as a batch. A batch with nothing left out opens at once; one
 * with payouts left out says which and why first.
 */
export function DuePayoutsPreview() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [dueBy, setDueBy] = useState(() => malaysianDateOf(new Date()));
  const due = useDuePayouts({ dueBy });
  const schedule = useSchedulePayoutBatch();
  const [outcome, setOutcome] = useState<{ result: ScheduleBatchResult; names: Map<string, string> } | null>(null);
  const [schedulingGroup, setSchedulingGroup] = useState<string | null>(null);
  const groups = due.data?.groups ?? [];

  const scheduleBatch = (groupKey: string, batch: ScheduleBatch) => {
    // The preview is asked again once the batch is made: the names are kept from this one.
    const names = new Map(
      groups.flatMap((group) =>
        group.payouts.map((payout) => [duePayoutKey(payout), `${payout.influencer.fullName} (${payout.campaign})`]),
      ),
    );
    setOutcome(null);
    setSchedulingGroup(groupKey);
    schedule.mutate(batch, {
      onSuccess: (result) => {
        if (result.batchId !== null && result.skipped.length === 0) {
          notify.success(msg`Batch scheduled`);
          navigate(adminPaths.adminPayoutBatch.getHref(result.batchId));
          return;
        }
        setOutcome({ result, names });
      },
    });
  };

  return (
    <Stack gap="md">
      <TextInput
        type="date"
        label={t`Due by`}
        description={t`Payouts due on or before this day`}
        value={dueBy}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (ISO_DATE.test(value)) setDueBy(value);
        }}
        w={{ base: '100%', sm: 220 }}
      />
      {outcome && (
        <ScheduleResultAlert result={outcome.result} names={outcome.names} onClose={() => setOutcome(null)} />
      )}
      {due.isPending && <TableSkeleton label={t`Loading the payouts due`} />}
      {due.isError && !due.data && (
        <LoadError
          title={t`The payouts due could not be loaded`}
          error={due.error}
          onRetry={() => void due.refetch()}
        />
      )}
      {due.data && groups.length === 0 && <EmptyState message={<Trans>Nothing is due by this day.</Trans>} />}
      {due.data &&
        groups.map((group) => {
          const groupKey = `${group.method ?? 'none'}-${group.currency}`;
          return (
            <DuePayoutGroup
              key={groupKey}
              group={group}
              rails={due.data.rails}
              scheduling={schedule.isPending && schedulingGroup === groupKey}
              onSchedule={(batch) => scheduleBatch(groupKey, batch)}
            />
          );
        })}
      {due.data && groups.length > 0 && (
        <Text size="sm" c="dimmed">
          <Trans>A batch holds one currency. Scheduling moves no money: each batch is sent from its page.</Trans>
        </Text>
      )}
    </Stack>
  );
}
