import { Trans, useLingui } from '@lingui/react/macro';
import { DataList, Text } from '@mantine/core';
import { maskSecret, type User } from '@portal/domain/profile';
import { EditableCard } from '@/components/editable-card';
import { paths } from '@/config/paths';
import { NATIONALITY_DOC_LABELS, PAYMENT_METHOD_LABELS } from '@/lib/i18n/choice-labels';

type PaymentDetails = Pick<
  User,
  | 'paymentMethod'
  | 'paypalEmail'
  | 'bankName'
  | 'bankAccName'
  | 'bankAccNo'
  | 'nationalityDoc'
  | 'nric'
  | 'passportNumber'
>;

/** The dashboard's Payment Details card; personal numbers are masked. */
export function PaymentDetailsCard({ details }: { details: PaymentDetails }) {
  const { t } = useLingui();
  const documentNumber = details.nationalityDoc === 'NRIC' ? details.nric : details.passportNumber;

  return (
    <EditableCard title={t`Payment Details`} editHref={paths.bankDetails.getHref()} editLabel={t`Edit payment details`}>
      {details.paymentMethod ? (
        <DataList orientation="horizontal" labelWidth={160}>
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Payment Method</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>{t(PAYMENT_METHOD_LABELS[details.paymentMethod])}</DataList.ItemValue>
          </DataList.Item>
          {details.paymentMethod === 'Bank Transfer' ? (
            <>
              <DataList.Item>
                <DataList.ItemLabel>
                  <Trans>Bank Name</Trans>
                </DataList.ItemLabel>
                <DataList.ItemValue>{details.bankName}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>
                  <Trans>Bank Account Name</Trans>
                </DataList.ItemLabel>
                <DataList.ItemValue>{details.bankAccName}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>
                  <Trans>Bank Account Number</Trans>
                </DataList.ItemLabel>
                <DataList.ItemValue>{maskSecret(details.bankAccNo)}</DataList.ItemValue>
              </DataList.Item>
            </>
          ) : (
            <DataList.Item>
              <DataList.ItemLabel>
                <Trans>PayPal Email</Trans>
              </DataList.ItemLabel>
              <DataList.ItemValue>{details.paypalEmail}</DataList.ItemValue>
            </DataList.Item>
          )}
          {details.nationalityDoc && (
            <DataList.Item>
              <DataList.ItemLabel>
                <Trans>Document Type</Trans>
              </DataList.ItemLabel>
              <DataList.ItemValue>{t(NATIONALITY_DOC_LABELS[details.nationalityDoc])}</DataList.ItemValue>
            </DataList.Item>
          )}
          {details.nationalityDoc && (
            <DataList.Item>
              <DataList.ItemLabel>
                {details.nationalityDoc === 'NRIC' ? <Trans>NRIC Number</Trans> : <Trans>Passport Number</Trans>}
              </DataList.ItemLabel>
              <DataList.ItemValue>{maskSecret(documentNumber) || t`Not set`}</DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList>
      ) : (
        <Text c="dimmed">
          <Trans>No payment details yet</Trans>
        </Text>
      )}
    </EditableCard>
  );
}
