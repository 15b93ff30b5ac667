import { Stack, Text } from '@mantine/core';
import type { PayoutDetails } from '@portal/domain/admin';

const line = (label: string, value: string | null) =>
  value ? (
    <Text size="sm" key={label} style={{ overflowWrap: 'anywhere' }}>
      <Text span size="sm" c="dimmed">
        {label}:
      </Text>{' '}
      {value}
    </Text>
  ) : null;

/** Where the money goes, unmasked (admins only): PayPal e-mail, or bank, account name and number. */
export function PaymentDetailsCell({ payout }: { payout: PayoutDetails | null }) {
  if (!payout?.paymentMethod) {
    return (
      <Text size="sm" c="red">
        No payment details
      </Text>
    );
  }
  if (payout.paymentMethod === 'Paypal') {
    return <Stack gap={0}>{line('PayPal e-mail', payout.paypalEmail)}</Stack>;
  }
  return (
    <Stack gap={0}>
      {line('Bank', payout.bankName)}
      {line('Account name', payout.bankAccName)}
      {line('Account number', payout.bankAccNo)}
    </Stack>
  );
}

/** The identity document given for payouts: NRIC or passport, with its number. */
export function IdentityDocumentCell({ payout }: { payout: PayoutDetails | null }) {
  const document = payout?.nationalityDoc;
  if (!payout || !document) {
    return <>—</>;
  }
  return (
    <Stack gap={0}>
      {line(document === 'NRIC' ? 'NRIC' : 'Passport', document === 'NRIC' ? payout.nric : payout.passportNumber) ?? (
        <Text size="sm">{document}</Text>
      )}
    </Stack>
  );
}
