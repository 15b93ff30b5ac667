import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircle, IconCircleCheck, IconCircleDot } from '@tabler/icons-react';
import { Link } from 'wouter';
import type { PayoutStage, PayoutTracker as Tracker } from '@portal/domain/earnings';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';

/** The stages shown in order: a payout ends paid, or returned in place of paid. */
type ShownStage = Exclude<PayoutStage, 'paid' | 'returned'> | 'end';
const SHOWN_STAGES: readonly ShownStage[] = ['approved', 'scheduled', 'sent', 'end'];

const STAGE_LABELS: Record<PayoutStage, MessageDescriptor> = {
  approved: msg`Approved`,
  scheduled: msg`Scheduled`,
  sent: msg`Sent`,
  paid: msg`Paid`,
  returned: msg`Returned`,
};

const STAGES_STYLE = {
  listStyle: 'none',
  alignItems: 'flex-start',
  gap: 'var(--mantine-spacing-xs) var(--mantine-spacing-lg)',
} as const;
const STAGE_STYLE = { display: 'flex', alignItems: 'flex-start', gap: 6, minWidth: '7.5rem' } as const;
const ICON_STYLE = { flex: 'none', marginTop: 2 } as const;

const ORDER: Record<PayoutStage, number> = { approved: 0, scheduled: 1, sent: 2, paid: 3, returned: 3 };

const reachedAt = (tracker: Tracker, stage: PayoutStage): string | null =>
  ({
    approved: tracker.approvedAt,
    scheduled: tracker.scheduledAt,
    sent: tracker.sentAt,
    paid: tracker.paidAt,
    returned: tracker.returnedAt,
  })[stage];

/** What the creator does about a payment that came back, and when it goes out again. */
function ReturnedAdvice({ tracker }: { tracker: Tracker }) {
  const { t } = useLingui();
  const { problem, method, reason } = tracker;
  const detailsLink = (
    <Anchor component={Link} to={paths.bankDetails.getHref()}>
      <Trans>Open your payment details</Trans>
    </Anchor>
  );
  return (
    <Alert
      color="red"
      variant="light"
      // Part of the page as it loads, not news to announce.
      role="note"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={problem === 'unclaimed' ? t`Your payment waits to be claimed` : t`Your payment came back`}
    >
      <Stack gap={6}>
        {problem === 'unclaimed' ? (
          <Text size="sm">
            <Trans>
              Check your PayPal e-mail: the payment waits for a PayPal account with that address. Claim it there, or
              correct the address in your payment details.
            </Trans>
          </Text>
        ) : (
          <Text size="sm">
            {method === 'bank'
              ? t`Check your bank details: the bank, the account number and the account holder's name.`
              : method === 'paypal'
                ? t`Check the PayPal e-mail address in your payment details.`
                : t`Check your payment details.`}
          </Text>
        )}
        {reason && <Text size="sm">{t`Reason given: ${reason}`}</Text>}
        <Text size="sm">
          {problem === 'unclaimed' ? (
            <Trans>
              Not claimed within 30 days, it comes back to us, and we send it again once your details are right.
            </Trans>
          ) : (
            <Trans>We will send it again in the next batch once your details are right.</Trans>
          )}
        </Text>
        {detailsLink}
      </Stack>
    </Alert>
  );
}

/**
 * Where a payout stands: Approved, Scheduled, Sent, then Paid, or Returned with what to do. Each
 * stage reached shows its date; the current one is marked for assistive technology
 * (`aria-current="step"`) and by its icon and weight, not by colour alone.
 */
export function PayoutTracker({ tracker }: { tracker: Tracker }) {
  const { t } = useLingui();
  const current = ORDER[tracker.stage];
  return (
    <Stack gap="sm">
      <Group component="ol" m={0} p={0} style={STAGES_STYLE} aria-label={t`Payout progress`}>
        {SHOWN_STAGES.map((shown) => {
          const stage: PayoutStage = shown === 'end' ? (tracker.stage === 'returned' ? 'returned' : 'paid') : shown;
          const isCurrent = stage === tracker.stage;
          const reached = ORDER[stage] <= current;
          const at = reachedAt(tracker, stage);
          const Icon =
            stage === 'returned'
              ? IconAlertTriangle
              : isCurrent && stage !== 'paid'
                ? IconCircleDot
                : reached
                  ? IconCircleCheck
                  : IconCircle;
          const color =
            stage === 'returned'
              ? 'var(--mantine-color-red-text)'
              : reached
                ? 'var(--mantine-color-teal-text)'
                : 'var(--mantine-color-dimmed)';
          return (
            <li key={shown} style={STAGE_STYLE} aria-current={isCurrent ? 'step' : undefined}>
              <Icon size={18} color={color} style={ICON_STYLE} aria-hidden="true" />
              <div>
                <Text size="sm" fw={isCurrent ? 700 : undefined} c={reached ? undefined : 'dimmed'}>
                  {t(STAGE_LABELS[stage])}
                </Text>
                <Text size="xs" c="dimmed">
                  {at ? formatDate(at) : reached ? '' : t`Not yet`}
                </Text>
              </div>
            </li>
          );
        })}
      </Group>
      {tracker.stage === 'returned' && <ReturnedAdvice tracker={tracker} />}
    </Stack>
  );
}
