import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'wouter';
import type { CampaignSummary } from '@portal/domain/admin';
import { adminPaths } from '@/config/admin-paths';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { platformText, TASK_TYPE_TEXTS } from '@/features/back-office/shared/task-labels';
import { CampaignLogo } from './campaign-logo';
import { TaskCounts } from './task-counts';
import { TableScroller } from '@/components/table-scroller';

const COLUMNS = [msg`Campaign`, msg`Task type`, msg`Platform`, msg`Incentive`, msg`Deadline`, msg`Tasks`];

/** One page of campaigns: each links to its page. */
export function CampaignTable({ campaigns }: { campaigns: CampaignSummary[] }) {
  const { t } = useLingui();
  return (
    <TableScroller label={t`Campaigns`} minWidth={900}>
      <Table striped verticalSpacing="sm" aria-label={t`Campaigns`}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column.id}>{t(column)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {campaigns.map((campaign) => (
            <Table.Tr key={campaign.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <CampaignLogo url={campaign.brandLogoUrl} title={campaign.title} />
                  <Stack gap={2}>
                    <Anchor component={Link} to={adminPaths.adminCampaign.getHref(campaign.id)} fw={600}>
                      {campaign.title}
                    </Anchor>
                    {campaign.closedAt && (
                      <Badge color="gray" size="sm" w="fit-content">
                        <Trans>Closed</Trans>
                      </Badge>
                    )}
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td>{t(TASK_TYPE_TEXTS[campaign.taskType])}</Table.Td>
              <Table.Td>{t(platformText(campaign.platform))}</Table.Td>
              <Table.Td>{formatMoney(campaign.incentive, campaign.currency)}</Table.Td>
              <Table.Td>
                <Text size="sm">{formatDateTime(campaign.deadline)}</Text>
              </Table.Td>
              <Table.Td>
                <TaskCounts counts={campaign.taskCounts} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  );
}
