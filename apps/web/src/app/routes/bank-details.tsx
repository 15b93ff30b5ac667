import { Trans } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { FormSkeleton } from '@/components/form-skeleton';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useBanks } from '@/features/options/api/get-banks';
import { PaymentDetailsForm } from '@/features/payments/components/payment-details-form';

export function BankDetailsRoute() {
  const { user, offlineCopy, setUser } = useAuth();
  const banks = useBanks();

  return (
    <Stack gap="lg" maw={840}>
      <Title order={1}>
        <Trans>Payment Details</Trans>
      </Title>
      {!user || offlineCopy || banks.isPending ? (
        <FormSkeleton fields={4} />
      ) : (
        <PaymentDetailsForm user={user} banks={banks.data ?? []} onSaved={setUser} />
      )}
    </Stack>
  );
}
