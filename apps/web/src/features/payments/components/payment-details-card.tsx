import { DataList, Text } from '@mantine/core';
import { maskSecret, type User } from '@portal/domain/profile';
import { EditableCard } from '@/components/editable-card';
import { paths } from '@/config/paths';

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
  const documentNumber = details.nationalityDoc === 'NRIC' ? details.nric : details.passportNumber;

  return (
    <EditableCard title="Payment Details" editHref={paths.bankDetails.getHref()} editLabel="Edit payment details">
      {details.paymentMethod ? (
        <DataList orientation="horizontal" labelWidth={160}>
          <DataList.Item>
            <DataList.ItemLabel>Payment Method</DataList.ItemLabel>
            <DataList.ItemValue>{details.paymentMethod}</DataList.ItemValue>
          </DataList.Item>
          {details.paymentMethod === 'Bank Transfer' ? (
            <>
              <DataList.Item>
                <DataList.ItemLabel>Bank Name</DataList.ItemLabel>
                <DataList.ItemValue>{details.bankName}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Bank Account Name</DataList.ItemLabel>
                <DataList.ItemValue>{details.bankAccName}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Bank Account Number</DataList.ItemLabel>
                <DataList.ItemValue>{maskSecret(details.bankAccNo)}</DataList.ItemValue>
              </DataList.Item>
            </>
          ) : (
            <DataList.Item>
              <DataList.ItemLabel>PayPal Email</DataList.ItemLabel>
              <DataList.ItemValue>{details.paypalEmail}</DataList.ItemValue>
            </DataList.Item>
          )}
          {details.nationalityDoc && (
            <DataList.Item>
              <DataList.ItemLabel>Document Type</DataList.ItemLabel>
              <DataList.ItemValue>{details.nationalityDoc}</DataList.ItemValue>
            </DataList.Item>
          )}
          {details.nationalityDoc && (
            <DataList.Item>
              <DataList.ItemLabel>{details.nationalityDoc} Number</DataList.ItemLabel>
              <DataList.ItemValue>{maskSecret(documentNumber) || 'Not set'}</DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList>
      ) : (
        <Text c="dimmed">No payment details yet</Text>
      )}
    </EditableCard>
  );
}
