import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { memo, useId } from 'react';
import { Link } from 'wouter';
import {
  AWAITING_PAYMENT_STATUSES,
  DEADLINE_RUNNING_STATUSES,
  isStatusIn,
  platformLabel,
  REFERRAL_STATUS_STATUSES,
  TASK_TYPE_LABELS,
  timeRemaining,
  type Task,
} from '@portal/domain/tasks';
import { BrandMark } from '@/components/brand-mark';
import { DetailList, type DetailRow } from '@/components/detail-list';
import { PaymentStandingText } from '@/components/payment-standing';
import { StatusBadge, WRAPPING_BADGE } from '@/components/status-badge';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { statusWords } from '@/lib/i18n/status-labels';
import { translateMessage } from '@/lib/i18n/translate-message';
import { formatCardCountdown } from '../format-countdown';
import { ReapplyButton } from './reapply-button';
import classes from './task-card.module.css';

interface TaskCardProps {
  task: Task;
  /** The list's shared clock, for the countdown. */
  now: Date;
  /** Whether the signed-in creator has payment details. */
  hasPaymentMethod: boolean;
}

/** The rows SPEC §2 "Task cards" adds for a task's status. */
function useCardRows(task: Task, now: Date): DetailRow[] {
  const { t } = useLingui();
  const { campaignDetails: campaign, status } = task;
  const rows: DetailRow[] = [];
  if (status === 'SELECTED') {
    // Before accepting, the deadline the task will have: the creator decides knowing it.
    if (campaign.terms.deadline) {
      rows.push({ label: t`Deadline`, value: formatDateTime(campaign.terms.deadline) });
    }
    if (campaign.referralFee !== null) {
      rows.push({ label: t`Referral fee`, value: formatMoney(campaign.referralFee, campaign.currency) });
    }
    rows.push({ label: t`Platform`, value: translateMessage(platformLabel(campaign.platform)) });
  }
  if (isStatusIn(DEADLINE_RUNNING_STATUSES, status)) {
    rows.push({ label: t`Time Remaining`, value: formatCardCountdown(timeRemaining(task.taskDeadline, now)) });
  }
  if (status === 'REJECTED' && task.rejectionComments) {
    rows.push({ label: t`Remark`, value: task.rejectionComments });
  }
  if (status === 'APPLICATION-REJECTED' && task.applicationRejectionComments) {
    rows.push({ label: t`Remark`, value: task.applicationRejectionComments });
  }
  if (isStatusIn(REFERRAL_STATUS_STATUSES, status) && campaign.referralFee !== null) {
    rows.push({
      label: t`Referral Status`,
      value: (
        <Anchor component={Link} to={`${paths.campaign.getHref(task.id)}#referrals`}>
          <Trans>View</Trans>
        </Anchor>
      ),
    });
  }
  return rows;
}

/** The call to action of a card's status, if it has one. */
function CardAction({ task, hasPaymentMethod }: Omit<TaskCardProps, 'now'>) {
  switch (task.status) {
    case 'SELECTED':
      return (
        <Button component={Link} to={paths.campaign.getHref(task.id)} variant="light">
          <Trans>View More</Trans>
        </Button>
      );
    case 'APPLICATION-REJECTED':
      return (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            <Trans>Please make sure you have followed feedback before reapplying.</Trans>
          </Text>
          <ReapplyButton task={task} />
        </Stack>
      );
    case 'APPLIED':
      return (
        <Text size="sm">
          <Trans>
            Complete your profile to improve your chances of being selected.{' '}
            <Anchor component={Link} to={paths.editProfile.getHref()}>
              Edit Profile
            </Anchor>
          </Trans>
        </Text>
      );
    case 'APPROVED-PENDING-PAYMENT':
      return hasPaymentMethod ? null : (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            <Trans>Please add your bank details to allow payment to be made.</Trans>
          </Text>
          <Button component={Link} to={paths.bankDetails.getHref()} variant="light">
            <Trans>Add Bank Details</Trans>
          </Button>
        </Stack>
      );
    case 'COMPLETED':
      return (
        <Button component={Link} to={paths.paymentHistory.getHref()} variant="light">
          <Trans>View Payment</Trans>
        </Button>
      );
    default:
      return null;
  }
}

/** Only a card with a countdown or a payment due changes when the clock ticks. */
const sameCard = (previous: TaskCardProps, next: TaskCardProps): boolean =>
  previous.task === next.task &&
  previous.hasPaymentMethod === next.hasPaymentMethod &&
  (previous.now === next.now ||
    !(
      isStatusIn(DEADLINE_RUNNING_STATUSES, next.task.status) || isStatusIn(AWAITING_PAYMENT_STATUSES, next.task.status)
    ));

/** One task in a list (SPEC §2 "Task cards"); the title links to the task detail. */
export const TaskCard = memo(function TaskCard({ task, now, hasPaymentMethod }: TaskCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const campaign = task.campaignDetails;
  const rows = useCardRows(task, now);
  const { status, payment } = statusWords(task.status);
  const campaignTitle = campaign.campaignTitle;
  const unreadMessages = task.unreadMessages;

  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <div className={classes.header}>
          <BrandMark campaignTitle={campaignTitle} logoUrl={campaign.brandLogoURL} logoAlt={t`${campaignTitle} logo`} />
          <Stack gap={4}>
            <Title order={2} size="h4" id={titleId}>
              <Anchor component={Link} to={paths.campaign.getHref(task.id)} inherit>
                {campaign.campaignTitle}
              </Anchor>
            </Title>
            <Group gap={6}>
              <Badge variant="light" styles={WRAPPING_BADGE}>
                {translateMessage(TASK_TYPE_LABELS[campaign.taskType])}
              </Badge>
              {unreadMessages > 0 && (
                <Badge
                  color="red"
                  component={Link}
                  to={`${paths.campaign.getHref(task.id)}#messages`}
                  style={{ cursor: 'pointer' }}
                >
                  {plural(unreadMessages, { one: '# new message', other: '# new messages' })}
                </Badge>
              )}
            </Group>
          </Stack>
          {/* What the task pays: the figure a creator looks for first. */}
          <div className={classes.incentive}>
            <Text size="xs" c="dimmed">
              <Trans>Incentive</Trans>
            </Text>
            <Text fw={700} fz="lg" lh={1.2}>
              {formatMoney(task.incentive, campaign.currency)}
            </Text>
          </div>
        </div>
        <div>
          <StatusBadge status={task.status}>
            <Trans>Status: {status}</Trans>
          </StatusBadge>
          {payment && <Text size="sm">{payment}</Text>}
          <PaymentStandingText payment={task} now={now} />
        </div>
        <DetailList rows={rows} />
        <CardAction task={task} hasPaymentMethod={hasPaymentMethod} />
      </Stack>
    </Card>
  );
}, sameCard);
