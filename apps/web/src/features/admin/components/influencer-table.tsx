import { Badge, Button, Checkbox, Stack, Table, Text } from '@mantine/core';
import type { Influencer } from '@portal/domain/admin';
import { FOLLOWER_PLATFORMS, GENDER_LABELS, PLATFORM_LABELS } from '@portal/domain/profile';
import { SelectAllCheckbox } from '@/components/select-all-checkbox';
import { formatDate } from '@/lib/format-date';
import { TableScroller } from '@/components/table-scroller';
import { formatCount } from '@/lib/format-number';

interface InfluencerTableProps {
  influencers: Influencer[];
  selectedIds: ReadonlySet<string>;
  onToggle: (influencer: Influencer, selected: boolean) => void;
  onTogglePage: (selected: boolean) => void;
  onBan: (influencer: Influencer) => void;
  onUnban: (influencer: Influencer) => void;
}

const orDash = (value: string | number | null) => (value === null || value === '' ? '—' : value);

function FollowerCounts({ followers }: { followers: Influencer['followers'] }) {
  const counts = FOLLOWER_PLATFORMS.flatMap((platform) => {
    const count = followers[platform];
    return count === null || count === undefined ? [] : [{ platform, count }];
  });
  if (counts.length === 0) {
    return <>—</>;
  }
  return (
    <Stack gap={0}>
      {counts.map(({ platform, count }) => (
        <Text key={platform} size="sm" style={{ whiteSpace: 'nowrap' }}>
          {PLATFORM_LABELS[platform]}: {formatCount(count)}
        </Text>
      ))}
    </Stack>
  );
}

function Freshness({ influencer }: { influencer: Influencer }) {
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={influencer.followersFresh ? 'teal' : 'orange'} variant="light">
        {influencer.followersFresh ? 'Fresh' : 'Stale'}
      </Badge>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {influencer.followersUpdatedAt ? formatDate(influencer.followersUpdatedAt) : 'Never saved'}
      </Text>
    </Stack>
  );
}

function BanState({ influencer }: { influencer: Influencer }) {
  if (!influencer.banned) {
    return <>—</>;
  }
  return (
    <Stack gap={2} align="flex-start">
      <Badge color="red">Banned</Badge>
      {influencer.banReason && (
        <Text size="xs" c="dimmed">
          {influencer.banReason}
        </Text>
      )}
    </Stack>
  );
}

/** One page of the directory with a checkbox per row, 'select all on this page', and ban / unban. */
export function InfluencerTable({
  influencers,
  selectedIds,
  onToggle,
  onTogglePage,
  onBan,
  onUnban,
}: InfluencerTableProps) {
  const selectedOnPage = influencers.filter((influencer) => selectedIds.has(influencer.id)).length;

  return (
    <TableScroller label="Influencers" minWidth={1200}>
      <Table striped verticalSpacing="sm" aria-label="Influencers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <SelectAllCheckbox selected={selectedOnPage} total={influencers.length} onChange={onTogglePage} />
            </Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>E-mail</Table.Th>
            <Table.Th>Country</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th>Gender</Table.Th>
            <Table.Th>Age</Table.Th>
            <Table.Th>Languages</Table.Th>
            <Table.Th>Content types</Table.Th>
            <Table.Th>Followers</Table.Th>
            <Table.Th>Follower freshness</Table.Th>
            <Table.Th>Banned</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {influencers.map((influencer) => (
            <Table.Tr key={influencer.id}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${influencer.fullName}`}
                  checked={selectedIds.has(influencer.id)}
                  onChange={(event) => onToggle(influencer, event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>{influencer.fullName}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{influencer.email}</Table.Td>
              <Table.Td>{orDash(influencer.country)}</Table.Td>
              <Table.Td>{orDash(influencer.state)}</Table.Td>
              <Table.Td>{influencer.gender ? GENDER_LABELS[influencer.gender] : '—'}</Table.Td>
              <Table.Td>{orDash(influencer.age)}</Table.Td>
              <Table.Td>{orDash(influencer.languages.join(', '))}</Table.Td>
              <Table.Td>{orDash(influencer.contentTypes.join(', '))}</Table.Td>
              <Table.Td>
                <FollowerCounts followers={influencer.followers} />
              </Table.Td>
              <Table.Td>
                <Freshness influencer={influencer} />
              </Table.Td>
              <Table.Td>
                <BanState influencer={influencer} />
              </Table.Td>
              <Table.Td>
                {influencer.banned ? (
                  <Button size="xs" variant="default" onClick={() => onUnban(influencer)}>
                    Unban
                  </Button>
                ) : (
                  <Button size="xs" color="red" variant="light" onClick={() => onBan(influencer)}>
                    Ban
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
