import { Stack, Text } from '@mantine/core';
import type { PayoutDetails as Payout } from '@portal/domain/admin';

/** Which part of the details to show: all of them, where the money goes, or the identity document. */
export type PayoutDetailsPart = 'all' | 'account' | 'document';

interface Line {
  label: string;
  value: string | null;
}

/** Where the money goes: the PayPal e-mail, or the bank, account name and number. */
function accountLines(payout: Payout): Line[] {
  if (payout.paymentMethod === 'Paypal') {
    return [{ label: 'PayPal e-mail', value: payout.paypalEmail }];
  }
  if (payout.paymentMethod === 'Bank Transfer') {
    return [
      { label: 'Bank', value: payout.bankName },
      { label: 'Account name', value: payout.bankAccName },
      { label: 'Account number', value: payout.bankAccNo },
    ];
  }
  return [];
}

/** The identity document given for payouts: NRIC or passport with its number, else just its kind. */
function documentLines(payout: Payout): Line[] {
  const document = payout.nationalityDoc;
  if (!document) {
    return [];
  }
  const number = document === 'NRIC' ? payout.nric : payout.passportNumber;
  return [
    number
      ? { label: document === 'NRIC' ? 'NRIC' : 'Passport', value: number }
      : { label: 'Document', value: document },
  ];
}

function linesOf(payout: Payout | null, part: PayoutDetailsPart): Line[] {
  if (!payout) {
    return [];
  }
  const lines = {
    all: [
      ...(payout.paymentMethod ? [{ label: 'Payment method', value: payout.paymentMethod }] : []),
      ...accountLines(payout),
      ...documentLines(payout),
    ],
    account: accountLines(payout),
    document: documentLines(payout),
  }[part];
  return lines.filter((line) => line.value !== null && line.value !== '');
}

interface PayoutDetailsProps {
  /** null: the server keeps them back until the payout is due (a task before its payment stage). */
  payout: Payout | null;
  part?: PayoutDetailsPart;
}

/**
 * Where an influencer's payout goes, unmasked (admins only), as "label: value" lines. Details not
 * sent yet (the payout is not due) and a creator who gave none read differently.
 */
export function PayoutDetails({ payout, part = 'all' }: PayoutDetailsProps) {
  const lines = linesOf(payout, part);
  if (payout === null && part !== 'document') {
    return (
      <Text size="sm" c="dimmed">
        Shown once the payout is due
      </Text>
    );
  }
  if (lines.length === 0) {
    return part === 'document' ? (
      <>—</>
    ) : (
      <Text size="sm" c="red">
        No payment details
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {lines.map((line) => (
        <Text size="sm" key={line.label} style={{ overflowWrap: 'anywhere' }}>
          <Text span size="sm" c="dimmed">
            {line.label}:
          </Text>{' '}
          {line.value}
        </Text>
      ))}
    </Stack>
  );
}
