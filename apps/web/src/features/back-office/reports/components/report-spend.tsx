import { Trans, useLingui } from '@lingui/react/macro';
import { Progress, Stack, Table, Text } from '@mantine/core';
import { budgetPercentUsed } from '@portal/domain/campaigns';
import type { CampaignReport } from '@portal/domain/admin';
import { FormSection } from '@/components/form-section';
import { formatMoney } from '@/lib/format-money';
import classes from './campaign-report.module.css';

/**
 * The agreed incentives of the tasks shown, committed (accepted, not yet approved), approved and
 * paid, against the campaign's budget, in its currency, with a bar of each share of the budget.
 */
export function ReportSpend({ report }: { report: Pick<CampaignReport, 'spend' | 'campaign'> }) {
  const { t } = useLingui();
  const { spend, campaign } = report;
  const money = (amount: number) => formatMoney(amount, campaign.currency);
  const total = spend.committed + spend.approved + spend.paid;
  const percent = spend.budget === null ? null : budgetPercentUsed(spend.budget, spend);
  const over = spend.budget !== null && total > spend.budget;
  const shareOf = (amount: number) => (spend.budget === null ? 0 : Math.min(100, (amount / spend.budget) * 100));

  const rows = [
    ...(spend.budget === null ? [] : [{ label: t`Budget`, value: money(spend.budget) }]),
    { label: t`Paid`, value: money(spend.paid) },
    { label: t`Approved (owed or being paid)`, value: money(spend.approved) },
    { label: t`Committed (accepted, not yet approved)`, value: money(spend.committed) },
    { label: t`Total`, value: money(total) },
    ...(spend.budget === null || over ? [] : [{ label: t`Remaining`, value: money(spend.budget - total) }]),
  ];

  return (
    <FormSection title={t`Spend`}>
      {spend.budget === null ? (
        <Text size="sm" c="dimmed">
          <Trans>No budget set for this campaign.</Trans>
        </Text>
      ) : (
        <Stack gap={4}>
          <Progress.Root size="lg" aria-hidden="true">
            <Progress.Section value={shareOf(spend.paid)} color="violet.8" />
            <Progress.Section value={shareOf(spend.approved)} color="violet.5" />
            <Progress.Section value={shareOf(spend.committed)} color="violet.2" />
          </Progress.Root>
          <Text size="sm" c={over ? 'red.8' : undefined} fw={over ? 600 : undefined}>
            {over
              ? t`${money(total - spend.budget)} over the budget of ${money(spend.budget)}`
              : t`${percent ?? 0}% of the budget of ${money(spend.budget)} committed, approved or paid`}
          </Text>
        </Stack>
      )}
      <Table>
        <Table.Caption className={classes.visuallyHidden}>{t`Spend against the budget`}</Table.Caption>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" fw="normal">
                {row.label}
              </Table.Th>
              <Table.Td className={classes.number}>{row.value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        <Trans>
          The incentives each creator agreed to, for the tasks shown; referral fees are not counted here (the campaign
          page’s budget counts them).
        </Trans>
      </Text>
    </FormSection>
  );
}
