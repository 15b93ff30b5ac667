import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { Campaign } from '@portal/domain/admin';
import { budgetPercentUsed } from '@portal/domain/campaigns';
import { DetailList } from '@/components/detail-list';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';

/**
 * What the campaign's tasks and referral fees hold against its budget: committed (accepted, not
 * yet approved for payment), approved (owed or being paid), paid and what remains, with a bar of
 * the share spoken for; and whether a manager confirmed the brand's money is there.
 */
export function BudgetSummary({
  campaign,
}: {
  campaign: Pick<Campaign, 'budget' | 'budgetUse' | 'currency' | 'fundsConfirmation'>;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const { budget, budgetUse: use, currency, fundsConfirmation } = campaign;
  const money = (amount: number) => formatMoney(amount, currency);
  const percent = budget === null ? null : budgetPercentUsed(budget, use);
  const over = use.remaining !== null && use.remaining < 0;
  const rows = [
    ...(budget === null ? [] : [{ label: t`Budget`, value: money(budget) }]),
    { label: t`Committed (accepted, not yet approved)`, value: money(use.committed) },
    { label: t`Approved (owed or being paid)`, value: money(use.approved) },
    { label: t`Paid`, value: money(use.paid) },
    ...(use.remaining === null
      ? []
      : [
          {
            label: t`Remaining`,
            value: over ? (
              <Text span c="red.8" fw={600} inherit>
                {t`${money(-use.remaining)} over budget`}
              </Text>
            ) : (
              money(use.remaining)
            ),
          },
        ]),
    { label: t`Invited, not yet accepted`, value: money(use.invited) },
  ];
  const funds =
    budget === null
      ? null
      : fundsConfirmation
        ? t`Funds confirmed by ${fundsConfirmation.by} on ${formatDateTime(fundsConfirmation.at)}`
        : t`Nobody has confirmed that the brand’s money for this budget is set aside`;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          <Trans>Budget</Trans>
        </Title>
        {budget === null && (
          <Text size="sm" c="dimmed">
            <Trans>No budget set. Edit the campaign to set one.</Trans>
          </Text>
        )}
        {percent !== null && (
          <Stack gap={4}>
            <Progress
              value={Math.min(percent, 100)}
              color={over ? 'red' : 'violet'}
              size="lg"
              aria-label={t`Share of the budget committed, approved or paid`}
            />
            <Text size="sm">{t`${percent}% of the budget committed, approved or paid`}</Text>
          </Stack>
        )}
        <DetailList rows={rows} />
        {funds && <Text size="sm">{funds}</Text>}
      </Stack>
    </Paper>
  );
}
