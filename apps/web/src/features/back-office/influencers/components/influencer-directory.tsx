import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { InfluencerQuerySchema, type Influencer } from '@portal/domain/admin';
import { LoadError } from '@/components/load-error';
import { Paginator } from '@/components/paginator';
import { useUrlQuery } from '@/lib/use-url-query';
import { useInfluencers } from '../api/get-influencers';
import { BanModal } from './ban-modal';
import { EraseModal } from './erase-modal';
import { InfluencerFilters, type FilterOptions } from './influencer-filters';
import { InfluencerTable } from './influencer-table';
import { InviteToCampaignModal, type SelectedInfluencer } from './invite-to-campaign-modal';
import { UnbanModal } from './unban-modal';

/** The directory's query as the address holds it: all but the campaign an invite picker leaves out. */
const DirectoryQuerySchema = InfluencerQuerySchema.omit({ notInCampaign: true });

/**
 * The influencer directory: search and filters kept in the URL, a page of the server's list,
 * a selection (kept across pages) to invite to a campaign, and ban / unban per row.
 */
export function InfluencerDirectory({ options }: { options: FilterOptions }) {
  const { t } = useLingui();
  const { query, setFilters, setPage, clearFilters } = useUrlQuery(DirectoryQuerySchema);
  const influencers = useInfluencers(query);
  const [selection, setSelection] = useState<ReadonlyMap<string, SelectedInfluencer>>(new Map());
  const [inviting, setInviting] = useState(false);
  const [banning, setBanning] = useState<Influencer | null>(null);
  const [unbanning, setUnbanning] = useState<Influencer | null>(null);
  const [erasing, setErasing] = useState<Influencer | null>(null);

  const rows = influencers.data?.items ?? [];

  const toggle = (changed: readonly Influencer[], selected: boolean) =>
    setSelection((current) => {
      const next = new Map(current);
      for (const influencer of changed) {
        if (selected) {
          next.set(influencer.id, { id: influencer.id, fullName: influencer.fullName });
        } else {
          next.delete(influencer.id);
        }
      }
      return next;
    });

  return (
    <Stack gap="lg">
      <InfluencerFilters
        filters={query}
        options={options}
        onChange={setFilters}
        onClear={() => clearFilters({ pageSize: query.pageSize })}
      />

      <Group justify="space-between" gap="sm">
        <Text role="status" size="sm">
          {influencers.data
            ? t`${plural(influencers.data.total, { one: '# influencer', other: '# influencers' })} · ${selection.size} selected`
            : t`${selection.size} selected`}
        </Text>
        <Group gap="sm">
          <Button variant="default" disabled={selection.size === 0} onClick={() => setSelection(new Map())}>
            <Trans>Clear selection</Trans>
          </Button>
          <Button disabled={selection.size === 0} onClick={() => setInviting(true)}>
            <Trans>Invite to campaign</Trans>
          </Button>
        </Group>
      </Group>

      {influencers.isPending && (
        <Stack gap="xs" aria-label={t`Loading influencers`} role="status">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height={36} />
          ))}
        </Stack>
      )}
      {influencers.isError && !influencers.data && (
        <LoadError
          title={t`The influencers could not be loaded`}
          error={influencers.error}
          onRetry={() => void influencers.refetch()}
        />
      )}
      {influencers.isSuccess && rows.length === 0 && (
        <Text>
          <Trans>No influencer matches these filters.</Trans>
        </Text>
      )}
      {rows.length > 0 && (
        <>
          <InfluencerTable
            influencers={rows}
            selectedIds={new Set(selection.keys())}
            onToggle={(influencer, selected) => toggle([influencer], selected)}
            onTogglePage={(selected) => toggle(rows, selected)}
            onBan={setBanning}
            onUnban={setUnbanning}
            onErase={setErasing}
          />
          <Paginator
            page={query.page}
            pageSize={influencers.data?.pageSize ?? query.pageSize}
            total={influencers.data?.total ?? 0}
            onPageChange={setPage}
            noun={t`influencers`}
            countText={(total) => plural(total, { one: '# influencer', other: '# influencers' })}
          />
        </>
      )}

      <InviteToCampaignModal
        opened={inviting}
        selection={[...selection.values()]}
        onClose={() => setInviting(false)}
        onInvited={() => setSelection(new Map())}
      />
      <BanModal influencer={banning} onClose={() => setBanning(null)} />
      <UnbanModal influencer={unbanning} onClose={() => setUnbanning(null)} />
      <EraseModal influencer={erasing} onClose={() => setErasing(null)} />
    </Stack>
  );
}
