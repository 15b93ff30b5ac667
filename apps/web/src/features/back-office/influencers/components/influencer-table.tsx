import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Checkbox, Stack, Table, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { Influencer } from '@portal/domain/admin';
import { FOLLOWER_PLATFORMS, PLATFORM_LABELS } from '@portal/domain/profile';
import { SelectAllCheckbox } from '@/components/select-all-checkbox';
import { adminPaths } from '@/config/admin-paths';
import { formatDate } from '@/lib/format-date';
import { TableScroller } from '@/components/table-scroller';
import { formatCount } from '@/lib/format-number';
import { contentTypeLabel } from '@/lib/i18n/choice-labels';
import { countryLabel, languageLabel, listOf, stateLabel } from '@/lib/i18n/option-labels';
import { GENDER_TEXTS } from '@/features/back-office/shared/task-labels';
import { useCreatorName } from '@/features/back-office/shared/creator-name';
import { isErasedAccountName } from '@portal/domain/privacy';

interface InfluencerTableProps {
  influencers: Influencer[];
  selectedIds: ReadonlySet<string>;
  onToggle: (influencer: Influencer, selected: boolean) => void;
  onTogglePage: (selected: boolean) => void;
  onBan: (influencer: Influencer) => void;
  onUnban: (influencer: Influencer) => void;
  /** Erase the account at once, at the creator's request (none for an account erased already). */
  onErase: (influencer: Influencer) => void;
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
  const { t } = useLingui();
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={influencer.followersFresh ? 'teal' : 'orange'} variant="light">
        {influencer.followersFresh ? t`Fresh` : t`Stale`}
      </Badge>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {influencer.followersUpdatedAt ? formatDate(influencer.followersUpdatedAt) : t`Never saved`}
      </Text>
    </Stack>
  );
}

/** The bans lifted before, newest first: when and why, so a lifted ban's reason is never lost. */
function PastBans({ bans }: { bans: Influencer['bans'] }) {
  const { t } = useLingui();
  const lifted = bans.filter((ban) => ban.liftedAt !== null);
  if (lifted.length === 0) return null;
  return (
    <Stack gap={0}>
      <Text size="xs" fw={600}>
        {plural(lifted.length, { one: 'Banned once before:', other: 'Banned # times before:' })}
      </Text>
      {lifted.map((ban) => {
        const from = formatDate(ban.bannedAt);
        const until = formatDate(ban.liftedAt ?? ban.bannedAt);
        const reason = ban.reason ?? t`no reason given`;
        return (
          <Text key={ban.bannedAt} size="xs" c="dimmed">
            {t`${from} – ${until}: ${reason}`}
          </Text>
        );
      })}
    </Stack>
  );
}

function BanState({ influencer }: { influencer: Influencer }) {
  if (!influencer.banned) {
    return influencer.bans.length > 0 ? <PastBans bans={influencer.bans} /> : <>—</>;
  }
  return (
    <Stack gap={2} align="flex-start">
      <Badge color="red">
        <Trans>Banned</Trans>
      </Badge>
      {influencer.banReason && (
        <Text size="xs" c="dimmed">
          {influencer.banReason}
        </Text>
      )}
      <PastBans bans={influencer.bans} />
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
  onErase,
}: InfluencerTableProps) {
  const { t } = useLingui();
  const creatorName = useCreatorName();
  const selectedOnPage = influencers.filter((influencer) => selectedIds.has(influencer.id)).length;

  return (
    <TableScroller label={t`Influencers`} minWidth={1200}>
      <Table striped verticalSpacing="sm" aria-label={t`Influencers`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <SelectAllCheckbox selected={selectedOnPage} total={influencers.length} onChange={onTogglePage} />
            </Table.Th>
            <Table.Th>
              <Trans>Name</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>E-mail</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Country</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>State</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Gender</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Age</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Languages</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Content types</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Followers</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Follower freshness</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Banned</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Actions</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {influencers.map((influencer) => (
            <Table.Tr key={influencer.id}>
              <Table.Td>
                <Checkbox
                  aria-label={t`Select ${influencer.fullName}`}
                  checked={selectedIds.has(influencer.id)}
                  onChange={(event) => onToggle(influencer, event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={adminPaths.adminInfluencer.getHref(influencer.id)}>
                  {creatorName(influencer.fullName)}
                </Anchor>
              </Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{influencer.email}</Table.Td>
              <Table.Td>{influencer.country ? countryLabel(influencer.country) : '—'}</Table.Td>
              <Table.Td>{influencer.state ? stateLabel(influencer.state) : '—'}</Table.Td>
              <Table.Td>{influencer.gender ? t(GENDER_TEXTS[influencer.gender]) : '—'}</Table.Td>
              <Table.Td>{orDash(influencer.age)}</Table.Td>
              <Table.Td>{orDash(listOf(influencer.languages.map(languageLabel)))}</Table.Td>
              <Table.Td>{orDash(listOf(influencer.contentTypes.map(contentTypeLabel)))}</Table.Td>
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
                {isErasedAccountName(influencer.fullName) ? (
                  '—'
                ) : influencer.banned ? (
                  <Button size="xs" variant="default" onClick={() => onUnban(influencer)}>
                    <Trans>Unban</Trans>
                  </Button>
                ) : (
                  <Button size="xs" color="red" variant="light" onClick={() => onBan(influencer)}>
                    <Trans>Ban</Trans>
                  </Button>
                )}
                {!isErasedAccountName(influencer.fullName) && (
                  <Button size="xs" color="red" variant="subtle" ml="xs" onClick={() => onErase(influencer)}>
                    <Trans>Erase account</Trans>
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
