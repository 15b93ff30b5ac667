import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Button, Card, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCash, IconClock, IconFileReport, IconMail, IconRefresh, type Icon } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { nextSteps, type NextStep, type NextStepKind } from '@portal/domain/tasks';
import { LoadError } from '@/components/load-error';
import { PaymentStandingText } from '@/components/payment-standing';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { useNow } from '@/lib/use-now';
import { tasksQueryOptions } from '../api/get-tasks';

const ONE_MINUTE = 60_000;
/** The steps shown before 'Show more': the list's height is kept for them from the first paint. */
const SHOWN_AT_FIRST = 3;
/** One step: two lines of one line each, so the list's height does not depend on its words. */
const STEP_HEIGHT = 52;
const STEP_GAP = 8;
/** The height the list takes while it loads and once in, up to `SHOWN_AT_FIRST` steps. */
const LIST_HEIGHT = SHOWN_AT_FIRST * STEP_HEIGHT + (SHOWN_AT_FIRST - 1) * STEP_GAP;

const ICONS: Record<NextStepKind, Icon> = {
  dueSoon: IconClock,
  resubmit: IconRefresh,
  answerInvite: IconMail,
  sendReport: IconFileReport,
  paymentOnItsWay: IconCash,
};

/** What the creator is to do about a step, or what it waits for, in plain words. */
function useStepText(): (step: NextStep) => string {
  const { t } = useLingui();
  return (step) => {
    switch (step.kind) {
      case 'dueSoon': {
        const left = step.hoursLeft;
        return left === 0
          ? t`Submit your work: due in less than an hour`
          : plural(left, { one: 'Submit your work: due in # hour', other: 'Submit your work: due in # hours' });
      }
      case 'resubmit': {
        if (step.deadline === null) return t`Resubmit: the brand asked for changes`;
        const deadline = formatDateTime(step.deadline);
        return t`Resubmit by ${deadline}: the brand asked for changes`;
      }
      case 'answerInvite': {
        if (step.deadline === null) return t`Answer the invite`;
        const deadline = formatDateTime(step.deadline);
        return t`Answer the invite by ${deadline}`;
      }
      case 'sendReport':
        return t`Send your report`;
      case 'paymentOnItsWay':
        return step.processing ? t`Payment processing` : t`Payment on its way`;
    }
  };
}

/**
 * One step: a link to its task naming the campaign and what to do; a payment says where it stands
 * as the task cards do ('Payment due by 4 Dec 2026', 'Overdue by 3 days').
 */
function StepLink({ step, text, now }: { step: NextStep; text: string; now: Date }) {
  const StepIcon = ICONS[step.kind];
  const payment = step.kind === 'paymentOnItsWay' && step.standing !== null ? step.payment : null;
  return (
    <Anchor
      component={Link}
      to={paths.campaign.getHref(step.taskId)}
      underline="never"
      c="inherit"
      display="block"
      mih={STEP_HEIGHT}
    >
      <Group gap="sm" wrap="nowrap" mih={STEP_HEIGHT}>
        <StepIcon size={22} aria-hidden="true" color="var(--mantine-primary-color-filled)" style={{ flexShrink: 0 }} />
        <Box miw={0}>
          <Text fw={600} c="var(--mantine-color-anchor)" lineClamp={1} td="underline">
            {step.campaignTitle}
          </Text>
          {payment ? (
            <PaymentStandingText payment={payment} now={now} />
          ) : (
            // What to do, and by when, is the step's point: on a phone it takes a second line rather than being cut.
            <Text size="sm" lineClamp={2}>
              {text}
            </Text>
          )}
        </Box>
      </Group>
    </Anchor>
  );
}

/** The shape of the list while it loads: as many rows as it keeps room for. */
function StepsSkeleton() {
  return (
    <Stack gap={STEP_GAP} role="status">
      <VisuallyHidden>
        <Trans>Loading your next steps...</Trans>
      </VisuallyHidden>
      {Array.from({ length: SHOWN_AT_FIRST }, (_, index) => (
        <Group key={index} gap="sm" wrap="nowrap" h={STEP_HEIGHT} aria-hidden="true">
          <Skeleton height={22} width={22} circle />
          <Stack gap={8} style={{ flexGrow: 1 }}>
            <Skeleton height={14} width="45%" />
            <Skeleton height={12} width="70%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The dashboard's next steps: work due within 48 hours, rejected work to resubmit, invites to
 * answer, reports to send and payments on their way, most urgent first, each a link to its task.
 * It keeps its height from the first paint (a skeleton of the same rows), so that the steps,
 * which arrive after the page, push nothing below them.
 */
export function NextSteps() {
  const { t } = useLingui();
  const titleId = useId();
  const tasks = useQuery(tasksQueryOptions());
  const now = useNow(ONE_MINUTE);
  const stepText = useStepText();
  const [showAll, setShowAll] = useState(false);
  const steps = useMemo(() => (tasks.data ? nextSteps(tasks.data, now) : []), [tasks.data, now]);
  const shown = showAll ? steps : steps.slice(0, SHOWN_AT_FIRST);
  const more = steps.length - shown.length;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId} mb="sm">
        <Trans>Next steps</Trans>
      </Title>
      <Box mih={LIST_HEIGHT}>
        {tasks.isPending && <StepsSkeleton />}
        {tasks.isError && (
          <LoadError
            title={t`Could not load your next steps`}
            error={tasks.error}
            onRetry={() => void tasks.refetch()}
          />
        )}
        {tasks.isSuccess && steps.length === 0 && (
          <Text>
            <Trans>Nothing needs you right now.</Trans>
          </Text>
        )}
        {steps.length > 0 && (
          <Stack component="ul" gap={STEP_GAP} m={0} p={0} style={{ listStyle: 'none' }}>
            {shown.map((step) => (
              <li key={step.taskId}>
                <StepLink step={step} text={stepText(step)} now={now} />
              </li>
            ))}
          </Stack>
        )}
      </Box>
      <Group justify="space-between" mt="sm" mih={30}>
        <Anchor component={Link} to={paths.myTasks.getHref()} size="sm">
          <Trans>Go to My Tasks</Trans>
        </Anchor>
        {(more > 0 || showAll) && steps.length > SHOWN_AT_FIRST && (
          <Button variant="subtle" size="compact-sm" onClick={() => setShowAll(!showAll)}>
            {showAll ? t`Show fewer` : t`Show ${more} more`}
          </Button>
        )}
      </Group>
    </Card>
  );
}
