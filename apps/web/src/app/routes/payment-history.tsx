import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { paymentHistory } from '@portal/domain/referrals';
import { LoadError } from '@/components/load-error';
import { DownloadPaymentHistoryButton } from '@/features/payments/components/download-payment-history-button';
import { PaymentHistoryTable } from '@/features/payments/components/payment-history-table';
import { useReferralPayments } from '@/features/referrals/api/get-referral-payments';
import { tasksQueryOptions } from '@/features/tasks/api/get-tasks';

/**
 * `/payment-history`: the creator's tasks approved for payment or paid, and completed referral payments, newest first.
 * When only the referral payments fail, the task payments still show, under the failure.
 */
export function PaymentHistoryRoute() {
  const { t } = useLingui();
  const tasks = useQuery(tasksQueryOptions());
  const referralPayments = useReferralPayments();
  const referralPaymentsSettled = referralPayments.isSuccess || referralPayments.isError;
  const rows = useMemo(
    () => (tasks.data && referralPaymentsSettled ? paymentHistory(tasks.data, referralPayments.data ?? []) : null),
    [tasks.data, referralPaymentsSettled, referralPayments.data],
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>
          <Trans>Payment History</Trans>
        </Title>
        <DownloadPaymentHistoryButton />
      </Group>
      {(tasks.isPending || (tasks.isSuccess && referralPayments.isPending)) && (
        <Text role="status">
          <Trans>Loading invites...</Trans>
        </Text>
      )}
      {tasks.isError && (
        <LoadError title={t`Could not load the payments`} error={tasks.error} onRetry={() => void tasks.refetch()} />
      )}
      {tasks.isSuccess && referralPayments.isError && (
        <LoadError
          title={t`Could not load the referral payments`}
          error={referralPayments.error}
          onRetry={() => void referralPayments.refetch()}
        />
      )}
      {rows && <PaymentHistoryTable rows={rows} />}
    </Stack>
  );
}
