import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useDownloadPaymentHistory } from '../api/download-payment-history';

/** Payment History's 'Download CSV': the creator's own payments as payment-history.csv, for their tax records. */
export function DownloadPaymentHistoryButton() {
  const download = useDownloadPaymentHistory();
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden="true" />}
      loading={download.isPending}
      onClick={() => download.mutate()}
    >
      <Trans>Download CSV</Trans>
    </Button>
  );
}
