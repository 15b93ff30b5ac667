import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { PayoutDetails as Payout } from '@portal/domain/admin';
import type { PersonalDataField } from '@portal/domain/privacy';
import type { NationalityDoc } from '@portal/domain/profile';
import { NATIONALITY_DOC_LABELS, PAYMENT_METHOD_LABELS } from '@/lib/i18n/choice-labels';
import { RevealNumber } from './reveal-number';

/** Which part of the details to show: all of them, where the money goes, or the identity document. */
export type PayoutDetailsPart = 'all' | 'account' | 'document';

interface Line {
  label: MessageDescriptor;
  /** Text as entered, or a fixed choice to show in the page's language. */
  value: string | MessageDescriptor | null;
  /** A number the server sends masked, which an admin reveals with a reason. */
  secret?: PersonalDataField;
}

/** Where the money goes: the PayPal e-mail, or the bank, account name and number. */
function accountLines(payout: Payout): Line[] {
  if (payout.paymentMethod === 'Paypal') {
    return [{ label: msg`PayPal e-mail`, value: payout.paypalEmail }];
  }
  if (payout.paymentMethod === 'Bank Transfer') {
    return [
      { label: msg`Bank`, value: payout.bankName },
      { label: msg`Account name`, value: payout.bankAccName },
      { label: msg`Account number`, value: payout.bankAccNo, secret: 'bank-account' },
    ];
  }
  return [];
}

const isNationalityDoc = (document: string): document is NationalityDoc =>
  Object.prototype.hasOwnProperty.call(NATIONALITY_DOC_LABELS, document);

/** The identity document given for payouts: NRIC or passport with its number, else just its kind. */
function documentLines(payout: Payout): Line[] {
  const document = payout.nationalityDoc;
  if (!document) {
    return [];
  }
  const number = document === 'NRIC' ? payout.nric : payout.passportNumber;
  return [
    number
      ? {
          label: document === 'NRIC' ? NATIONALITY_DOC_LABELS.NRIC : NATIONALITY_DOC_LABELS.Passport,
          value: number,
          secret: 'id-number',
        }
      : { label: msg`Document`, value: isNationalityDoc(document) ? NATIONALITY_DOC_LABELS[document] : document },
  ];
}

function linesOf(payout: Payout | null, part: PayoutDetailsPart): Line[] {
  if (!payout) {
    return [];
  }
  const lines = {
    all: [
      ...(payout.paymentMethod
        ? [{ label: msg`Payment method`, value: PAYMENT_METHOD_LABELS[payout.paymentMethod] }]
        : []),
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
 * Where an influencer's payout goes (admins only), as "label: value" lines: the account and
 * identity numbers masked, each with a Show button that asks why. Details not sent yet (the payout
 * is not due) and a creator who gave none read differently.
 */
export function PayoutDetails({ payout, part = 'all' }: PayoutDetailsProps) {
  const { t } = useLingui();
  const lines = linesOf(payout, part);
  if (payout === null && part !== 'document') {
    return (
      <Text size="sm" c="dimmed">
        <Trans>Shown once the payout is due</Trans>
      </Text>
    );
  }
  if (lines.length === 0) {
    return part === 'document' ? (
      <>—</>
    ) : (
      <Text size="sm" c="red">
        <Trans>No payment details</Trans>
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {lines.map((line) => {
        const label = t(line.label);
        return (
          <Text size="sm" key={label} component="div" style={{ overflowWrap: 'anywhere' }}>
            <Text span size="sm" c="dimmed">
              <Trans>{label}:</Trans>
            </Text>{' '}
            {line.secret && typeof line.value === 'string' ? (
              <RevealNumber userId={payout?.userId ?? null} field={line.secret} label={label} masked={line.value} />
            ) : typeof line.value === 'string' ? (
              line.value
            ) : (
              line.value && t(line.value)
            )}
          </Text>
        );
      })}
    </Stack>
  );
}
