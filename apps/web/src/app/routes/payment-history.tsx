import { Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { paymentHistory } from '@portal/domain/referrals';
import { PaymentHistoryTable } from '@/features/payments/components/payment-history-table';
import { useReferralPayments } from '@/features/referrals/api/get-referral-payments';
import { useTasks } from '@/features/tasks/api/get-tasks';

/** `/payment-history`: the creator's COMPLETED tasks and completed referral payments, newest first. */
export function PaymentHistoryRoute() {
  const tasks = useTasks();
  const referralPayments = useReferralPayments();
  const rows = useMemo(
    () => (tasks.data && referralPayments.data ? paymentHistory(tasks.data, referralPayments.data) : null),
    [tasks.data, referralPayments.data],
  );

  return (
    <Stack gap="lg">
      <Title order={1}>Payment History</Title>
      {(tasks.isPending || referralPayments.isPending) && <Text role="status">Loading invites...</Text>}
      {rows && <PaymentHistoryTable rows={rows} />}
    </Stack>
  );
}
