import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link } from 'wouter';
import { paymentHistory } from '@portal/domain/referrals';
import { LoadError } from '@/components/load-error';
import { paths } from '@/config/paths';
import { DownloadPaymentHistoryButton } from '@/features/payments/components/download-payment-history-button';
import { PaymentHistoryTable } from '@/features/payments/components/payment-history-table';
import { PayoutsUnderWay } from '@/features/payments/components/payouts-under-way';
import { useReferralPayments } from '@/features/referrals/api/get-referral-payments';
import { tasksQueryOptions } from '@/features/tasks/api/get-tasks';

/**
 * `/payment-history`: the creator's paid tasks and completed referral payments, newest first (SPEC §4); money
 * approved but not paid yet is on the dashboard's earnings, which the page points to.
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
      <Text c="dimmed">
        <Trans>
          Payments approved but not made yet show under Earnings on{' '}
          <Anchor component={Link} to={paths.home.getHref()}>
            My Dashboard
          </Anchor>
          .
        </Trans>
      </Text>
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
      <PayoutsUnderWay />
    </Stack>
  );
}
