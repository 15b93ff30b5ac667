import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useId } from 'react';
import { Link, useLocation } from 'react-router';
import { referralStatusLabel, type ReferralRow } from '@portal/domain/referrals';
import { paths } from '@/config/paths';
import { useReferrals } from '../api/get-referrals';
import { TableScroller } from '@/components/table-scroller';

/** The payment of a referral's fee: paid (with a link to the payment history), pending, rejected or none yet. */
function PaymentStatus({ status }: { status: ReferralRow['status'] }) {
  switch (status) {
    case 'REFERRAL-COMPLETED':
      return (
        <>
          Paid{' '}
          <Anchor component={Link} to={paths.paymentHistory.getHref()}>
            View
          </Anchor>
        </>
      );
    case 'REFERRAL-PAYMENT':
      return 'Pending';
    case 'REFERRAL-REJECTED':
      return 'Rejected';
    default:
      return '-';
  }
}

const SECTION_ID = 'referrals';

/**
 * SPEC §2 task detail: the friends the creator referred to the campaign, and their referral and
 * payment status. A task card's Referral Status link (`#referrals`) scrolls to it.
 */
export function ReferralTable({ campaignId }: { campaignId: string }) {
  const titleId = useId();
  const referrals = useReferrals(campaignId);
  const { hash } = useLocation();

  useEffect(() => {
    if (hash === `#${SECTION_ID}`) {
      document.getElementById(SECTION_ID)?.scrollIntoView();
    }
  }, [hash]);

  return (
    <Stack gap="md" component="section" id={SECTION_ID} aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        Referrals
      </Title>
      {referrals.isPending && <Text role="status">Loading referrals...</Text>}
      {referrals.data?.length === 0 && <Text>No referrals yet.</Text>}
      {referrals.data && referrals.data.length > 0 && (
        <TableScroller label="Referrals" minWidth={480}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Referral Status</Table.Th>
                <Table.Th>Payment Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {referrals.data.map((referral) => (
                <Table.Tr key={referral.id}>
                  <Table.Td>{referral.referredUserDetails.fullName}</Table.Td>
                  <Table.Td>{referralStatusLabel(referral.status)}</Table.Td>
                  <Table.Td>
                    <PaymentStatus status={referral.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
    </Stack>
  );
}
