import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod';
import { ReferralQuerySchema, type DueReferral, type ReferralDecision } from '@portal/domain/admin';
import { DialogActions } from '@/components/dialog-actions';
import { LoadError } from '@/components/load-error';
import { Paginator } from '@/components/paginator';
import { formatMoney } from '@/lib/format-money';
import { useClampedPage } from '@/lib/use-clamped-page';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useUrlQuery } from '@/lib/use-url-query';
import { useDecideReferral } from '../api/decide-referral';
import { useDueReferrals } from '../api/get-due-referrals';
import { PaymentReferenceModal } from './payment-reference-modal';
import { PayoutCells } from './payout-cells';
import { PayoutHeaderCells } from './payout-header-cells';
import { TableScroller } from '@/components/table-scroller';

const PAGE_SIZE = 25;
/** The page of fees as the address holds it, apart from the payouts' page above it (`referrals-page`). */
const ReferralsUrlSchema = z.object({ page: ReferralQuerySchema.shape.page });

const fee = (referral: DueReferral) =>
  referral.campaign.referralFee === null ? '—' : formatMoney(referral.campaign.referralFee, referral.campaign.currency);

function Person({ person }: { person: DueReferral['referrer'] }) {
  return (
    <>
      <Text size="sm">{person.fullName}</Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {person.email}
      </Text>
    </>
  );
}

/** Referral fees that fell due (the friend's task was paid): pay one with a reference, or reject it. */
export function ReferralFeesTable() {
  const { t } = useLingui();
  const {
    query: { page },
    setPage,
  } = useUrlQuery(ReferralsUrlSchema, { prefix: 'referrals-' });
  const referrals = useDueReferrals({ page, pageSize: PAGE_SIZE });
  const [paying, setPaying] = useState<DueReferral | null>(null);
  const [rejecting, setRejecting] = useState<DueReferral | null>(null);
  const deciding = useDecideReferral({
    onSuccess: () => {
      setPaying(null);
      setRejecting(null);
    },
  });
  const decide = useOneAtATime(async (referralId: string, decision: ReferralDecision) => {
    await deciding.mutateAsync({ referralId, decision }).catch(() => undefined);
  });

  /** What is being paid, to whom, for the payment dialog. */
  const payDescription = (referral: DueReferral) => {
    const amount = fee(referral);
    const referrer = referral.referrer.fullName;
    const friend = referral.referred.fullName;
    return t`${amount} to ${referrer} for referring ${friend}.`;
  };
  /** What a rejection means, for the rejection dialog. */
  const rejectDescription = (referral: DueReferral) => {
    const referrer = referral.referrer.fullName;
    const friend = referral.referred.fullName;
    const campaign = referral.campaign.title;
    return t`${referrer} will not be paid the fee for referring ${friend} to ${campaign}.`;
  };

  const rows = referrals.data?.items ?? [];
  const { lastPage } = useClampedPage(page, referrals, setPage);
  // The last fee of the last page decided: that page no longer exists.

  return (
    <Stack gap="md" component="section" aria-label={t`Referral fees due`}>
      {referrals.isPending && <Skeleton height={80} role="status" aria-label={t`Loading referral fees`} />}
      {referrals.isError && !referrals.data && (
        <LoadError
          title={t`The referral fees could not be loaded`}
          error={referrals.error}
          onRetry={() => void referrals.refetch()}
        />
      )}
      {referrals.isSuccess && rows.length === 0 && page <= lastPage && (
        <Text>
          <Trans>No referral fee is due.</Trans>
        </Text>
      )}
      {rows.length > 0 && (
        <TableScroller label={t`Referral fees`} minWidth={1000}>
          <Table striped verticalSpacing="sm" aria-label={t`Referral fees due`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Referrer</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Referred friend</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Campaign</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Fee</Trans>
                </Table.Th>
                {/* Before the payout details: at 1280 px the actions are in sight without scrolling. */}
                <Table.Th>
                  <Trans>Actions</Trans>
                </Table.Th>
                <PayoutHeaderCells />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((referral) => (
                <Table.Tr key={referral.id}>
                  <Table.Td>
                    <Person person={referral.referrer} />
                  </Table.Td>
                  <Table.Td>
                    <Person person={referral.referred} />
                  </Table.Td>
                  <Table.Td>{referral.campaign.title}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{fee(referral)}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="light" onClick={() => setPaying(referral)}>
                        <Trans>Pay</Trans>
                      </Button>
                      <Button size="xs" variant="light" color="red" onClick={() => setRejecting(referral)}>
                        <Trans>Reject</Trans>
                      </Button>
                    </Group>
                  </Table.Td>
                  <PayoutCells payout={referral.payout} />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
      {referrals.data && referrals.data.total > 0 && (
        <Paginator
          page={page}
          pageSize={referrals.data.pageSize}
          total={referrals.data.total}
          onPageChange={setPage}
          noun={t`referral fees`}
          countText={(total) => plural(total, { one: '# referral fee', other: '# referral fees' })}
        />
      )}

      <PaymentReferenceModal
        key={paying?.id ?? 'none'}
        opened={paying !== null}
        title={t`Pay referral fee`}
        description={paying ? payDescription(paying) : ''}
        pending={deciding.isPending}
        onCancel={() => setPaying(null)}
        onConfirm={(reference) => paying && void decide(paying.id, { decision: 'pay', reference })}
      />
      <Modal opened={rejecting !== null} onClose={() => setRejecting(null)} title={t`Reject referral fee?`} centered>
        <Stack gap="md">
          <Text size="sm">{rejecting ? rejectDescription(rejecting) : ''}</Text>
          <DialogActions onCancel={() => setRejecting(null)}>
            <Button
              color="red"
              loading={deciding.isPending}
              onClick={() => rejecting && void decide(rejecting.id, { decision: 'reject' })}
            >
              <Trans>Reject fee</Trans>
            </Button>
          </DialogActions>
        </Stack>
      </Modal>
    </Stack>
  );
}
