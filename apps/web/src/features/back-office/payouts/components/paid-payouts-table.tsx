import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'wouter';
import { z } from 'zod';
import { PaidPayoutQuerySchema } from '@portal/domain/admin';
import { maxLengthOf } from '@portal/domain/validation';
import { LoadError } from '@/components/load-error';
import { Paginator } from '@/components/paginator';
import { TableScroller } from '@/components/table-scroller';
import { adminPaths } from '@/config/admin-paths';
import { formatCalendarDate, formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { useClampedPage } from '@/lib/use-clamped-page';
import { useUrlQuery } from '@/lib/use-url-query';
import { useDebouncedDraft } from '@/features/back-office/shared/hooks/use-debounced-draft';
import { useCampaignChoices } from '@/features/back-office/campaigns/api/get-admin-campaigns';
import { usePaidPayouts } from '../api/get-paid-payouts';
import { useCreatorName } from '@/features/back-office/shared/creator-name';

const PAGE_SIZE = 25;
/** The paid history's filters and page as the address holds them, apart from the queue's (`paid-`). */
const PaidUrlSchema = z.object({
  campaign: PaidPayoutQuerySchema.shape.campaignId,
  search: PaidPayoutQuerySchema.shape.search,
  page: PaidPayoutQuerySchema.shape.page,
});

/** The payouts made, newest first: whom, for which campaign, how much, when and with which reference. */
export function PaidPayoutsTable() {
  const { t } = useLingui();
  const creatorName = useCreatorName();
  const { query, setFilters, setPage } = useUrlQuery(PaidUrlSchema, { prefix: 'paid-' });
  const { campaign: campaignId, search: searched, page } = query;
  const paid = usePaidPayouts({ campaignId, search: searched, page, pageSize: PAGE_SIZE });
  const campaigns = useCampaignChoices('all', '');
  const [search, setSearch] = useDebouncedDraft(searched ?? '', (value: string) =>
    setFilters({ search: value.trim() || undefined }),
  );
  const { answer, lastPage } = useClampedPage(page, paid, setPage);
  const items = paid.data?.items ?? [];

  return (
    <Stack gap="md" component="section" aria-label={t`Paid payouts`}>
      <Group gap="md" align="flex-end">
        <TextInput
          label={t`Search`}
          description={t`Name or e-mail`}
          type="search"
          maxLength={maxLengthOf(PaidPayoutQuerySchema.shape.search.unwrap())}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          w={{ base: '100%', sm: 280 }}
        />
        <Select
          label={t`Campaign`}
          placeholder={t`All campaigns`}
          data={(campaigns.data ?? []).map((campaign) => ({ value: campaign.id, label: campaign.title }))}
          value={campaignId ?? null}
          onChange={(id) => setFilters({ campaign: id ?? undefined })}
          searchable
          clearable
          clearButtonProps={{ 'aria-label': t`Clear campaign` }}
          nothingFoundMessage={t`No campaign matches`}
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      {paid.isPending && <Skeleton height={120} aria-label={t`Loading paid payouts`} />}
      {paid.isError && !paid.data && (
        <LoadError
          title={t`The paid payouts could not be loaded`}
          error={paid.error}
          onRetry={() => void paid.refetch()}
        />
      )}
      {answer && items.length === 0 && page <= lastPage && (
        <Text>
          <Trans>No paid payout matches.</Trans>
        </Text>
      )}
      {items.length > 0 && (
        <TableScroller label={t`Paid payouts`} minWidth={900}>
          <Table striped verticalSpacing="sm" aria-label={t`Paid payouts`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Influencer</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Campaign</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Amount</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Paid on</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Due</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Reference</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((payout) => (
                <Table.Tr key={payout.taskId}>
                  <Table.Td>
                    <Anchor component={Link} to={adminPaths.adminTask.getHref(payout.taskId)} size="sm">
                      {creatorName(payout.influencer.fullName)}
                    </Anchor>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {payout.influencer.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>{payout.campaign.title}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(payout.amount, payout.currency)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(payout.paidAt)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {payout.dueOn ? formatCalendarDate(payout.dueOn) : '—'}
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{payout.reference ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroller>
      )}
      {paid.data && paid.data.total > 0 && (
        <Paginator
          page={page}
          pageSize={paid.data.pageSize}
          total={paid.data.total}
          onPageChange={setPage}
          noun={t`paid payouts`}
          countText={(total) => plural(total, { one: '# paid payout', other: '# paid payouts' })}
        />
      )}
    </Stack>
  );
}
