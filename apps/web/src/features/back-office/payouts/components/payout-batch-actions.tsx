import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { PayoutBatch } from '@portal/domain/admin';
import { ApiClientError } from '@/lib/api-client';
import { formatMoney } from '@/lib/format-money';
import { translateMessage } from '@/lib/i18n/translate-message';
import { failureReason } from '@/lib/mutation-failure';
import { useDownloadBankFile } from '../api/download-bank-file';
import { useRefreshPayoutBatch } from '../api/refresh-payout-batch';
import { useSendPayoutBatch } from '../api/send-payout-batch';
import { BankStatementImport } from './bank-statement-import';
import { ConfirmBatchDialog } from './confirm-batch-dialog';

/** '3 payouts totalling RM 450.00': what a confirmation states before money moves. */
function batchSize(batch: PayoutBatch) {
  const count = batch.lineItems.length;
  const total = formatMoney(batch.total, batch.currency);
  return plural(count, { one: `# payout totalling ${total}`, other: `# payouts totalling ${total}` });
}

/** Why a send failed, in the page's language: the server's reason, or the failure's own text. */
const failureText = (error: Error | null) => {
  if (!error) return null;
  const reason = failureReason(error);
  return reason ? translateMessage(reason) : null;
};

/** A PayPal batch: sent once confirmed, then asked for its lines' outcomes when the manager wants them now. */
function PaypalActions({ batch }: { batch: PayoutBatch }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const send = useSendPayoutBatch({ onSuccess: () => setConfirming(false) });
  const refresh = useRefreshPayoutBatch();
  const size = batchSize(batch);
  if (batch.status === 'sent') {
    return (
      <Group>
        <Button variant="default" loading={refresh.isPending} onClick={() => refresh.mutate(batch.id)}>
          <Trans>Check status now</Trans>
        </Button>
      </Group>
    );
  }
  if (batch.status !== 'scheduled') return null;
  return (
    <>
      <Group>
        <Button onClick={() => setConfirming(true)}>
          <Trans>Send to PayPal</Trans>
        </Button>
      </Group>
      <ConfirmBatchDialog
        opened={confirming}
        title={t`Send to PayPal`}
        description={t`${size} go to PayPal, which pays each creator's PayPal account. This cannot be undone.`}
        failure={failureText(send.error)}
        confirmLabel={t`Send to PayPal`}
        pending={send.isPending}
        onCancel={() => {
          send.reset();
          setConfirming(false);
        }}
        onConfirm={() => send.mutate({ batchId: batch.id })}
      />
    </>
  );
}

/**
 * A bank batch: its file is downloaded (its digest kept) and uploaded to the bank by the manager,
 * who then confirms it; the send is refused when the file the server would build now differs, as a
 * creator's payout details changed meanwhile. Once sent, the bank's result is imported, again if a later one
 * brings returns.
 */
function BankActions({ batch }: { batch: PayoutBatch }) {
  const { t } = useLingui();
  const [digest, setDigest] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const download = useDownloadBankFile(batch.id);
  const send = useSendPayoutBatch({ onSuccess: () => setConfirming(false) });
  const size = batchSize(batch);
  // Settled too: a return can come days after the payment, and the import's result stays in view.
  if (batch.status === 'sent' || batch.status === 'settled') return <BankStatementImport batchId={batch.id} />;
  if (batch.status !== 'scheduled') return null;

  const fileChanged = send.error instanceof ApiClientError && send.error.code === 'payout-file-changed';
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">
        <Trans>
          Download the bank file, upload it to the bank, then confirm here: the batch counts as sent once you do.
        </Trans>
      </Text>
      <Group>
        <Button
          variant={digest ? 'default' : 'filled'}
          loading={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onSuccess: (file) => {
                send.reset();
                setDigest(file.digest);
              },
            })
          }
        >
          {digest ? <Trans>Download bank file again</Trans> : <Trans>Download bank file</Trans>}
        </Button>
        <Button disabled={digest === null} onClick={() => setConfirming(true)}>
          <Trans>I have uploaded the file to the bank</Trans>
        </Button>
      </Group>
      {digest === null && (
        <Text size="sm" c="dimmed">
          <Trans>Download the file first: the confirmation names the file you downloaded.</Trans>
        </Text>
      )}
      <ConfirmBatchDialog
        opened={confirming}
        title={t`Confirm the upload to the bank`}
        description={t`You uploaded the file of ${size} to the bank. The batch is then sent: its payouts wait for the bank's result.`}
        failure={
          fileChanged ? (
            <Trans>
              The file changed since you downloaded it: a creator's payout details changed. Download the file again,
              upload the new file to the bank instead of the old one, then confirm.
            </Trans>
          ) : (
            failureText(send.error)
          )
        }
        confirmLabel={t`Confirm the upload`}
        pending={send.isPending}
        onCancel={() => {
          if (!fileChanged) send.reset();
          setConfirming(false);
        }}
        onConfirm={() => {
          if (digest) send.mutate({ batchId: batch.id, fileDigest: digest });
        }}
      />
      {fileChanged && !confirming && (
        <Text size="sm" c="red" role="alert">
          <Trans>The file changed since you downloaded it: download it again before you confirm.</Trans>
        </Text>
      )}
    </Stack>
  );
}

/** A batch paid by hand: recorded as paid, every line at once, with the transfer's reference. */
function ManualActions({ batch }: { batch: PayoutBatch }) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const [reference, setReference] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useSendPayoutBatch({ onSuccess: () => setConfirming(false) });
  const size = batchSize(batch);
  if (batch.status !== 'scheduled') return null;

  const close = () => {
    send.reset();
    setMissing(false);
    setConfirming(false);
  };
  return (
    <>
      <Group>
        <Button onClick={() => setConfirming(true)}>
          <Trans>Record as paid</Trans>
        </Button>
      </Group>
      <ConfirmBatchDialog
        opened={confirming}
        title={t`Record as paid`}
        description={t`You paid ${size} outside the portal. Every line of the batch is recorded as paid, with this reference.`}
        failure={failureText(send.error)}
        confirmLabel={t`Record as paid`}
        pending={send.isPending}
        onCancel={close}
        onConfirm={() => {
          const trimmed = reference.trim();
          setMissing(trimmed === '');
          if (trimmed !== '') send.mutate({ batchId: batch.id, reference: trimmed });
        }}
      >
        <TextInput
          label={t`Transfer reference`}
          description={t`E.g. the bank transfer's reference`}
          required
          maxLength={200}
          value={reference}
          onChange={(event) => {
            setReference(event.currentTarget.value);
            setMissing(false);
          }}
          error={missing ? t`Enter the transfer's reference` : undefined}
          data-autofocus
        />
      </ConfirmBatchDialog>
    </>
  );
}

/** What can be done with a batch now, for its rail and status. */
export function PayoutBatchActions({ batch }: { batch: PayoutBatch }) {
  switch (batch.method) {
    case 'paypal':
      return <PaypalActions batch={batch} />;
    case 'bank':
      return <BankActions batch={batch} />;
    case 'manual':
      return <ManualActions batch={batch} />;
  }
}
