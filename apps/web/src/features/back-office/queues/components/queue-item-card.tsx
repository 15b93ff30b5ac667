import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
import { Link } from 'wouter';
import type { QueueItem } from '@portal/domain/admin';
import { DetailList } from '@/components/detail-list';
import { ExternalLink } from '@/components/external-link';
import { SentFiles } from '@/components/sent-files';
import { adminPaths } from '@/config/admin-paths';
import { formatCalendarDate, formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { revisionLabel } from '@/features/back-office/shared/revision-label';
import { platformText, TASK_TYPE_TEXTS } from '@/features/back-office/shared/task-labels';

interface QueueItemCardProps {
  item: QueueItem;
  /** The decision buttons: early in the card's tab order, right after its checkbox and name. */
  decisions: ReactNode;
  /** Its checkbox for approving many at once, first in the card. */
  selection?: ReactNode;
  /** The item the queue's keyboard shortcuts act on: outlined. */
  current?: boolean;
  /** The card, which the shortcuts focus (it takes the focus, not a Tab stop). */
  cardRef?: Ref<HTMLElement>;
  /** Told when the focus comes into the card: it becomes the current item. */
  onFocusWithin?: () => void;
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6} component="section" aria-label={title}>
      <Title order={4} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function LongText({ children }: { children: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  );
}

/** What the influencer sent for one waiting item. */
function SentWork({ item }: { item: QueueItem }) {
  const { t } = useLingui();
  const { task, answers, submission, report } = item;
  return (
    <Stack gap="md">
      {answers.length > 0 && (
        <Part title={t`Screening answers`}>
          <DetailList vertical rows={answers.map(({ question, answer }) => ({ label: question, value: answer }))} />
        </Part>
      )}
      {submission && (
        <Part title={submission.stage === 'DRAFT' ? t`Draft` : t`Submission`}>
          <Text size="xs" c="dimmed">
            <Trans>Sent {formatDateTime(submission.createdAt)}</Trans>
          </Text>
          {submission.linkUrl && <ExternalLink href={submission.linkUrl} />}
          {submission.draftComment && (
            <Stack gap={2}>
              <Text size="sm" fw={600}>
                <Trans>Draft comment</Trans>
              </Text>
              <LongText>{submission.draftComment}</LongText>
            </Stack>
          )}
          <SentFiles files={submission.files} />
        </Part>
      )}
      {report && (
        <Part title={t`Report`}>
          <Text size="xs" c="dimmed">
            <Trans>Sent {formatDateTime(report.createdAt)}</Trans>
          </Text>
          <SentFiles files={report.files} />
        </Part>
      )}
      {task.uniqueComment && (
        <Part title={t`Unique comment`}>
          <LongText>{task.uniqueComment}</LongText>
        </Part>
      )}
      {task.rejectionComments && (
        <Part title={t`Last rejection`}>
          <LongText>{task.rejectionComments}</LongText>
        </Part>
      )}
      {task.revisions.used > 0 && (
        <Text size="sm" c="dimmed">
          {t(revisionLabel(task.revisions))}
        </Text>
      )}
      {answers.length === 0 && !submission && !report && !task.uniqueComment && (
        <Text size="sm" c="dimmed">
          <Trans>Nothing was sent with this item.</Trans>
        </Text>
      )}
    </Stack>
  );
}

/** The campaign's side: what was asked of the influencer. */
function CampaignBrief({ campaign }: { campaign: QueueItem['campaign'] }) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <Group gap="xs">
        {/* As written (no capitals): a label, not a code. */}
        <Badge variant="light" tt="none">
          {t(TASK_TYPE_TEXTS[campaign.taskType])}
        </Badge>
        <Badge variant="light" color="gray" tt="none">
          {t(platformText(campaign.platform))}
        </Badge>
        <Text size="sm">{formatMoney(campaign.incentive, campaign.currency)}</Text>
        {campaign.requiresReport && (
          <Badge variant="outline" color="grape">
            <Trans>Report required</Trans>
          </Badge>
        )}
      </Group>
      <Part title={t`Requirements`}>
        <LongText>{campaign.requirements || '—'}</LongText>
      </Part>
      <Part title={t`Instructions`}>
        <LongText>{campaign.instructions || '—'}</LongText>
      </Part>
      {campaign.uniqueCommentUrl && (
        <Part title={t`Unique comment link`}>
          <ExternalLink href={campaign.uniqueCommentUrl} />
        </Part>
      )}
    </Stack>
  );
}

/**
 * How long work has waited for the brand's review, and whether the promised review day has passed:
 * 'Overdue' in the theme's danger colour, with an icon (colour is never the only sign).
 */
function ReviewAge({ review }: { review: NonNullable<QueueItem['review']> }) {
  const { t } = useLingui();
  const dueOn = formatCalendarDate(review.dueOn);
  return (
    <Group gap="xs" justify="flex-end">
      <Text size="sm" c="dimmed">
        {plural(review.waitingDays, { one: 'Waiting # day', other: 'Waiting # days' })}
      </Text>
      {review.overdue ? (
        <Group gap={4} wrap="nowrap">
          <IconAlertTriangle size={16} color="var(--mantine-color-red-text)" aria-hidden="true" />
          <Text size="sm" fw={600} c="red">
            {t`Overdue: review was due by ${dueOn}`}
          </Text>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t`Review due by ${dueOn}`}
        </Text>
      )}
    </Group>
  );
}

/** One waiting item: what the influencer sent next to the campaign's requirements and instructions, and the decisions. */
export function QueueItemCard({
  item,
  decisions,
  selection,
  current = false,
  cardRef,
  onFocusWithin,
}: QueueItemCardProps) {
  const { t } = useLingui();
  const { task, influencer, campaign } = item;
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="article"
      aria-label={`${influencer.fullName}, ${campaign.title}`}
      ref={cardRef}
      tabIndex={-1}
      onFocus={onFocusWithin}
      data-current={current || undefined}
      style={
        current
          ? {
              borderColor: 'var(--mantine-primary-color-filled)',
              boxShadow: '0 0 0 1px var(--mantine-primary-color-filled)',
            }
          : undefined
      }
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="sm" align="flex-start" wrap="nowrap">
            {selection}
            <Stack gap={0}>
              <Anchor component={Link} to={adminPaths.adminTask.getHref(task.id)} fw={600}>
                {influencer.fullName}
              </Anchor>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {influencer.email}
                {influencer.country ? ` · ${influencer.country}` : ''}
              </Text>
            </Stack>
          </Group>
          <Stack gap={2} align="flex-end">
            <Text size="sm" c="dimmed">
              <Trans>Waiting since {formatDateTime(item.waitingSince)}</Trans>
            </Text>
            {item.review && <ReviewAge review={item.review} />}
          </Stack>
        </Group>
        {decisions}
        <Divider />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Stack gap="sm" component="section" aria-label={t`Sent by the influencer`}>
            <Title order={3} size="h5">
              <Trans>Sent by the influencer</Trans>
            </Title>
            <SentWork item={item} />
          </Stack>
          <Stack gap="sm" component="section" aria-label={t`Campaign: ${campaign.title}`}>
            <Title order={3} size="h5">
              {campaign.title}
            </Title>
            <CampaignBrief campaign={campaign} />
          </Stack>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
