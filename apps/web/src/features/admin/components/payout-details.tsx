import { Text } from '@mantine/core';
import type { PayoutDetails as Payout } from '@portal/domain/admin';
import { DetailList } from '@/components/detail-list';

/** Where the influencer's payout goes, unmasked (admins only). */
export function PayoutDetails({ payout }: { payout: Payout | null }) {
  const rows = payout
    ? [
        { label: 'Payment method', value: payout.paymentMethod },
        { label: 'PayPal e-mail', value: payout.paypalEmail },
        { label: 'Bank', value: payout.bankName },
        { label: 'Account name', value: payout.bankAccName },
        { label: 'Account number', value: payout.bankAccNo },
        { label: 'Document', value: payout.nationalityDoc },
        { label: 'NRIC', value: payout.nric },
        { label: 'Passport number', value: payout.passportNumber },
      ].filter((row): row is { label: string; value: string } => row.value !== null && row.value !== '')
    : [];
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        The influencer has no payment details yet.
      </Text>
    );
  }
  return <DetailList rows={rows} />;
}
