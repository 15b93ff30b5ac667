import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenManager } from '@/lib/token-manager';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { FakeUpload } from '@/testing/fake-upload';
import { expectInvalid } from '@/testing/field-errors';
import { buildTask, tokenRoutes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { ReportPanel } from './report-panel';

vi.mock('tus-js-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('tus-js-client')>()),
  Upload: (await import('@/testing/fake-upload')).FakeUpload,
}));

const task = buildTask({ status: 'APPROVED-PENDING-REPORT' });

afterEach(() => {
  FakeUpload.instances = [];
  tokenManager.clear();
});

describe('ReportPanel', () => {
  it('links to the example report in a new tab', () => {
    renderWithProviders(<ReportPanel task={task} />);

    const link = screen.getByRole('link', { name: 'View example report' });
    expect(link).toHaveAttribute('href', '/example-report');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('requires report screenshots', async () => {
    const fetchMock = stubFetch(tokenRoutes);
    renderWithProviders(<ReportPanel task={task} />);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit Report' }));

    expect(screen.getByText('Please upload screenshot')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT /api/task/submit/report')).toHaveLength(0);
  });

  it('uploads the screenshots as reports and sends their addresses', async () => {
    const fetchMock = stubFetch({
      ...tokenRoutes,
      'PUT /api/task/submit/report': { body: buildTask({ status: 'APPROVED-PENDING-PAYMENT' }) },
    });
    renderWithProviders(<ReportPanel task={task} />);
    const person = userEvent.setup();

    await person.upload(screen.getByLabelText('Report Screenshots', { selector: 'input' }), [
      new File(['x'], 'insights.png'),
    ]);
    const upload = await FakeUpload.of('insights.png');
    expect(upload.options.metadata).toMatchObject({ kind: 'reports', purpose: 'report', campaignId: 'campaign-1' });
    upload.succeed('reports/campaign-1/user-1/id-insights.png');
    await person.click(screen.getByRole('button', { name: 'Submit Report' }));

    expect(await screen.findByText('Report Submitted Successfully')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT /api/task/submit/report')[0]?.body).toEqual({
      newSubmission: { taskId: 'task-1', reportURL: ['reports/campaign-1/user-1/id-insights.png'] },
    });
  });

  it('says when the report cannot be submitted', async () => {
    stubFetch({
      ...tokenRoutes,
      'PUT /api/task/submit/report': {
        status: 500,
        body: { message: 'Something went wrong. Please try again.', code: 'internal' },
      },
    });
    renderWithProviders(<ReportPanel task={task} />);
    const person = userEvent.setup();
    await person.upload(screen.getByLabelText('Report Screenshots', { selector: 'input' }), [
      new File(['x'], 'insights.png'),
    ]);
    (await FakeUpload.of('insights.png')).succeed();

    await person.click(screen.getByRole('button', { name: 'Submit Report' }));

    expect(await screen.findByText('Error submitting report')).toBeInTheDocument();
  });
  it('marks its screenshots required, and ties a refusal to them and focuses them (issue 15 item 6)', async () => {
    renderWithProviders(<ReportPanel task={task} />);
    const input = screen.getByLabelText('Report Screenshots', { selector: 'input' });
    expect(input).toBeRequired();
    expect(input.closest('[role="group"]')).toHaveTextContent(/^Report Screenshots \*/);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit Report' }));

    const dropZone = screen.getByRole('button', { name: 'Drop files here or click to choose: Report Screenshots' });
    expectInvalid(dropZone, 'Please upload screenshot');
    expectInvalid(input, 'Please upload screenshot');
    expect(dropZone).toHaveFocus();
  });
});
