import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DataExport } from '@portal/domain/privacy';
import { tokenManager } from '@/lib/token-manager';
import { activateAccountLocale } from '@/testing/account-locale';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { tokenRoutes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { PENDING_POLL_MS } from '../api/data-exports';
import { DataExportCard } from './data-export-card';

const LIST = 'GET /api/me/data-exports';
const ID = '5b0c6a0e-7f1d-4c2b-9e3a-0a1b2c3d4e5f';

const dataExport = (overrides: Partial<DataExport>): DataExport => ({
  id: ID,
  status: 'pending',
  requestedAt: '2026-12-08T02:00:00.000Z',
  readyAt: null,
  expiresAt: null,
  sizeBytes: null,
  ...overrides,
});
const ready = dataExport({
  status: 'ready',
  readyAt: '2026-12-08T02:01:00.000Z',
  expiresAt: '2026-12-15T02:01:00.000Z',
  sizeBytes: 3_400_000,
});

afterEach(() => {
  tokenManager.clear();
  vi.useRealTimers();
});

describe('DataExportCard', () => {
  it('asks for a copy when there is none yet, then says it is being prepared', async () => {
    let items: DataExport[] = [];
    const fetchMock = stubFetch({
      ...tokenRoutes,
      [LIST]: () => ({ body: { items } }),
      'POST /api/me/data-exports': () => {
        items = [dataExport({})];
        return { body: items[0] };
      },
    });
    renderWithProviders(<DataExportCard />);

    expect(await screen.findByText('You have not asked for a copy of your data yet.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ask for my data' }));

    expect(await screen.findByText(/We are preparing your data/)).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/me/data-exports')).toHaveLength(1);
    expect(screen.getByRole('listitem')).toHaveTextContent('Being prepared');
  });

  it('downloads a ready copy with the bearer token and saves it as my-data-<date>.zip', async () => {
    const fetchMock = stubFetch({
      ...tokenRoutes,
      [LIST]: { body: { items: [ready] } },
      [`GET /api/me/data-exports/${ID}/file`]: { body: 'zip bytes', headers: { 'Content-Type': 'application/zip' } },
    });
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:zip', revokeObjectURL: () => undefined }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithProviders(<DataExportCard />);

    expect(
      await screen.findByText(/Your data is ready \(3\.4 MB\)\. You can download it until 1[45] Dec 2026\./),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Download my data' }));

    await vi.waitFor(() => expect(saved).toEqual(['my-data-2026-12-08.zip']));
    const [fileRequest] = requestsTo(fetchMock, `GET /api/me/data-exports/${ID}/file`);
    expect(fileRequest?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(screen.getByRole('button', { name: /Download the copy asked for on 8 Dec 2026/ })).toBeInTheDocument();
    click.mockRestore();
  });

  it('says when the last copy expired, and offers a new one', async () => {
    stubFetch({
      ...tokenRoutes,
      [LIST]: { body: { items: [{ ...ready, status: 'expired' }] } },
    });
    renderWithProviders(<DataExportCard />);

    expect(await screen.findByText(/Your last copy expired on 1[45] Dec 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask for a new copy' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('says when a copy could not be prepared, and lets the creator try again', async () => {
    const fetchMock = stubFetch({
      ...tokenRoutes,
      [LIST]: { body: { items: [dataExport({ status: 'failed' })] } },
      'POST /api/me/data-exports': { body: dataExport({ id: '6b0c6a0e-7f1d-4c2b-9e3a-0a1b2c3d4e5f' }) },
    });
    renderWithProviders(<DataExportCard />);

    expect(await screen.findByText('We could not prepare your data. Please try again.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(requestsTo(fetchMock, 'POST /api/me/data-exports')).toHaveLength(1));
  });

  it('shows the copy ready as soon as it is, while the page is open, and says so', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: DataExport = dataExport({});
    stubFetch({ ...tokenRoutes, [LIST]: () => ({ body: { items: [answer] } }) });
    renderWithProviders(<DataExportCard />);

    expect(await screen.findByText(/We are preparing your data/)).toBeInTheDocument();
    answer = ready;
    await vi.advanceTimersByTimeAsync(PENDING_POLL_MS);

    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    expect(await screen.findByText('Your data is ready to download')).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    stubFetch({
      ...tokenRoutes,
      [LIST]: { status: 500, body: { code: 'internal', message: 'Something went wrong.' } },
    });
    renderWithProviders(<DataExportCard />);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your data exports could not be loaded')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('reads in Malay', async () => {
    await activateAccountLocale('ms');
    stubFetch({ ...tokenRoutes, [LIST]: { body: { items: [] } } });
    renderWithProviders(<DataExportCard />);

    expect(await screen.findByText('Anda belum meminta salinan data anda.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Minta data saya' })).toBeInTheDocument();
    await activateAccountLocale('en');
  });
});
