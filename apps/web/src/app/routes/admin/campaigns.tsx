import { Button, Group, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CAMPAIGN_STATES } from '@portal/domain/admin';
import { paths } from '@/config/paths';
import { useAdminCampaigns } from '@/features/admin/api/get-admin-campaigns';
import { AdminPager } from '@/features/admin/components/admin-pager';
import { CampaignTable } from '@/features/admin/components/campaign-table';
import { LoadError } from '@/features/admin/components/load-error';
import { TableSkeleton } from '@/features/admin/components/table-skeleton';
import { lastPageOf, useClampedPage } from '@/lib/use-clamped-page';

type CampaignState = (typeof CAMPAIGN_STATES)[number];

const STATE_CHOICES: { value: CampaignState; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
];

const PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;

const isCampaignState = (value: string): value is CampaignState =>
  (CAMPAIGN_STATES as readonly string[]).includes(value);

/** `/admin/campaigns`: every campaign, newest first, searched and filtered by the server a page at a time. */
export function AdminCampaignsRoute() {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [state, setState] = useState<CampaignState>('open');
  const [page, setPage] = useState(1);
  const campaigns = useAdminCampaigns({
    search: debouncedSearch || undefined,
    state,
    page,
    pageSize: PAGE_SIZE,
  });
  // The list shrank under the page shown (a campaign closed meanwhile): the last page stands in.
  useClampedPage(page, campaigns.isPlaceholderData ? undefined : campaigns.data, setPage);
  const pastTheEnd = campaigns.data ? page > lastPageOf(campaigns.data.total, campaigns.data.pageSize) : false;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>Campaigns</Title>
        <Button
          component={Link}
          to={paths.adminNewCampaign.getHref()}
          leftSection={<IconPlus size={18} aria-hidden="true" />}
        >
          New campaign
        </Button>
      </Group>
      <Group align="flex-end" gap="md">
        <TextInput
          label="Search campaigns"
          type="search"
          placeholder="Title"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          w={{ base: '100%', xs: 320 }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="campaign-state-label">
            Show
          </Text>
          <SegmentedControl
            aria-labelledby="campaign-state-label"
            data={STATE_CHOICES}
            value={state}
            onChange={(value) => {
              if (isCampaignState(value)) {
                setState(value);
                setPage(1);
              }
            }}
          />
        </Stack>
      </Group>
      {campaigns.isPending && <TableSkeleton label="Loading campaigns" />}
      {campaigns.isError && (
        <LoadError
          title="Could not load the campaigns"
          error={campaigns.error}
          onRetry={() => void campaigns.refetch()}
        />
      )}
      {campaigns.data && campaigns.data.items.length === 0 && !pastTheEnd && (
        <Text>{debouncedSearch ? `No campaigns match “${debouncedSearch}”.` : 'No campaigns here yet.'}</Text>
      )}
      {campaigns.data && campaigns.data.items.length > 0 && (
        <Stack gap="md" style={{ opacity: campaigns.isPlaceholderData ? 0.6 : 1 }} aria-busy={campaigns.isFetching}>
          <CampaignTable campaigns={campaigns.data.items} />
          <AdminPager
            page={campaigns.data.page}
            pageSize={campaigns.data.pageSize}
            total={campaigns.data.total}
            onPageChange={setPage}
            noun="campaigns"
          />
        </Stack>
      )}
    </Stack>
  );
}
