import { Trans, useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import type { FunnelStage, FunnelStep } from '@portal/domain/admin';
import { FormSection } from '@/components/form-section';
import { TableScroller } from '@/components/table-scroller';
import { formatCount } from '@/lib/format-number';
import classes from './campaign-report.module.css';

/**
 * The funnel as a table (the text a screen reader and a printout read) with a bar per stage, as
 * wide as its share of the tasks: each stage, what counts for it, its tasks and the conversion
 * from the stage before it.
 */
export function ReportFunnel({ funnel }: { funnel: FunnelStep[] }) {
  const { t } = useLingui();
  const stages: Record<FunnelStage, { name: string; meaning: string; from: string }> = {
    invited: { name: t`Invited`, meaning: t`Every task: invitations sent and open applications`, from: '' },
    applied: {
      name: t`Applied`,
      meaning: t`The creator applied, or accepted an invitation`,
      from: t`of those invited`,
    },
    accepted: { name: t`Accepted`, meaning: t`Work under way or past it`, from: t`of those who applied` },
    submitted: { name: t`Submitted`, meaning: t`The final work was sent for review`, from: t`of those accepted` },
    approved: { name: t`Approved`, meaning: t`Approved by the brand`, from: t`of those submitted` },
    paid: { name: t`Paid`, meaning: t`The creator was paid`, from: t`of those approved` },
    expired: { name: t`Expired`, meaning: t`The deadline passed before the work was sent`, from: t`of those accepted` },
  };
  const widest = Math.max(1, ...funnel.map((step) => step.count));

  return (
    <FormSection title={t`Funnel`}>
      <TableScroller label={t`Funnel`} minWidth={560}>
        <Table captionSide="top">
          <Table.Caption>
            <Trans>How many tasks reached each stage, now or before, and the conversion from the stage before.</Trans>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">
                <Trans>Stage</Trans>
              </Table.Th>
              <Table.Th scope="col" w="45%">
                <Trans>Tasks</Trans>
              </Table.Th>
              <Table.Th scope="col" className={classes.number}>
                <Trans>Conversion</Trans>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {funnel.map((step) => {
              const stage = stages[step.stage];
              return (
                <Table.Tr key={step.stage}>
                  <Table.Th scope="row" fw="normal">
                    <Text fw={600} size="sm">
                      {stage.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {stage.meaning}
                    </Text>
                  </Table.Th>
                  <Table.Td>
                    <Text size="sm" className={classes.number} ta="start">
                      {formatCount(step.count)}
                    </Text>
                    {/* The bar shows the count beside it, as wide as its share of the tasks. */}
                    <span className={classes.barTrack} aria-hidden="true">
                      <span
                        className={step.stage === 'expired' ? `${classes.bar} ${classes.expired}` : classes.bar}
                        style={{ width: `${(step.count / widest) * 100}%` }}
                      />
                    </span>
                  </Table.Td>
                  <Table.Td className={classes.number}>
                    {step.conversion === null ? '—' : t`${formatCount(step.conversion)}% ${stage.from}`}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroller>
    </FormSection>
  );
}
