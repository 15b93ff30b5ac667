import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CampaignSummary } from '@portal/domain/admin';
import { platformLabel, TASK_TYPE_LABELS } from '@portal/domain/tasks';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';
import { CampaignLogo } from './campaign-logo';
import { TaskCounts } from './task-counts';
import { TableScroller } from '@/components/table-scroller';

const COLUMNS = ['Campaign', 'Task type', 'Platform', 'Incentive', 'Deadline', 'Tasks'];

/** One page of campaigns: each links to its page. */
export function CampaignTable({ campaigns }: { campaigns: CampaignSummary[] }) {
  return (
    <TableScroller label="Campaigns" minWidth={900}>
      <Table striped verticalSpacing="sm" aria-label="Campaigns">
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
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
                    <Anchor component={Link} to={paths.adminCampaign.getHref(campaign.id)} fw={600}>
                      {campaign.title}
                    </Anchor>
                    {campaign.closedAt && (
                      <Badge color="gray" size="sm" w="fit-content">
                        Closed
                      </Badge>
                    )}
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td>{TASK_TYPE_LABELS[campaign.taskType]}</Table.Td>
              <Table.Td>{platformLabel(campaign.platform)}</Table.Td>
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
