import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { MAX_RATING, type CreatorProfile, type CreatorTask } from '@portal/domain/admin';
import { FOLLOWER_PLATFORMS, PLATFORM_LABELS } from '@portal/domain/profile';
import { DetailList } from '@/components/detail-list';
import { ExternalLink } from '@/components/external-link';
import { TableScroller } from '@/components/table-scroller';
import { adminPaths } from '@/config/admin-paths';
import { formatDate } from '@/lib/format-date';
import { formatCount } from '@/lib/format-number';
import { contentTypeLabel } from '@/lib/i18n/choice-labels';
import { countryLabel, languageLabel, listOf } from '@/lib/i18n/option-labels';
import { TaskStatusBadge } from '@/features/back-office/shared/components/task-status-badge';

const orDash = (value: string | null) => (value === null || value === '' ? '—' : value);

/** A figure of the summary, named by its label. */
function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text size="xl" fw={700}>
          {value}
        </Text>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </Stack>
    </Paper>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `creator-section-${id}`;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** On time or late, in words and an icon (colour is never the only sign); a dash while nothing is due. */
function Timeliness({ onTime }: { onTime: boolean | null }) {
  if (onTime === null) return <>—</>;
  return onTime ? (
    <Group gap={4} wrap="nowrap">
      <IconCircleCheck size={16} color="var(--mantine-color-teal-text)" aria-hidden="true" />
      <Text size="sm">
        <Trans>On time</Trans>
      </Text>
    </Group>
  ) : (
    <Group gap={4} wrap="nowrap">
      <IconAlertTriangle size={16} color="var(--mantine-color-red-text)" aria-hidden="true" />
      <Text size="sm" c="red" fw={600}>
        <Trans>Late</Trans>
      </Text>
    </Group>
  );
}

function HistoryRow({ task }: { task: CreatorTask }) {
  const { t } = useLingui();
  const rating = task.rating;
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={adminPaths.adminTask.getHref(task.taskId)}>
          {task.campaign.title}
        </Anchor>
      </Table.Td>
      <Table.Td>
        <TaskStatusBadge status={task.status} />
      </Table.Td>
      <Table.Td>{formatDate(task.startedAt)}</Table.Td>
      <Table.Td>{formatDate(task.deadline)}</Table.Td>
      <Table.Td>{task.submittedAt ? formatDate(task.submittedAt) : '—'}</Table.Td>
      <Table.Td>{task.approvedAt ? formatDate(task.approvedAt) : '—'}</Table.Td>
      <Table.Td>
        <Timeliness onTime={task.onTime} />
      </Table.Td>
      <Table.Td>{task.revisions}</Table.Td>
      <Table.Td>
        {rating === null ? (
          '—'
        ) : (
          <Stack gap={0}>
            <Text size="sm">{t`${rating} of ${MAX_RATING}`}</Text>
            {task.ratingRemark && (
              <Text size="xs" c="dimmed">
                {task.ratingRemark}
              </Text>
            )}
          </Stack>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * A creator as campaign managers see them: who they are and where they publish (never payout
 * details, bank or ID numbers), their figures, and their history on every campaign.
 */
export function CreatorProfileView({ profile }: { profile: CreatorProfile }) {
  const { t, i18n } = useLingui();
  const { influencer, history, summary } = profile;
  const percent = (share: number) => i18n.number(share, { style: 'percent', maximumFractionDigits: 0 });
  const decimal = (value: number) => i18n.number(value, { maximumFractionDigits: 1 });
  const platforms = FOLLOWER_PLATFORMS.filter(
    (platform) => influencer.socialLinks[platform] !== undefined || influencer.followers[platform] !== undefined,
  );

  return (
    <Stack gap="lg">
      <Group gap="sm" align="center">
        <Title order={1}>{influencer.fullName}</Title>
        {influencer.banned && (
          <Badge color="red">
            <Trans>Banned</Trans>
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" role="group" aria-label={t`Summary`}>
        <Figure
          label={t`On time`}
          value={summary.onTimeRate === null ? '—' : percent(summary.onTimeRate)}
          hint={t`Of the tasks due so far`}
        />
        <Figure
          label={t`Average revisions`}
          value={summary.averageRevisions === null ? '—' : decimal(summary.averageRevisions)}
          hint={t`Per task with work sent`}
        />
        <Figure
          label={t`Average rating`}
          value={summary.averageRating === null ? '—' : t`${decimal(summary.averageRating)} of ${MAX_RATING}`}
          hint={t`From ${summary.rated} rated tasks`}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Section id="profile" title={t`Profile`}>
          <DetailList
            rows={[
              { label: t`E-mail`, value: <Anchor href={`mailto:${influencer.email}`}>{influencer.email}</Anchor> },
              { label: t`Country`, value: influencer.country ? countryLabel(influencer.country) : '—' },
              { label: t`Languages`, value: orDash(listOf(influencer.languages.map(languageLabel))) },
              { label: t`Content types`, value: orDash(listOf(influencer.contentTypes.map(contentTypeLabel))) },
              { label: t`Joined`, value: formatDate(influencer.joinedAt) },
            ]}
          />
        </Section>
        <Section id="social" title={t`Social media`}>
          {platforms.length === 0 ? (
            <Text size="sm" c="dimmed">
              <Trans>No social media given.</Trans>
            </Text>
          ) : (
            <DetailList
              rows={platforms.map((platform) => {
                const link = influencer.socialLinks[platform];
                const followers = influencer.followers[platform];
                return {
                  label: PLATFORM_LABELS[platform],
                  value: (
                    <Stack gap={0}>
                      {link && <ExternalLink href={link} />}
                      {followers !== undefined && followers !== null && (
                        <Text size="sm">{t`${formatCount(followers)} followers`}</Text>
                      )}
                    </Stack>
                  ),
                };
              })}
            />
          )}
          {influencer.followersUpdatedAt && (
            <Text size="xs" c="dimmed">
              <Trans>Follower counts saved {formatDate(influencer.followersUpdatedAt)}</Trans>
            </Text>
          )}
        </Section>
      </SimpleGrid>
      <Section id="history" title={t`History on every campaign`}>
        {history.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No campaign yet.</Trans>
          </Text>
        ) : (
          <TableScroller label={t`Campaign history`} minWidth={1000}>
            <Table striped verticalSpacing="sm" aria-label={t`Campaign history`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Campaign</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Status</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Started</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Deadline</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Submitted</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Approved</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>On time</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Revisions asked</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Rating</Trans>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.map((task) => (
                  <HistoryRow key={task.taskId} task={task} />
                ))}
              </Table.Tbody>
            </Table>
          </TableScroller>
        )}
      </Section>
    </Stack>
  );
}
