import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, TextInput } from '@mantine/core';
import type { CampaignReportQuery } from '@portal/domain/admin';
import { TASK_STATUSES, type TaskStatus } from '@portal/domain/tasks';
import { statusLine } from '@/lib/i18n/status-labels';

const ALL = 'all';

const isTaskStatus = (value: string | null): value is TaskStatus =>
  (TASK_STATUSES as readonly (string | null)[]).includes(value);

interface ReportFiltersProps {
  filters: CampaignReportQuery;
  onChange: (changes: Partial<CampaignReportQuery>) => void;
  onClear: () => void;
}

/** The report's filters: tasks that joined from and to a day (in Malaysia), and in one status now. */
export function ReportFilters({ filters, onChange, onClear }: ReportFiltersProps) {
  const { t } = useLingui();
  const statusChoices = [
    { value: ALL, label: t`All statuses` },
    ...TASK_STATUSES.map((status) => ({ value: status, label: statusLine(status) })),
  ];
  const filtered = filters.from !== undefined || filters.to !== undefined || filters.status !== undefined;

  return (
    <Group align="flex-end" gap="sm" role="group" aria-label={t`Filters`}>
      <TextInput
        type="date"
        label={t`Joined from`}
        value={filters.from ?? ''}
        max={filters.to}
        onChange={(event) => onChange({ from: event.currentTarget.value || undefined })}
        w={{ base: '100%', xs: 170 }}
      />
      <TextInput
        type="date"
        label={t`Joined to`}
        value={filters.to ?? ''}
        min={filters.from}
        onChange={(event) => onChange({ to: event.currentTarget.value || undefined })}
        w={{ base: '100%', xs: 170 }}
      />
      <Select
        label={t`Status now`}
        data={statusChoices}
        value={filters.status ?? ALL}
        allowDeselect={false}
        onChange={(choice) => onChange({ status: isTaskStatus(choice) ? choice : undefined })}
        w={{ base: '100%', xs: 260 }}
      />
      {filtered && (
        <Button variant="subtle" onClick={onClear}>
          <Trans>Clear filters</Trans>
        </Button>
      )}
    </Group>
  );
}
