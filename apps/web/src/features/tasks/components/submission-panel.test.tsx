import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Task } from '@portal/domain/tasks';
import { tokenManager } from '@/lib/token-manager';
import { buildFinalSubmission, buildSentFile, buildSubmission } from '@/testing/admin-fixtures';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { FakeUpload } from '@/testing/fake-upload';
import { expectInvalid } from '@/testing/field-errors';
import { buildTask, tokenRoutes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { SubmissionPanel } from './submission-panel';

vi.mock('tus-js-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('tus-js-client')>()),
  Upload: (await import('@/testing/fake-upload')).FakeUpload,
}));

type TaskType = Task['campaignDetails']['taskType'];

function renderPanel(taskType: TaskType, overrides: Partial<Task> = {}) {
  renderWithProviders(
    <SubmissionPanel
      task={buildTask({ status: 'ACCEPTED', campaignDetails: { taskType }, ...overrides })}
      justAccepted={false}
    />,
  );
  return userEvent.setup();
}

const png = (name: string) => new File([new Uint8Array(100)], name, { type: 'image/png' });
/** A field by its label's text, which may end in the asterisk of a required field. */
const field = (label: string) => screen.queryByLabelText(new RegExp(`^${label}( \\*)?$`));
const dropZone = (label: string) =>
  screen.getByRole('button', { name: `Drop files here or click to choose: ${label}` });
/** The file input of an upload field: its label is the field's, the asterisk beside it. */
const fileInput = (label: string) => screen.getByLabelText(label, { selector: 'input[type="file"]' });

afterEach(() => {
  FakeUpload.instances = [];
  tokenManager.clear();
});

describe('SubmissionPanel', () => {
  it.each(['LIKE', 'SHARE', 'COMMENT', 'UNIQUECOMMENT', 'POST'] as const)(
    'asks a %s task for screenshots and a URL link',
    (taskType) => {
      renderPanel(taskType);

      expect(field('Screenshots')).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'URL Link' })).toHaveAttribute('maxLength', '1000');
      expect(field('Draft Comment')).not.toBeInTheDocument();
      expect(screen.getByText('Step 1: Upload screenshots of your completed task')).toBeInTheDocument();
      expect(
        screen.getByText('You can attach multiple files at once by selecting them together (multi-select).'),
      ).toBeInTheDocument();
      expect(screen.getByText(/7-14 working days.*verification with the client/)).toBeInTheDocument();
      expect(screen.getByText('Time Remaining')).toBeInTheDocument();
    },
  );

  it('asks a REVIEW task for screenshots only', async () => {
    const person = renderPanel('REVIEW');

    expect(field('Screenshots')).toBeInTheDocument();
    expect(field('URL Link')).not.toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Submit Task' }));
    expect(screen.getByText('Please upload screenshot')).toBeInTheDocument();
    expect(screen.queryByText('Please provide URL link for submission')).not.toBeInTheDocument();
  });

  it('requires screenshots and a link before it submits', async () => {
    const fetchMock = stubFetch(tokenRoutes);
    const person = renderPanel('POST');

    await person.click(screen.getByRole('button', { name: 'Submit Task' }));

    expect(screen.getByText('Please upload screenshot')).toBeInTheDocument();
    expect(screen.getByText('Please provide URL link for submission')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT /api/task/submit')).toHaveLength(0);
  });

  it.each(['instagram.com/p/1', 'https://a..b', 'ftp://instagram.com/p/1'])(
    'refuses the post link %s before it submits, as the server would',
    async (link) => {
      const fetchMock = stubFetch(tokenRoutes);
      const person = renderPanel('POST');
      await person.upload(screen.getByLabelText('Screenshots'), [png('one.png')]);
      (await FakeUpload.of('one.png')).succeed();

      await person.type(screen.getByRole('textbox', { name: 'URL Link' }), link);
      await person.click(screen.getByRole('button', { name: 'Submit Task' }));

      expect(screen.getByRole('textbox', { name: 'URL Link' })).toHaveAccessibleDescription(
        'Link is invalid - Please provide full URL including https://',
      );
      expect(requestsTo(fetchMock, 'PUT /api/task/submit')).toHaveLength(0);
    },
  );

  it('waits for the uploads, then sends the addresses and the link', async () => {
    const submitted = buildTask({ status: 'PENDING-CHECKING' });
    const fetchMock = stubFetch({ ...tokenRoutes, 'PUT /api/task/submit': { body: submitted } });
    const person = renderPanel('POST');

    expect(
      screen.getByRole('button', { name: 'Drop files here or click to choose: Screenshots' }),
    ).toHaveAccessibleDescription('Images (PNG, JPEG, WebP, HEIC or GIF)');
    await person.upload(screen.getByLabelText('Screenshots'), [png('one.png'), png('two.png')]);
    expect((await FakeUpload.of('one.png')).options.metadata).toMatchObject({
      kind: 'submissions',
      purpose: 'screenshot',
    });
    expect(screen.getByRole('button', { name: 'Submit Task' })).toBeDisabled();
    (await FakeUpload.of('one.png')).succeed('submissions/campaign-1/user-1/id-one.png');
    expect(screen.getByRole('button', { name: 'Submit Task' })).toBeDisabled();
    (await FakeUpload.of('two.png')).succeed('submissions/campaign-1/user-1/id-two.png');
    expect(screen.getByRole('button', { name: 'Submit Task' })).toBeEnabled();

    await person.type(screen.getByRole('textbox', { name: 'URL Link' }), ' https://instagram.com/p/1 ');
    await person.click(screen.getByRole('button', { name: 'Submit Task' }));

    expect(await screen.findByText('Task Submitted Successfully')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT /api/task/submit')[0]?.body).toEqual({
      newSubmission: {
        taskId: 'task-1',
        screenshotURL: ['submissions/campaign-1/user-1/id-one.png', 'submissions/campaign-1/user-1/id-two.png'],
        linkURL: 'https://instagram.com/p/1',
        draftComment: '',
        draftCommentURLArray: '',
      },
    });
  });

  it("shows the server's reason when it refuses a submission", async () => {
    stubFetch({
      ...tokenRoutes,
      'PUT /api/task/submit': {
        status: 400,
        body: { message: 'A file is not yours or has not finished uploading', code: 'file-not-usable' },
      },
    });
    const person = renderPanel('REVIEW');
    await person.upload(screen.getByLabelText('Screenshots'), [png('one.png')]);
    (await FakeUpload.of('one.png')).succeed();

    await person.click(screen.getByRole('button', { name: 'Submit Task' }));

    expect(await screen.findByText('Error submitting submission')).toBeInTheDocument();
    expect(screen.getByText('A file is not yours or has not finished uploading')).toBeInTheDocument();
  });

  it('asks a VIDEO task for its draft first, with the draft files at step 3', async () => {
    const fetchMock = stubFetch({ ...tokenRoutes, 'PUT /api/task/draft': { body: buildTask({ status: 'ACCEPTED' }) } });
    const person = renderPanel('VIDEO');

    expect(field('Screenshots')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Draft Comment' })).toBeInTheDocument();
    expect(screen.getByText('Step 3: Upload your draft')).toBeInTheDocument();
    expect(field('Draft Files')).toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Submit Draft' }));
    expect(screen.getByText('Please upload draft files')).toBeInTheDocument();
    expect(screen.getByText('Please provide draft comment')).toBeInTheDocument();

    await person.type(screen.getByRole('textbox', { name: 'Draft Comment' }), 'A 30-second unboxing');
    expect(
      screen.getByRole('button', { name: 'Drop files here or click to choose: Draft Files' }),
    ).toHaveAccessibleDescription(
      'Images (PNG, JPEG, WebP, HEIC or GIF) or videos (MP4, MOV or WebM) Please upload draft files',
    );
    await person.upload(screen.getByLabelText('Draft Files'), [
      new File([new Uint8Array(100)], 'draft.mp4', { type: 'video/mp4' }),
    ]);
    expect((await FakeUpload.of('draft.mp4')).options.metadata).toMatchObject({
      kind: 'submissions',
      purpose: 'draft',
    });
    (await FakeUpload.of('draft.mp4')).succeed('submissions/campaign-1/user-1/id-draft.mp4');
    expect(screen.queryByText('Please upload draft files')).not.toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Submit Draft' }));

    expect(await screen.findByText('Draft Submitted Successfully')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT /api/task/draft')[0]?.body).toEqual({
      newSubmission: {
        taskId: 'task-1',
        draftComment: 'A 30-second unboxing',
        draftCommentURLArray: ['submissions/campaign-1/user-1/id-draft.mp4'],
        linkURL: '',
      },
    });
  });

  it('asks a DRAFT task for a draft comment only', () => {
    renderPanel('DRAFT');

    expect(screen.getByRole('textbox', { name: 'Draft Comment' })).toHaveAttribute('maxLength', '5000');
    expect(field('Draft Files')).not.toBeInTheDocument();
    expect(field('Screenshots')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Draft' })).toBeInTheDocument();
  });

  it.each(['VIDEO', 'DRAFT'] as const)('shows the approved draft of a %s task with the final form', (taskType) => {
    renderPanel(taskType, { draftApproved: true, draftComment: 'A 30-second unboxing' });

    expect(screen.getByRole('alert', { name: 'Draft Approved' })).toHaveTextContent('A 30-second unboxing');
    expect(field('Draft Comment')).not.toBeInTheDocument();
    expect(field('Screenshots')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'URL Link' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Task' })).toBeInTheDocument();
  });

  it("sends the approved draft's files with a VIDEO task's final submission", async () => {
    const draftFile = (key: string) => buildSentFile({ key, role: 'draft', contentType: 'video/mp4' });
    const fetchMock = stubFetch({
      ...tokenRoutes,
      // Newest first: a rejected final submission, the approved draft, an earlier draft.
      'GET /api/task/history': {
        body: {
          submissions: [
            buildFinalSubmission(),
            buildSubmission({
              id: 'draft-2',
              stage: 'DRAFT',
              files: [
                draftFile('submissions/campaign-1/user-1/cut-2.mp4'),
                draftFile('submissions/campaign-1/user-1/b-roll.mov'),
              ],
            }),
            buildSubmission({
              id: 'draft-1',
              stage: 'DRAFT',
              files: [draftFile('submissions/campaign-1/user-1/cut-1.mp4')],
            }),
          ],
          reports: [],
        },
      },
      'PUT /api/task/submit': { body: buildTask({ status: 'PENDING-CHECKING' }) },
    });
    const person = renderPanel('VIDEO', { status: 'REJECTED', draftApproved: true, draftComment: 'Second cut' });
    await person.upload(screen.getByLabelText('Screenshots'), [png('live.png')]);
    (await FakeUpload.of('live.png')).succeed('submissions/campaign-1/user-1/live.png');
    await person.type(screen.getByRole('textbox', { name: 'URL Link' }), 'https://tiktok.com/@me/video/1');

    await person.click(screen.getByRole('button', { name: 'Submit Task' }));

    expect(await screen.findByText('Task Submitted Successfully')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT /api/task/submit')[0]?.body).toMatchObject({
      newSubmission: {
        screenshotURL: ['submissions/campaign-1/user-1/live.png'],
        draftComment: 'Second cut',
        draftCommentURLArray: ['submissions/campaign-1/user-1/cut-2.mp4', 'submissions/campaign-1/user-1/b-roll.mov'],
      },
    });
  });

  it('holds the draft form back while the draft waits for review', () => {
    renderPanel('VIDEO', { draftAwaitingReview: true, draftComment: 'First cut' });
    expect(screen.getByText('Draft Submitted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Draft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Task' })).not.toBeInTheDocument();
  });

  it('shows the remark of a rejected task', () => {
    renderPanel('POST', { status: 'REJECTED', rejectionComments: 'The link does not open' });

    expect(screen.getByText('Rejected. Resubmit Required')).toBeInTheDocument();
    expect(screen.getByText('The link does not open')).toBeInTheDocument();
  });

  it('counts the revisions of a rejected task against those agreed', () => {
    renderPanel('POST', { status: 'REJECTED', rejectionComments: 'Blurry', revisions: { used: 1, included: 2 } });

    expect(screen.getByText('Revision 1 of 2')).toBeInTheDocument();
  });

  it('says when a rejection went beyond the revisions agreed', () => {
    renderPanel('POST', { status: 'REJECTED', rejectionComments: 'Blurry', revisions: { used: 3, included: 2 } });

    expect(screen.getByText('Revision 3 of 2 — beyond the revisions agreed')).toBeInTheDocument();
  });
  describe('errors tied to their fields (issue 15 item 6)', () => {
    it('marks the required fields of the final form', () => {
      renderPanel('POST');

      expect(fileInput('Screenshots')).toBeRequired();
      expect(fileInput('Screenshots').closest('[role="group"]')).toHaveTextContent(/^Screenshots \*/);
      const link = screen.getByRole('textbox', { name: 'URL Link' });
      expect(link).toHaveAttribute('aria-required', 'true');
      expect((link as HTMLInputElement).labels?.[0]).toHaveTextContent('URL Link *');
    });

    it('ties each error of a refused final submission to its field and focuses the first', async () => {
      const person = renderPanel('POST');

      await person.click(screen.getByRole('button', { name: 'Submit Task' }));

      expectInvalid(dropZone('Screenshots'), 'Please upload screenshot');
      expectInvalid(fileInput('Screenshots'), 'Please upload screenshot');
      expectInvalid(fileInput('Screenshots').closest('[role="group"]') as Element, 'Please upload screenshot');
      expectInvalid(screen.getByRole('textbox', { name: 'URL Link' }), 'Please provide URL link for submission');
      expect(dropZone('Screenshots')).toHaveFocus();

      await person.upload(fileInput('Screenshots'), [png('one.png')]);
      (await FakeUpload.of('one.png')).succeed();
      await person.click(screen.getByRole('button', { name: 'Submit Task' }));

      expect(dropZone('Screenshots')).not.toHaveAttribute('aria-invalid');
      expect(screen.getByRole('textbox', { name: 'URL Link' })).toHaveFocus();
    });

    it('ties the errors of a refused draft to its fields, marks them required and focuses the first', async () => {
      const person = renderPanel('VIDEO');
      const comment = screen.getByRole('textbox', { name: 'Draft Comment' });
      expect(comment).toHaveAttribute('aria-required', 'true');
      expect((comment as HTMLTextAreaElement).labels?.[0]).toHaveTextContent('Draft Comment *');
      expect(fileInput('Draft Files')).toBeRequired();
      expect(fileInput('Draft Files').closest('[role="group"]')).toHaveTextContent(/^Draft Files \*/);

      await person.click(screen.getByRole('button', { name: 'Submit Draft' }));

      expectInvalid(comment, 'Please provide draft comment');
      expectInvalid(dropZone('Draft Files'), 'Please upload draft files');
      expect(comment).toHaveFocus();

      await person.type(comment, 'A 30-second unboxing');
      await person.click(screen.getByRole('button', { name: 'Submit Draft' }));

      expect(comment).not.toHaveAttribute('aria-invalid');
      expect(dropZone('Draft Files')).toHaveFocus();
    });
  });
});
