import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { Link } from 'wouter';
import { CAMPAIGN_STATES, CampaignQuerySchema } from '@portal/domain/admin';
import { maxLengthOf } from '@portal/domain/validation';
import { LoadError } from '@/components/load-error';
import { Paginator } from '@/components/paginator';
import { adminPaths } from '@/config/admin-paths';
import { useAdminCampaigns } from '@/features/back-office/campaigns/api/get-admin-campaigns';
import { CampaignTable } from '@/features/back-office/campaigns/components/campaign-table';
import { TableSkeleton } from '@/features/back-office/shared/components/table-skeleton';
import { useDebouncedDraft } from '@/features/back-office/shared/hooks/use-debounced-draft';
import { useClampedPage } from '@/lib/use-clamped-page';
import { useUrlQuery } from '@/lib/use-url-query';

type CampaignState = (typeof CAMPAIGN_STATES)[number];

const STATE_CHOICES: { value: CampaignState; label: MessageDescriptor }[] = [
  { value: 'open', label: msg`Open` },
  { value: 'closed', label: msg`Closed` },
  { value: 'all', label: msg`All` },
];

const isCampaignState = (value: string): value is CampaignState =>
  (CAMPAIGN_STATES as readonly string[]).includes(value);

/** `/admin/campaigns`: every campaign, newest first, searched and filtered by the server a page at a time. */
export function AdminCampaignsRoute() {
  const { t } = useLingui();
  const { query, setFilters, setPage } = useUrlQuery(CampaignQuerySchema);
  const { search: committedSearch, state, page } = query;
  const [search, setSearch] = useDebouncedDraft(committedSearch ?? '', (value: string) =>
    setFilters({ search: value.trim() || undefined }),
  );
  const campaigns = useAdminCampaigns(query);
  // The list shrank under the page shown (a campaign closed meanwhile): the last page stands in.
  const { lastPage } = useClampedPage(page, campaigns, setPage);
  const pastTheEnd = campaigns.data !== undefined && page > lastPage;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>
          <Trans>Campaigns</Trans>
        </Title>
        <Button
          component={Link}
          to={adminPaths.adminNewCampaign.getHref()}
          leftSection={<IconPlus size={18} aria-hidden="true" />}
        >
          <Trans>New campaign</Trans>
        </Button>
      </Group>
      <Group align="flex-end" gap="md">
        <TextInput
          label={t`Search campaigns`}
          type="search"
          placeholder={t`Title`}
          maxLength={maxLengthOf(CampaignQuerySchema.shape.search.unwrap())}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          w={{ base: '100%', xs: 320 }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="campaign-state-label">
            <Trans>Show</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby="campaign-state-label"
            data={STATE_CHOICES.map(({ value, label }) => ({ value, label: t(label) }))}
            value={state}
            onChange={(value) => {
              if (isCampaignState(value)) {
                setFilters({ state: value });
              }
            }}
          />
        </Stack>
      </Group>
      {campaigns.isPending && <TableSkeleton label={t`Loading campaigns`} />}
      {campaigns.isError && (
        <LoadError
          title={t`Could not load the campaigns`}
          error={campaigns.error}
          onRetry={() => void campaigns.refetch()}
        />
      )}
      {campaigns.data && campaigns.data.items.length === 0 && !pastTheEnd && (
        <Text>{committedSearch ? t`No campaigns match “${committedSearch}”.` : t`No campaigns here yet.`}</Text>
      )}
      {campaigns.data && campaigns.data.items.length > 0 && (
        <Stack gap="md" style={{ opacity: campaigns.isPlaceholderData ? 0.6 : 1 }} aria-busy={campaigns.isFetching}>
          <CampaignTable campaigns={campaigns.data.items} />
          <Paginator
            page={campaigns.data.page}
            pageSize={campaigns.data.pageSize}
            total={campaigns.data.total}
            onPageChange={setPage}
            noun={t`campaigns`}
            countText={(total) => plural(total, { one: '# campaign', other: '# campaigns' })}
          />
        </Stack>
      )}
    </Stack>
  );
}
