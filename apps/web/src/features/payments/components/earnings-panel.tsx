import { Trans, useLingui } from '@lingui/react/macro';
import { Card, DataList, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { EarningsByCurrency } from '@portal/domain/earnings';
import { formatMoney } from '@portal/domain/money';
import { LoadError } from '@/components/load-error';
import { formatCalendarDate } from '@/lib/format-date';
import { intlLocale } from '@/lib/i18n/locale';
import { earningsSummaryQueryOptions } from '../api/get-earnings-summary';

/** One currency's figures: what is owed (and since when), what came in, and the referral fees. */
function CurrencyEarnings({ earnings, titled }: { earnings: EarningsByCurrency; titled: boolean }) {
  const { t } = useLingui();
  const locale = intlLocale();
  const money = (minor: number) => formatMoney(minor, earnings.currency, locale);
  const nearest = earnings.awaiting.nearestDueOn;
  const nextDue = nearest === null ? null : formatCalendarDate(nearest);
  const overdue = earnings.overdue.amountMinor > 0;

  return (
    <Stack gap="xs">
      {titled && (
        <Title order={3} size="h4">
          {earnings.currency}
        </Title>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <DataList orientation="horizontal" labelWidth={160}>
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Awaiting payment</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>
              {money(earnings.awaiting.amountMinor)}
              {nextDue !== null && (
                <Text size="xs" c="dimmed">
                  {t`Next due by ${nextDue}`}
                </Text>
              )}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Overdue</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>
              {overdue ? (
                <Group gap={4} wrap="nowrap">
                  <IconAlertTriangle size={16} color="var(--mantine-color-red-text)" aria-hidden="true" />
                  <Text fw={600} c="red" span>
                    {money(earnings.overdue.amountMinor)}
                  </Text>
                </Group>
              ) : (
                money(0)
              )}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Paid this month</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>{money(earnings.paidThisMonthMinor)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Paid this year</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>{money(earnings.paidThisYearMinor)}</DataList.ItemValue>
          </DataList.Item>
        </DataList>
        <DataList orientation="horizontal" labelWidth={160}>
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Referral fees pending</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>{money(earnings.referralFees.pendingMinor)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Referral fees payable</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>{money(earnings.referralFees.payableMinor)}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>
              <Trans>Referral fees paid</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>{money(earnings.referralFees.paidMinor)}</DataList.ItemValue>
          </DataList.Item>
        </DataList>
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The dashboard's earnings at a glance, per currency: awaiting payment (with the nearest due
 * date), overdue, paid this month and this year (Malaysian time), and referral fees pending,
 * payable and paid.
 */
export function EarningsPanel() {
  const { t } = useLingui();
  const titleId = useId();
  const summary = useQuery(earningsSummaryQueryOptions());
  const currencies = summary.data?.currencies;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId} mb="sm">
        <Trans>Earnings</Trans>
      </Title>
      {summary.isPending && (
        <Text role="status">
          <Trans>Loading earnings...</Trans>
        </Text>
      )}
      {summary.isError && (
        <LoadError
          title={t`Could not load the earnings`}
          error={summary.error}
          onRetry={() => void summary.refetch()}
        />
      )}
      {currencies?.length === 0 && (
        <Text c="dimmed">
          <Trans>No earnings yet. Payments for your approved tasks and referral fees will show here.</Trans>
        </Text>
      )}
      {currencies && currencies.length > 0 && (
        <Stack gap="lg">
          {currencies.map((earnings) => (
            <CurrencyEarnings key={earnings.currency} earnings={earnings} titled={currencies.length > 1} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
