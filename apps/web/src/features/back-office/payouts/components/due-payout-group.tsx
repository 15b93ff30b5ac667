import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Paper, Radio, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { DuePayout, DuePayoutGroup as DueGroup, PayoutRailName, ScheduleBatch } from '@portal/domain/admin';
import { SelectAllCheckbox } from '@/components/select-all-checkbox';
import { TableScroller } from '@/components/table-scroller';
import { formatCalendarDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { NO_RAIL_LABEL, RAIL_LABELS } from '../payout-batch-labels';

/** A due payout's key: its task's id, or its referral's for a referral fee. */
export const duePayoutKey = (payout: Pick<DuePayout, 'taskId' | 'referralId'>) =>
  payout.taskId ?? payout.referralId ?? '';

/** The rails a group's lines may go on: their own, and by hand, which takes any. */
const railsFor = (group: DueGroup): PayoutRailName[] =>
  group.method === null || group.method === 'manual' ? ['manual'] : [group.method, 'manual'];

interface DuePayoutGroupProps {
  group: DueGroup;
  /** The rails this portal is set up to send on. */
  rails: readonly PayoutRailName[];
  scheduling: boolean;
  onSchedule: (batch: ScheduleBatch) => void;
}

/** One rail's and currency's payouts due: how many, their total, each to tick, and the batch to schedule. */
export function DuePayoutGroup({ group, rails, scheduling, onSchedule }: DuePayoutGroupProps) {
  const { t } = useLingui();
  const choices = railsFor(group);
  const [rail, setRail] = useState<PayoutRailName>(() => choices.find((choice) => rails.includes(choice)) ?? 'manual');
  // What is left out, so that a payout that came since is ticked like the others.
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const selected = group.payouts.filter((payout) => !excluded.has(duePayoutKey(payout)));
  const selectedTotal = selected.reduce((sum, payout) => sum + payout.amount, 0);
  const groupName = `${t(group.method === null ? NO_RAIL_LABEL : RAIL_LABELS[group.method])} · ${group.currency}`;
  const tableName = t`Payouts due: ${groupName}`;
  const count = group.payouts.length;
  const chosen = selected.length;
  const formattedTotal = formatMoney(group.total, group.currency);
  const formattedSelectedTotal = formatMoney(selectedTotal, group.currency);

  const toggle = (key: string, checked: boolean) =>
    setExcluded((before) => {
      const after = new Set(before);
      if (checked) after.delete(key);
      else after.add(key);
      return after;
    });
  const schedule = () =>
    onSchedule({
      method: rail,
      currency: group.currency,
      taskIds: selected.flatMap((payout) => (payout.taskId ? [payout.taskId] : [])),
      referralIds: selected.flatMap((payout) => (payout.referralId ? [payout.referralId] : [])),
    });

  return (
    <Paper withBorder p="md" component="section" aria-label={groupName}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={3}>{groupName}</Title>
          <Text fw={600}>
            {plural(count, { one: '# payout', other: '# payouts' })} · {formattedTotal}
          </Text>
        </Group>
        <TableScroller label={tableName} minWidth={640}>
          <Table striped verticalSpacing="sm" aria-label={tableName}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <SelectAllCheckbox
                    selected={chosen}
                    total={count}
                    onChange={(all) =>
                      setExcluded(all ? new Set() : new Set(group.payouts.map((payout) => duePayoutKey(payout))))
                    }
                  />
                </Table.Th>
                <Table.Th>
                  <Trans>Creator</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Campaign</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Amount</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Due</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {group.payouts.map((payout) => {
                const key = duePayoutKey(payout);
                const name = payout.influencer.fullName;
                return (
                  <Table.Tr key={key}>
                    <Table.Td>
                      <Checkbox
                        aria-label={t`Include ${name}`}
                        checked={!excluded.has(key)}
                        onChange={(event) => toggle(key, event.currentTarget.checked)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{name}</Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {payout.influencer.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {payout.campaign}
                      {payout.referralId !== null && (
                        <Text size="xs" c="dimmed">
                          <Trans>Referral fee</Trans>
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoney(payout.amount, payout.currency)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(payout.dueOn)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </TableScroller>
        <Radio.Group label={t`Send on`} value={rail} onChange={(value) => setRail(value as PayoutRailName)}>
          <Stack gap="xs" mt="xs">
            {choices.map((choice) => (
              <Radio
                key={choice}
                value={choice}
                label={t(RAIL_LABELS[choice])}
                disabled={!rails.includes(choice)}
                description={
                  rails.includes(choice)
                    ? choice === 'manual' && group.method !== 'manual'
                      ? t`You pay them outside the portal, then record the batch as paid`
                      : undefined
                    : t`Not set up on this portal: its settings are missing on the server`
                }
              />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="space-between" align="center">
          <Text size="sm" aria-live="polite">
            <Trans>
              {chosen} of {count} selected · {formattedSelectedTotal}
            </Trans>
          </Text>
          <Button onClick={schedule} disabled={chosen === 0} loading={scheduling}>
            <Trans>Schedule batch</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
