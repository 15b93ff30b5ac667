import { i18n } from '@lingui/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DetailedError, type HttpRequest } from 'tus-js-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@portal/domain/i18n';
import { acceptAttribute } from '@portal/domain/uploads';
import { tokenManager } from '@/lib/token-manager';
import { resumableUploads } from '@/lib/uploads/resumable-uploads';
import { useFileUploads } from '@/lib/uploads/use-file-uploads';
import { stubFetch } from '@/testing/fetch-stub';
import { FakeUpload, fakeResponse } from '@/testing/fake-upload';
import { tokenRoutes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { UploadField } from './upload-field';

vi.mock('tus-js-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('tus-js-client')>()),
  Upload: (await import('@/testing/fake-upload')).FakeUpload,
}));

function Harness() {
  const uploads = useFileUploads('screenshot', { id: 'task-1', associatedCampaign: 'campaign-1' });
  return (
    <>
      <UploadField label="Screenshots" uploads={uploads} />
      <output aria-label="Addresses">{uploads.addresses.join(',')}</output>
      <output aria-label="Uploading">{String(uploads.uploading)}</output>
    </>
  );
}

const file = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/png' });

async function addFiles(...files: File[]) {
  const person = userEvent.setup();
  renderWithProviders(<Harness />);
  await person.upload(screen.getByLabelText('Screenshots'), files);
  return person;
}

const button = (name: string) => screen.queryByRole('button', { name });

afterEach(() => {
  FakeUpload.instances = [];
  tokenManager.clear();
  localStorage.clear();
});

/** A resumable upload that a reload interrupted, as the upload left it in this browser. */
const interruptedUpload = (filename: string, campaignId: string, purpose = 'screenshot') =>
  resumableUploads.addUpload(`fingerprint-of-${filename}`, {
    size: 300 * 1024,
    metadata: { kind: 'submissions', purpose, campaignId, filename },
    creationTime: new Date().toString(),
    urlStorageKey: '',
    uploadUrl: `/api/uploads/${filename}`,
    parallelUploadUrls: null,
  });

describe('UploadField', () => {
  it('uploads every selected file with its metadata and a bearer token', async () => {
    stubFetch(tokenRoutes);
    await addFiles(file('one.png'), file('two.png', 300 * 1024));

    await waitFor(() => expect(FakeUpload.instances).toHaveLength(2));
    const small = await FakeUpload.of('one.png');
    expect(small.options.metadata).toEqual({
      kind: 'submissions',
      purpose: 'screenshot',
      campaignId: 'campaign-1',
      filename: 'one.png',
    });
    expect(small.options.uploadDataDuringCreation).toBe(true);
    expect((await FakeUpload.of('two.png')).options.chunkSize).toBe(256 * 1024);
    expect((await FakeUpload.of('two.png')).options.storeFingerprintForResuming).toBe(true);
    await vi.waitFor(() => expect(small.starts).toBe(1));

    const setHeader = vi.fn();
    await small.options.onBeforeRequest?.({ setHeader } as unknown as HttpRequest);
    expect(setHeader).toHaveBeenCalledWith('Authorization', expect.stringMatching(/^Bearer .+\..+\..+$/));
  });

  it('shows progress and offers Pause and Cancel only while running', async () => {
    await addFiles(file('shot.png'));
    const upload = await FakeUpload.of('shot.png');

    upload.progress(500);
    expect(screen.getByRole('progressbar', { name: 'shot.png upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(button('Pause shot.png')).toBeInTheDocument();
    expect(button('Cancel shot.png')).toBeInTheDocument();
    expect(button('Resume shot.png')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Uploading' })).toHaveTextContent('true');
  });

  it('shows a picked image with its thumbnail, how much is sent and its size', async () => {
    await addFiles(file('shot.png', 3_400_000));
    const upload = await FakeUpload.of('shot.png');

    upload.progress(1_700_000);
    const row = screen.getByText('shot.png').closest('li') as HTMLElement;
    expect(await within(row).findByText('50% · 1.7 MB of 3.4 MB')).toBeInTheDocument();
    expect(row.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^blob:/));
  });

  it('pauses a running upload and resumes it from paused', async () => {
    const person = await addFiles(file('shot.png'));
    const upload = await FakeUpload.of('shot.png');
    await vi.waitFor(() => expect(upload.starts).toBe(1));

    await person.click(screen.getByRole('button', { name: 'Pause shot.png' }));
    expect(upload.aborts).toEqual([false]);
    expect(await screen.findByText('Paused')).toBeInTheDocument();
    expect(button('Pause shot.png')).not.toBeInTheDocument();
    expect(button('Cancel shot.png')).not.toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Resume shot.png' }));
    expect(upload.starts).toBe(2);
    expect(screen.getByText('Uploading')).toBeInTheDocument();
    expect(button('Pause shot.png')).toBeInTheDocument();
  });

  it('cancels a running upload, asking the server to delete it', async () => {
    const person = await addFiles(file('shot.png'));
    const upload = await FakeUpload.of('shot.png');

    await person.click(screen.getByRole('button', { name: 'Cancel shot.png' }));
    expect(upload.aborts).toEqual([true]);
    expect(await screen.findByText('Canceled')).toBeInTheDocument();
    expect(button('Pause shot.png')).not.toBeInTheDocument();
    expect(button('Resume shot.png')).not.toBeInTheDocument();
    expect(button('Cancel shot.png')).not.toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Remove shot.png' }));
    expect(screen.queryByText('shot.png')).not.toBeInTheDocument();
  });

  it('answers the addresses of the finished files only', async () => {
    await addFiles(file('a.png'), file('b.png'));

    (await FakeUpload.of('a.png')).succeed('submissions/campaign-1/user-1/id-a.png');
    expect(screen.getByRole('status', { name: 'Addresses' })).toHaveTextContent(
      'submissions/campaign-1/user-1/id-a.png',
    );
    expect(screen.getByRole('progressbar', { name: 'a.png upload progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(button('Pause a.png')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Uploading' })).toHaveTextContent('true');

    (await FakeUpload.of('b.png')).fail(
      Object.assign(new DetailedError('refused'), {
        originalResponse: fakeResponse(413, 'File is too large: the limit is 20 MB per file'),
      }),
    );
    expect(screen.getByText('File is too large: the limit is 20 MB per file')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Uploading' })).toHaveTextContent('false');
  });

  it('adds dropped files and opens the picker from the drop zone', async () => {
    const person = userEvent.setup();
    renderWithProviders(<Harness />);
    const input = screen.getByLabelText('Screenshots');
    const click = vi.spyOn(input, 'click');

    await person.click(screen.getByRole('button', { name: 'Drop files here or click to choose: Screenshots' }));
    expect(click).toHaveBeenCalled();

    fireEvent.drop(screen.getByRole('button', { name: 'Drop files here or click to choose: Screenshots' }), {
      dataTransfer: { files: [file('dropped.png')] },
    });
    expect(screen.getByRole('progressbar', { name: 'dropped.png upload progress' })).toBeInTheDocument();
  });

  it('offers only the files its purpose takes, says which, and shows why the server refused another', async () => {
    renderWithProviders(<Harness />);
    expect(screen.getByLabelText('Screenshots')).toHaveAttribute('accept', acceptAttribute('screenshot'));
    const dropZone = screen.getByRole('button', { name: 'Drop files here or click to choose: Screenshots' });
    // SPEC §9: no file size or count limit is shown.
    expect(dropZone).toHaveAccessibleDescription('Images (PNG, JPEG, WebP, HEIC or GIF)');

    // A drop passes no picker: the server reads the file's bytes and says no.
    fireEvent.drop(dropZone, { dataTransfer: { files: [new File(['x'], 'clip.mp4', { type: 'video/mp4' })] } });
    (await FakeUpload.of('clip.mp4')).fail(
      Object.assign(new DetailedError('refused'), {
        originalResponse: fakeResponse(415, 'A screenshot must be an image (PNG, JPEG, WebP, HEIC or GIF)'),
      }),
    );
    expect(screen.getByText('A screenshot must be an image (PNG, JPEG, WebP, HEIC or GIF)')).toBeInTheDocument();
  });

  it('offers only Remove for a file of a type the field does not take, saying why, with no thumbnail', async () => {
    const person = userEvent.setup();
    renderWithProviders(<Harness />);
    // A drop passes no picker: the file goes up, and the server reads its bytes and refuses it.
    fireEvent.drop(screen.getByRole('button', { name: 'Drop files here or click to choose: Screenshots' }), {
      dataTransfer: { files: [new File(['II*'], 'scan.tiff', { type: 'image/tiff' })] },
    });
    const upload = await FakeUpload.of('scan.tiff');
    await vi.waitFor(() => expect(upload.starts).toBe(1));
    upload.fail(
      Object.assign(new DetailedError('refused'), {
        originalResponse: fakeResponse(415, 'A screenshot must be an image (PNG, JPEG, WebP, HEIC or GIF)'),
      }),
    );

    const row = screen.getByText('scan.tiff').closest('li') as HTMLElement;
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('A screenshot must be an image (PNG, JPEG, WebP, HEIC or GIF)')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Retry scan.tiff' })).not.toBeInTheDocument();
    expect(row.querySelector('img')).toBeNull();

    await person.click(within(row).getByRole('button', { name: 'Remove scan.tiff' }));
    expect(screen.queryByText('scan.tiff')).not.toBeInTheDocument();
    expect(upload.starts).toBe(1);
  });

  it('drops the thumbnail of a picked image the browser cannot draw', async () => {
    await addFiles(new File(['not really'], 'photo.heic', { type: 'image/heic' }));
    const row = screen.getByText('photo.heic').closest('li') as HTMLElement;
    fireEvent.error(row.querySelector('img') as HTMLImageElement);
    expect(row.querySelector('img')).toBeNull();
  });

  it('says how many files it takes before the upload, and adds no more than 20', async () => {
    const picked = Array.from({ length: 21 }, (_, index) => file(`shot-${index + 1}.png`));
    await addFiles(...picked);

    await waitFor(() => expect(FakeUpload.instances).toHaveLength(20));
    expect(screen.getByRole('alert')).toHaveTextContent('Only 20 files can be sent: 1 file was not added');
    expect(screen.queryByText('shot-21.png')).not.toBeInTheDocument();
  });

  it('retries a failed upload from the row that says why it failed', async () => {
    const person = await addFiles(file('shot.png'));
    const upload = await FakeUpload.of('shot.png');
    await vi.waitFor(() => expect(upload.starts).toBe(1));
    upload.fail(Object.assign(new DetailedError('refused'), { originalResponse: fakeResponse(503) }));
    expect(screen.getByText('Failed')).toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Retry shot.png' }));
    expect(upload.starts).toBe(2);
    expect(screen.getByText('Uploading')).toBeInTheDocument();
    expect(screen.queryByText('Upload failed (503)')).not.toBeInTheDocument();
    upload.succeed();
    expect(screen.getByText('Uploaded')).toBeInTheDocument();
  });

  it('says why an upload failed in the language chosen after the failure', async () => {
    await addFiles(file('shot.png'), file('other.png'));
    (await FakeUpload.of('shot.png')).fail(
      Object.assign(new DetailedError('refused'), { originalResponse: fakeResponse(402) }),
    );
    (await FakeUpload.of('other.png')).fail(
      Object.assign(new DetailedError('refused'), { originalResponse: fakeResponse(500) }),
    );
    expect(screen.getByText('The storage quota is exceeded')).toBeInTheDocument();
    expect(screen.getByText('Upload failed (500)')).toBeInTheDocument();

    const messages = await loadMessages('ms');
    act(() => i18n.loadAndActivate({ locale: 'ms', messages }));

    expect(screen.getByText('Kuota storan telah melebihi had')).toBeInTheDocument();
    expect(screen.getByText('Muat naik gagal (500)')).toBeInTheDocument();
  });

  it('says what a paused file needs before the work can be submitted', async () => {
    const person = await addFiles(file('shot.png'));
    const upload = await FakeUpload.of('shot.png');
    await vi.waitFor(() => expect(upload.starts).toBe(1));

    await person.click(screen.getByRole('button', { name: 'Pause shot.png' }));
    expect(await screen.findByText('Resume or remove this file to submit.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Uploading' })).toHaveTextContent('true');
  });

  it("lists the field's uploads a reload interrupted until the same files are picked again", async () => {
    await interruptedUpload('reel.png', 'campaign-1');
    await interruptedUpload('story.png', 'campaign-1');
    await interruptedUpload('other-task.png', 'campaign-2');
    await interruptedUpload('report.png', 'campaign-1', 'report');
    const person = userEvent.setup();
    renderWithProviders(<Harness />);

    expect(await screen.findByText('2 uploads were interrupted: pick the same files to continue')).toBeInTheDocument();
    expect(screen.getByText('reel.png, story.png')).toBeInTheDocument();

    await person.upload(screen.getByLabelText('Screenshots'), [file('reel.png', 300 * 1024)]);
    expect(screen.getByText('1 upload was interrupted: pick the same file to continue')).toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Forget them' }));
    expect(screen.queryByText(/interrupted/)).not.toBeInTheDocument();
    // reel.png is being resumed: its entry goes once the upload finishes.
    expect((await resumableUploads.findAllUploads()).map((upload) => upload.metadata.filename).sort()).toEqual([
      'other-task.png',
      'reel.png',
      'report.png',
    ]);
  });
});
