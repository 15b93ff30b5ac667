import { createHash } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { PayoutBatch } from '@portal/domain/admin';
import { Route } from 'wouter';
import { tokenManager } from '@/lib/token-manager';
import { buildPayoutBatch, buildPayoutBatchLine } from '@/testing/admin-fixtures';
import { requestsTo, stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { tokenRoutes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { AdminPayoutBatchRoute } from './payout-batch';

afterEach(() => {
  tokenManager.clear();
  vi.restoreAllMocks();
});

const BATCH_ID = '8b1c2d3e-0000-4000-8000-000000000001';
const BATCH_PATH = `/api/admin/payout-batches/${BATCH_ID}`;

const threeLines = [
  buildPayoutBatchLine({ id: 'line-1', amount: 150 }),
  buildPayoutBatchLine({
    id: 'line-2',
    influencer: { id: 'user-2', fullName: 'Bala Kumar', email: 'bala@example.com' },
    amount: 200,
  }),
  buildPayoutBatchLine({
    id: 'line-3',
    influencer: { id: 'user-3', fullName: 'Chen Wei', email: 'chen@example.com' },
    amount: 100,
  }),
];

function batchRoutes(batch: PayoutBatch, extra: StubRoutes = {}): StubRoutes {
  return { ...tokenRoutes, [`GET ${BATCH_PATH}`]: { body: batch }, ...extra };
}

const renderBatch = () =>
  renderWithProviders(
    <Route path="/admin/payout-batches/:batchId">
      <AdminPayoutBatchRoute />
    </Route>,
    { route: `/admin/payout-batches/${BATCH_ID}` },
  );

/** Keeps what the page saves as a download, instead of the browser. */
function catchDownloads() {
  const files: { name: string; text: Promise<string> }[] = [];
  let lastBlob: Blob | null = null;
  const { createObjectURL: originalCreate, revokeObjectURL: originalRevoke } = URL;
  onTestFinished(() => {
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
  });
  URL.createObjectURL = (blob: Blob) => {
    lastBlob = blob;
    return 'blob:bank-file';
  };
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (lastBlob) files.push({ name: this.download, text: lastBlob.text() });
  });
  return files;
}

describe('Payout batch page', () => {
  it('shows the batch with its lines, and the reason a line came back', async () => {
    stubFetch(
      batchRoutes(
        buildPayoutBatch({
          method: 'paypal',
          status: 'sent',
          sentAt: '2026-12-03T02:00:00.000Z',
          railBatchId: 'PAYPAL-7Q2',
          lineItems: [
            buildPayoutBatchLine({ id: 'line-1', status: 'paid' }),
            buildPayoutBatchLine({
              id: 'line-2',
              influencer: { id: 'user-2', fullName: 'Bala Kumar', email: 'bala@example.com' },
              status: 'unclaimed',
              reason: 'The receiver has no PayPal account',
            }),
          ],
        }),
      ),
    );
    renderBatch();

    expect(await screen.findByRole('heading', { level: 1, name: 'PayPal batch in MYR' })).toBeInTheDocument();
    expect(screen.getByText('MYR 300.00')).toBeInTheDocument();
    expect(screen.getByText('PAYPAL-7Q2')).toBeInTheDocument();
    const lines = screen.getByRole('table', { name: 'Batch lines' });
    const bala = within(lines).getByRole('row', { name: /Bala Kumar/ });
    expect(within(bala).getByText('Unclaimed')).toBeInTheDocument();
    expect(within(bala).getByText('The receiver has no PayPal account')).toBeInTheDocument();
  });

  it('sends a PayPal batch once the manager confirmed its count and total', async () => {
    const person = userEvent.setup();
    let batch = buildPayoutBatch({ method: 'paypal', lineItems: threeLines });
    const fetchMock = stubFetch({
      ...batchRoutes(batch),
      [`GET ${BATCH_PATH}`]: () => ({ body: batch }),
      [`POST ${BATCH_PATH}/send`]: () => {
        batch = { ...batch, status: 'sent', sentAt: '2026-12-03T02:00:00.000Z' };
        return { body: batch };
      },
      [`POST ${BATCH_PATH}/refresh`]: () => ({ body: batch }),
    });
    renderBatch();

    await person.click(await screen.findByRole('button', { name: 'Send to PayPal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to PayPal' });
    expect(
      within(dialog).getByText(
        "3 payouts totalling MYR 450.00 go to PayPal, which pays each creator's PayPal account. This cannot be undone.",
      ),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, `POST ${BATCH_PATH}/send`)).toHaveLength(0);
    await person.click(within(dialog).getByRole('button', { name: 'Send to PayPal' }));

    await person.click(await screen.findByRole('button', { name: 'Check status now' }));
    await waitFor(() => expect(requestsTo(fetchMock, `POST ${BATCH_PATH}/refresh`)).toHaveLength(1));
    expect(requestsTo(fetchMock, `POST ${BATCH_PATH}/send`).map((request) => request.body)).toEqual([{}]);
  });

  it('confirms a bank batch with the digest of the very file downloaded, taken from its text', async () => {
    const person = userEvent.setup();
    const files = catchDownloads();
    const batch = buildPayoutBatch({ lineItems: threeLines });
    const csv = 'H,MY,20261203\r\nD,Ana Creator,150.00\r\nT,3,450.00\r\n';
    const fetchMock = stubFetch(
      batchRoutes(batch, {
        [`GET ${BATCH_PATH}/file`]: { body: csv },
        [`POST ${BATCH_PATH}/send`]: { body: { ...batch, status: 'sent' } },
      }),
    );
    renderBatch();

    const confirm = await screen.findByRole('button', { name: 'I have uploaded the file to the bank' });
    expect(confirm).toBeDisabled();
    await person.click(screen.getByRole('button', { name: 'Download bank file' }));
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(files.map((file) => file.name)).toEqual([`bank-transfer-${BATCH_ID}.csv`]);
    expect(await files[0]?.text).toBe(csv);

    await person.click(confirm);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the upload to the bank' });
    expect(within(dialog).getByText(/the file of 3 payouts totalling MYR 450\.00 to the bank/)).toBeInTheDocument();
    await person.click(within(dialog).getByRole('button', { name: 'Confirm the upload' }));

    await waitFor(() =>
      expect(requestsTo(fetchMock, `POST ${BATCH_PATH}/send`).map((request) => request.body)).toEqual([
        { fileDigest: createHash('sha256').update(csv).digest('hex') },
      ]),
    );
  });

  it('says to download the file again when it changed since it was downloaded', async () => {
    const person = userEvent.setup();
    catchDownloads();
    stubFetch(
      batchRoutes(buildPayoutBatch(), {
        [`GET ${BATCH_PATH}/file`]: { body: 'H,MY\r\n' },
        [`POST ${BATCH_PATH}/send`]: {
          status: 409,
          body: {
            code: 'payout-file-changed',
            message:
              'Payout details changed after the file was downloaded: download the file again and upload that one instead',
          },
        },
      }),
    );
    renderBatch();

    await person.click(await screen.findByRole('button', { name: 'Download bank file' }));
    const confirm = screen.getByRole('button', { name: 'I have uploaded the file to the bank' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await person.click(confirm);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the upload to the bank' });
    await person.click(within(dialog).getByRole('button', { name: 'Confirm the upload' }));

    expect(
      await within(dialog).findByText(/The file changed since you downloaded it: a creator's payout details changed/),
    ).toBeInTheDocument();
  });

  it('imports the bank result of a sent bank batch, read from the file chosen', async () => {
    const person = userEvent.setup();
    const statement = 'REFERENCE,Status,Reason,Date\r\nPO-1,PAID,,2026-12-04\r\n';
    const fetchMock = stubFetch(
      batchRoutes(buildPayoutBatch({ status: 'sent', lineItems: threeLines }), {
        [`POST ${BATCH_PATH}/statement`]: {
          body: {
            applied: 2,
            unchanged: 1,
            unknownReferences: ['PO-99'],
            unreadable: [{ row: 5, problem: 'No status' }],
          },
        },
      }),
    );
    renderBatch();

    const input = await screen.findByLabelText('Import bank result', { selector: 'input' });
    await person.upload(input, new File([statement], 'result.csv', { type: 'text/csv' }));

    const result = await screen.findByRole('status', { name: /Bank result imported/ });
    expect(
      within(result).getByText('Applied: 2. Unchanged: 1. Unknown references: 1. Unreadable rows: 1.'),
    ).toBeInTheDocument();
    expect(within(result).getByText('PO-99')).toBeInTheDocument();
    expect(within(result).getByText('Row 5: No status')).toBeInTheDocument();
    expect(requestsTo(fetchMock, `POST ${BATCH_PATH}/statement`).map((request) => request.body)).toEqual([
      { csv: statement },
    ]);
  });

  it('records a manual batch as paid only with the reference of the transfer', async () => {
    const person = userEvent.setup();
    const batch = buildPayoutBatch({ method: 'manual', lineItems: threeLines });
    const fetchMock = stubFetch(
      batchRoutes(batch, {
        [`POST ${BATCH_PATH}/send`]: { body: { ...batch, status: 'settled' } },
      }),
    );
    renderBatch();

    await person.click(await screen.findByRole('button', { name: 'Record as paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record as paid' });
    expect(within(dialog).getByText(/You paid 3 payouts totalling MYR 450\.00 outside the portal/)).toBeInTheDocument();
    await person.click(within(dialog).getByRole('button', { name: 'Record as paid' }));
    expect(within(dialog).getByText("Enter the transfer's reference")).toBeInTheDocument();
    expect(requestsTo(fetchMock, `POST ${BATCH_PATH}/send`)).toHaveLength(0);

    await person.type(within(dialog).getByRole('textbox', { name: /Transfer reference/ }), ' MBB-20261203 ');
    await person.click(within(dialog).getByRole('button', { name: 'Record as paid' }));

    await waitFor(() =>
      expect(requestsTo(fetchMock, `POST ${BATCH_PATH}/send`).map((request) => request.body)).toEqual([
        { reference: 'MBB-20261203' },
      ]),
    );
  });
});
