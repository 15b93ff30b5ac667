import { useLingui } from '@lingui/react';
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { STATUS_BANNERS, type TaskStatus } from '@portal/domain/tasks';
import { statusColor } from '@/components/status-tone';
import { translateMessage } from '@/lib/i18n/translate-message';

/** SPEC §2 task detail banner of the statuses that have one; nothing for the others. */
export function StatusBanner({ status }: { status: TaskStatus }) {
  useLingui();
  const banner = STATUS_BANNERS[status];
  if (!banner) {
    return null;
  }
  return (
    <Alert
      role="status"
      variant="light"
      color={statusColor(status)}
      icon={<IconInfoCircle aria-hidden="true" />}
      title={translateMessage(banner)}
    />
  );
}
