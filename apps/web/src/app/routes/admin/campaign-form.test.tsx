import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { DetailedError } from 'tus-js-client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_CHANGED, logoUrlForUpload } from '@portal/domain/admin';
import { acceptAttribute } from '@portal/domain/uploads';
import { activateLocale } from '@/lib/i18n/locale';
import { tokenManager } from '@/lib/token-manager';
import { buildAdmin, buildAdminCampaign, CAMPAIGN_ID, QUESTION_IDS } from '@/testing/admin-fixtures';
import { FakeUpload, fakeResponse } from '@/testing/fake-upload';
import { requestsTo, stubFetch, type StubRoutes } from '@/testing/fetch-stub';
import { storedSessionRoutes } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';
import { selectOption } from '@/testing/select-option';

vi.mock('tus-js-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('tus-js-client')>()),
  Upload: (await import('@/testing/fake-upload')).FakeUpload,
}));

const NEW_ID = '11111111-2222-4333-8444-555555555555';
const emptyPage = { items: [], total: 0, page: 1, pageSize: 25 };

/** The admin's session, and the campaign page the form goes to after saving. */
function adminRoutes(extra: StubRoutes = {}): StubRoutes {
  return {
    ...storedSessionRoutes(buildAdmin()),
    [`GET /api/admin/campaigns/${NEW_ID}`]: { body: buildAdminCampaign({ id: NEW_ID, title: 'Raya Glow Serum' }) },
    [`GET /api/admin/campaigns/${NEW_ID}/tasks`]: { body: emptyPage },
    ...extra,
  };
}

const question = (number: number) => screen.getByRole('group', { name: `Screening question ${number}` });

/** Picks a question's answer type in the dropdown of that question's select. */
async function chooseAnswerType(person: UserEvent, number: number, type: string) {
  const select = within(question(number)).getByRole('combobox', { name: 'Answer type' });
  await person.click(select);
  const listbox = await waitFor(() => {
    const found = document.getElementById(select.getAttribute('aria-controls') ?? '');
    expect(found).not.toBeNull();
    return found as HTMLElement;
  });
  await person.click(within(listbox).getByRole('option', { name: type, hidden: true }));
}

// The back office is loaded lazily: have its code ready, as a warm browser cache would.
beforeAll(async () => {
  await import('./admin-root');
});

afterEach(() => {
  FakeUpload.instances = [];
  tokenManager.clear();
});

/** Types a text at once (pasted), as the form re-renders on every key. */
async function fill(person: UserEvent, field: HTMLElement, text: string) {
  await person.click(field);
  await person.paste(text);
}

async function fillEveryField(person: UserEvent) {
  await fill(person, await screen.findByRole('textbox', { name: 'Title' }), 'Raya Glow Serum');

  await person.upload(screen.getByLabelText('Brand logo image'), new File(['png'], 'glow.png', { type: 'image/png' }));
  expect(screen.getByRole('progressbar', { name: 'Uploading glow.png' })).toBeInTheDocument();
  (await FakeUpload.of('glow.png')).succeed('logos/7d1e-glow.png');

  await selectOption(person, 'Task type', 'Unique Comment');
  await selectOption(person, 'Platform', 'Instagram');
  const currency = screen.getByRole('textbox', { name: 'Currency' });
  await person.clear(currency);
  await fill(person, currency, 'SGD');
  await fill(person, screen.getByRole('textbox', { name: 'Incentive' }), '150.5');
  fireEvent.change(screen.getByLabelText(/^Deadline/), { target: { value: '2026-12-31T23:59' } });
  await fill(person, screen.getByRole('textbox', { name: 'Unique comment URL' }), 'https://instagram.com/p/glow');
  await fill(person, screen.getByRole('textbox', { name: 'Requirements' }), 'At least 5,000 followers');
  await fill(person, screen.getByRole('textbox', { name: 'Instructions' }), 'Comment on the post');
  await person.click(screen.getByRole('checkbox', { name: 'Requires a report' }));
  await fill(person, screen.getByRole('textbox', { name: 'Referral fee' }), '20');
  await fill(person, screen.getByRole('textbox', { name: 'Referral criteria' }), 'Friends with 1,000 followers');
  await fill(person, screen.getByRole('textbox', { name: 'Referral instructions' }), 'Share your link');
  const paymentDays = screen.getByRole('textbox', { name: 'Payment within (working days)' });
  await person.clear(paymentDays);
  await fill(person, paymentDays, '10');
  const revisions = screen.getByRole('textbox', { name: 'Revisions included' });
  await person.clear(revisions);
  await fill(person, revisions, '1');
  await selectOption(person, 'Content usage rights', 'Paid ads for 90 days');
  await fill(person, screen.getByRole('textbox', { name: 'Usage rights note' }), 'Malaysia only');
  const autoApproval = screen.getByRole('checkbox', { name: 'Approve drafts and submissions automatically' });
  expect(autoApproval).not.toBeChecked();
  await person.click(autoApproval);

  await person.click(screen.getByRole('button', { name: 'Add question' }));
  await fill(person, within(question(1)).getByRole('textbox', { name: 'Question' }), 'Why do you like our serum?');
  await person.click(screen.getByRole('button', { name: 'Add question' }));
  await fill(person, within(question(2)).getByRole('textbox', { name: 'Question' }), 'Which products do you use?');
  await chooseAnswerType(person, 2, 'Multiple choice');
  await fill(person, within(question(2)).getByRole('textbox', { name: 'Question 2 option 1' }), 'Serum');
  await fill(person, within(question(2)).getByRole('textbox', { name: 'Question 2 option 2' }), 'Toner');
  await person.click(within(question(2)).getByRole('button', { name: 'Add an option to question 2' }));
  await fill(person, within(question(2)).getByRole('textbox', { name: 'Question 2 option 3' }), 'Cleanser');
  await person.click(within(question(2)).getByRole('switch', { name: 'Required' }));
}

describe('New campaign', () => {
  it('shows the schema’s messages at the fields and sends nothing', async () => {
    const fetchMock = stubFetch(adminRoutes());
    renderApp('/admin/campaigns/new');
    const person = userEvent.setup({ delay: null });

    await person.click(await screen.findByRole('button', { name: 'Create campaign' }));

    expect(await screen.findByText('Please enter the campaign title')).toBeInTheDocument();
    expect(screen.getByText('Please choose the task type')).toBeInTheDocument();
    expect(screen.getByText('Please choose the platform')).toBeInTheDocument();
    expect(screen.getByText('Please enter the incentive, at least 0')).toBeInTheDocument();
    expect(screen.getByText('Please enter the deadline date and time')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    expect(requestsTo(fetchMock, 'POST /api/admin/campaigns')).toHaveLength(0);
  });

  it('refuses a deadline typed in the year 26 at its field, and sends nothing', async () => {
    const fetchMock = stubFetch(adminRoutes());
    renderApp('/admin/campaigns/new');
    const person = userEvent.setup({ delay: null });
    fireEvent.change(await screen.findByLabelText(/^Deadline/), { target: { value: '0026-12-31T23:59' } });

    await person.click(screen.getByRole('button', { name: 'Create campaign' }));

    expect(await screen.findByText('The deadline must fall between the years 2000 and 2100')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/admin/campaigns')).toHaveLength(0);
  });

  it('starts from the default terms, and says which term is missing at its field', async () => {
    const fetchMock = stubFetch(adminRoutes());
    renderApp('/admin/campaigns/new');
    const person = userEvent.setup({ delay: null });

    const paymentDays = await screen.findByRole('textbox', { name: 'Payment within (working days)' });
    expect(paymentDays).toHaveValue('14');
    expect(screen.getByRole('textbox', { name: 'Brand review within (working days)' })).toHaveValue('3');
    expect(screen.getByRole('textbox', { name: 'Revisions included' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'Content usage rights' })).toHaveValue('Organic posts only');
    await person.clear(paymentDays);
    await person.click(screen.getByRole('button', { name: 'Create campaign' }));

    expect(await screen.findByText('Payment must be due within 1 to 60 working days')).toBeInTheDocument();
    expect(paymentDays).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(fetchMock, 'POST /api/admin/campaigns')).toHaveLength(0);
  });

  it('sends every field and the reordered questions, then opens the new campaign', async () => {
    const fetchMock = stubFetch(adminRoutes({ 'POST /api/admin/campaigns': { body: { id: NEW_ID } } }));
    renderApp('/admin/campaigns/new');
    const person = userEvent.setup({ delay: null });

    await fillEveryField(person);
    const uploaded = await FakeUpload.of('glow.png');
    expect(uploaded.options.metadata).toEqual({ kind: 'logos', purpose: 'logo', filename: 'glow.png' });
    expect(screen.getByRole('img', { name: 'Brand logo preview' })).toHaveAttribute(
      'src',
      logoUrlForUpload(uploaded.url ?? ''),
    );

    await person.click(within(question(2)).getByRole('button', { name: 'Move question 2 up' }));
    expect(within(question(1)).getByRole('textbox', { name: 'Question' })).toHaveValue('Which products do you use?');
    expect(within(question(1)).getByRole('button', { name: 'Move question 1 down' })).toHaveFocus();
    expect(screen.getByText('Question moved to position 1 of 2')).toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Create campaign' }));

    expect(await screen.findByText('Campaign created')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Raya Glow Serum' })).toBeInTheDocument();
    const [sent] = requestsTo(fetchMock, 'POST /api/admin/campaigns');
    expect(sent?.body).toEqual({
      title: 'Raya Glow Serum',
      brandLogoUrl: logoUrlForUpload(uploaded.url ?? ''),
      taskType: 'UNIQUECOMMENT',
      platform: 'INSTAGRAM',
      currency: 'SGD',
      incentive: 150.5,
      requirements: 'At least 5,000 followers',
      instructions: 'Comment on the post',
      uniqueCommentUrl: 'https://instagram.com/p/glow',
      referralFee: 20,
      referralCriteria: 'Friends with 1,000 followers',
      referralInstructions: 'Share your link',
      deadline: new Date('2026-12-31T23:59').toISOString(),
      requiresReport: true,
      autoApproveLateReviews: true,
      budget: null,
      fundsConfirmed: false,
      terms: {
        paymentDays: 10,
        reviewDays: 3,
        revisionsIncluded: 1,
        usageRights: 'PAID_90',
        usageNote: 'Malaysia only',
      },
      screeningQuestions: [
        {
          question: 'Which products do you use?',
          questionType: 'multipleChoice',
          required: false,
          options: ['Serum', 'Toner', 'Cleanser'],
        },
        { question: 'Why do you like our serum?', questionType: 'text', required: true, options: [] },
      ],
    });
  });

  it("says which logo files it takes in the page's language", async () => {
    await activateLocale('zh-Hans');
    stubFetch(adminRoutes());
    renderApp('/admin/campaigns/new');

    await screen.findByLabelText('品牌标志图片');
    expect(screen.getByText('图片（PNG、JPEG、GIF 或 WebP）')).toBeInTheDocument();
  });

  it('uploads a logo with its progress, says why an upload failed, and removes the logo', async () => {
    stubFetch(adminRoutes());
    renderApp('/admin/campaigns/new');
    const person = userEvent.setup({ delay: null });
    const logoInput = await screen.findByLabelText('Brand logo image');
    expect(logoInput).toHaveAttribute('accept', acceptAttribute('logo'));
    expect(screen.getByText('Images (PNG, JPEG, GIF or WebP)')).toBeInTheDocument();

    await person.upload(logoInput, new File(['big'], 'huge.png', { type: 'image/png' }));
    (await FakeUpload.of('huge.png')).progress(1);
    expect(screen.getByRole('progressbar', { name: 'Uploading huge.png' })).toBeInTheDocument();
    (await FakeUpload.of('huge.png')).fail(
      Object.assign(new DetailedError('refused'), { originalResponse: fakeResponse(413) }),
    );
    expect(await screen.findByText('huge.png could not be uploaded: File is too large')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Brand logo preview' })).not.toBeInTheDocument();

    await person.upload(logoInput, new File(['png'], 'glow.png', { type: 'image/png' }));
    (await FakeUpload.of('glow.png')).succeed('logos/7d1e-glow.png');
    expect(await screen.findByRole('img', { name: 'Brand logo preview' })).toBeInTheDocument();
    expect(screen.queryByText(/could not be uploaded/)).not.toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Remove logo' }));
    expect(screen.queryByRole('img', { name: 'Brand logo preview' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Brand logo URL' })).toHaveValue('');
  });

  it('keeps what was typed and shows the server’s reason when the save fails', async () => {
    stubFetch(
      adminRoutes({
        'POST /api/admin/campaigns': {
          status: 400,
          body: { message: 'Please enter the deadline date and time', code: 'deadline-required' },
        },
      }),
    );
    renderApp('/admin/campaigns/new');
    const person = userEvent.setup({ delay: null });

    await fillEveryField(person);
    await person.click(screen.getByRole('button', { name: 'Create campaign' }));

    expect(await screen.findByRole('alert', { name: 'The campaign was not saved' })).toHaveTextContent(
      'Please enter the deadline date and time',
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Raya Glow Serum');
    expect(within(question(2)).getByRole('textbox', { name: 'Question' })).toHaveValue('Which products do you use?');
    expect(screen.getByRole('heading', { name: 'New campaign' })).toBeInTheDocument();
  });
});

describe('Edit campaign', () => {
  const campaign = buildAdminCampaign({
    screeningQuestions: [
      {
        id: QUESTION_IDS[0],
        question: 'Why do you like our serum?',
        questionType: 'text',
        required: true,
        options: [],
        answered: true,
      },
      {
        id: QUESTION_IDS[1],
        question: 'Do you have oily skin?',
        questionType: 'checkbox',
        required: false,
        options: [],
        answered: false,
      },
    ],
  });

  it('is prefilled, refuses to remove an answered question, removes another after confirming, and saves', async () => {
    const fetchMock = stubFetch({
      ...adminRoutes(),
      [`GET /api/admin/campaigns/${CAMPAIGN_ID}`]: { body: campaign },
      [`GET /api/admin/campaigns/${CAMPAIGN_ID}/tasks`]: { body: emptyPage },
      [`PUT /api/admin/campaigns/${CAMPAIGN_ID}`]: { body: null },
    });
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}/edit`);
    const person = userEvent.setup({ delay: null });

    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Raya Glow Serum');
    expect(screen.getByRole('textbox', { name: 'Incentive' })).toHaveValue('150.5');
    expect(screen.getByRole('textbox', { name: 'Requirements' })).toHaveValue('At least 5,000 followers');
    // Every text field carries the server's limit.
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('maxLength', '200');
    expect(screen.getByRole('textbox', { name: 'Requirements' })).toHaveAttribute('maxLength', '5000');
    expect(screen.getByRole('textbox', { name: 'Referral criteria' })).toHaveAttribute('maxLength', '2000');
    expect(within(question(1)).getByRole('textbox', { name: 'Question' })).toHaveAttribute('maxLength', '500');
    expect(screen.getByRole('img', { name: 'Brand logo preview' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/glow.png',
    );

    const answeredRemove = within(question(1)).getByRole('button', { name: 'Remove question 1' });
    expect(answeredRemove).toBeDisabled();
    expect(answeredRemove).toHaveAccessibleDescription(/Creators have answered this question, so it cannot be removed/);

    await person.click(within(question(2)).getByRole('button', { name: 'Remove question 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove screening question 2?' });
    await person.click(within(dialog).getByRole('button', { name: 'Remove question' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Screening question 2' })).not.toBeInTheDocument());

    const title = screen.getByRole('textbox', { name: 'Title' });
    await person.clear(title);
    await person.type(title, 'Raya Glow Serum 2');
    await person.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Campaign saved')).toBeInTheDocument();
    const [sent] = requestsTo(fetchMock, `PUT /api/admin/campaigns/${CAMPAIGN_ID}`);
    expect(sent?.body).toMatchObject({
      title: 'Raya Glow Serum 2',
      brandLogoUrl: 'https://cdn.example.com/glow.png',
      deadline: campaign.deadline,
      screeningQuestions: [
        {
          id: QUESTION_IDS[0],
          question: 'Why do you like our serum?',
          questionType: 'text',
          required: true,
          options: [],
        },
      ],
    });
    expect(await screen.findByRole('button', { name: 'Duplicate' })).toBeInTheDocument();
  });

  it('shows the automatic approval as saved, and sends it turned off', async () => {
    const fetchMock = stubFetch({
      ...adminRoutes(),
      [`GET /api/admin/campaigns/${CAMPAIGN_ID}`]: { body: { ...campaign, autoApproveLateReviews: true } },
      [`GET /api/admin/campaigns/${CAMPAIGN_ID}/tasks`]: { body: emptyPage },
      [`PUT /api/admin/campaigns/${CAMPAIGN_ID}`]: { body: null },
    });
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}/edit`);
    const person = userEvent.setup({ delay: null });

    const autoApproval = await screen.findByRole('checkbox', { name: 'Approve drafts and submissions automatically' });
    expect(autoApproval).toBeChecked();
    expect(autoApproval).toHaveAccessibleDescription(
      /When a review is two working days past its promise, the draft or submission is approved for the creator/,
    );
    await person.click(autoApproval);
    await person.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Campaign saved')).toBeInTheDocument();
    const [sent] = requestsTo(fetchMock, `PUT /api/admin/campaigns/${CAMPAIGN_ID}`);
    expect(sent?.body).toMatchObject({ autoApproveLateReviews: false });
  });

  it('keeps the deadline to the second when it is not changed, and prefills it with its seconds', async () => {
    const lastSecond = { ...campaign, deadline: '2026-12-31T15:59:59.000Z' };
    const fetchMock = stubFetch({
      ...adminRoutes(),
      [`GET /api/admin/campaigns/${CAMPAIGN_ID}`]: { body: lastSecond },
      [`GET /api/admin/campaigns/${CAMPAIGN_ID}/tasks`]: { body: emptyPage },
      [`PUT /api/admin/campaigns/${CAMPAIGN_ID}`]: { body: null },
    });
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}/edit`);
    const person = userEvent.setup({ delay: null });

    const title = await screen.findByRole('textbox', { name: 'Title' });
    // The field shows the seconds (the time zone moves the hour, never the seconds).
    expect((screen.getByLabelText(/^Deadline/) as HTMLInputElement).value).toMatch(/T\d\d:59:59/);
    await person.type(title, ' 2');
    await person.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Campaign saved')).toBeInTheDocument();
    expect(requestsTo(fetchMock, `PUT /api/admin/campaigns/${CAMPAIGN_ID}`)[0]?.body).toMatchObject({
      title: 'Raya Glow Serum 2',
      deadline: '2026-12-31T15:59:59.000Z',
    });
  });

  it('shows the server’s reason when it refuses the change (409)', async () => {
    stubFetch({
      ...adminRoutes(),
      [`GET /api/admin/campaigns/${CAMPAIGN_ID}`]: { body: campaign },
      [`PUT /api/admin/campaigns/${CAMPAIGN_ID}`]: {
        status: 409,
        body: { message: 'This question has answers and cannot be removed', code: 'question-has-answers' },
      },
    });
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}/edit`);
    const person = userEvent.setup({ delay: null });

    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Raya Glow Serum');
    await person.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('alert', { name: 'The campaign was not saved' })).toHaveTextContent(
      'This question has answers and cannot be removed',
    );
  });

  it('shows what another manager saved meanwhile, keeps what was typed, and saves over their version next', async () => {
    const theirs = {
      ...campaign,
      title: 'Raya Glow Serum, final',
      incentive: 175,
      updatedAt: '2026-11-02T09:30:00.000Z',
    };
    let saved = campaign;
    const fetchMock = stubFetch({
      ...adminRoutes(),
      [`GET /api/admin/campaigns/${CAMPAIGN_ID}`]: () => ({ body: saved }),
      [`GET /api/admin/campaigns/${CAMPAIGN_ID}/tasks`]: { body: emptyPage },
      [`PUT /api/admin/campaigns/${CAMPAIGN_ID}`]: (request) => {
        const { updatedAt } = request.body as { updatedAt: string };
        if (updatedAt !== saved.updatedAt) {
          return { status: 409, body: { message: CAMPAIGN_CHANGED, code: 'campaign-changed' } };
        }
        return { body: null };
      },
    });
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}/edit`);
    const person = userEvent.setup({ delay: null });
    const instructions = await screen.findByRole('textbox', { name: 'Instructions' });
    await person.clear(instructions);
    await fill(person, instructions, 'Comment before Friday');
    saved = theirs;

    await person.click(screen.getByRole('button', { name: 'Save changes' }));

    const conflict = await screen.findByRole('alert', { name: CAMPAIGN_CHANGED });
    await waitFor(() => expect(conflict).toHaveFocus());
    expect(within(conflict).getByText('Raya Glow Serum, final')).toBeInTheDocument();
    expect(within(conflict).getByText('175')).toBeInTheDocument();
    expect(within(conflict).queryByText('Requirements:')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Instructions' })).toHaveValue('Comment before Friday');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Raya Glow Serum');

    await person.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Campaign saved')).toBeInTheDocument();
    const puts = requestsTo(fetchMock, `PUT /api/admin/campaigns/${CAMPAIGN_ID}`);
    expect(puts.map((put) => (put.body as { updatedAt: string }).updatedAt)).toEqual([
      campaign.updatedAt,
      theirs.updatedAt,
    ]);
    expect(puts[1]?.body).toMatchObject({ instructions: 'Comment before Friday' });
  });

  it('locks the incentive, currency and report rule once a creator accepted, saying why, and saves the rest', async () => {
    const fetchMock = stubFetch({
      ...adminRoutes(),
      [`GET /api/admin/campaigns/${CAMPAIGN_ID}`]: { body: { ...campaign, paymentTermsFixed: true } },
      [`GET /api/admin/campaigns/${CAMPAIGN_ID}/tasks`]: { body: emptyPage },
      [`PUT /api/admin/campaigns/${CAMPAIGN_ID}`]: { body: null },
    });
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}/edit`);
    const person = userEvent.setup({ delay: null });

    const why = /Locked: a creator has already accepted the campaign with this value/;
    const incentive = await screen.findByRole('textbox', { name: 'Incentive' });
    for (const field of [
      incentive,
      screen.getByRole('textbox', { name: 'Currency' }),
      screen.getByRole('checkbox', { name: 'Requires a report' }),
    ]) {
      expect(field).toBeDisabled();
      expect(field).toHaveAccessibleDescription(why);
    }
    const title = screen.getByRole('textbox', { name: 'Title' });
    await person.clear(title);
    await fill(person, title, 'Raya Glow Serum 2');
    await person.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Campaign saved')).toBeInTheDocument();
    expect(requestsTo(fetchMock, `PUT /api/admin/campaigns/${CAMPAIGN_ID}`)[0]?.body).toMatchObject({
      title: 'Raya Glow Serum 2',
      incentive: campaign.incentive,
      currency: campaign.currency,
      requiresReport: campaign.requiresReport,
    });
  });

  it('says at once when a logo address does not load as an image, and does not save it', async () => {
    const fetchMock = stubFetch({
      ...adminRoutes(),
      [`GET /api/admin/campaigns/${CAMPAIGN_ID}`]: { body: campaign },
      [`PUT /api/admin/campaigns/${CAMPAIGN_ID}`]: { body: null },
    });
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}/edit`);
    const person = userEvent.setup({ delay: null });
    const logoUrl = await screen.findByRole('textbox', { name: 'Brand logo URL' });
    await person.clear(logoUrl);
    await fill(person, logoUrl, 'https://example.com/page');

    fireEvent.error(screen.getByRole('img', { name: 'Brand logo preview' }));

    const why = 'This address does not load as an image. Check it, or upload the image.';
    expect(await screen.findByText(why)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Brand logo URL' })).toHaveAccessibleDescription(new RegExp(why));
    expect(screen.queryByRole('img', { name: 'Brand logo preview' })).not.toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Brand logo URL' })).toHaveFocus());
    expect(requestsTo(fetchMock, `PUT /api/admin/campaigns/${CAMPAIGN_ID}`)).toHaveLength(0);
  });

  it('says a closed campaign cannot be edited', async () => {
    stubFetch({
      ...adminRoutes(),
      [`GET /api/admin/campaigns/${CAMPAIGN_ID}`]: {
        body: { ...campaign, closedAt: '2026-11-20T00:00:00.000Z' },
      },
    });
    renderApp(`/admin/campaigns/${CAMPAIGN_ID}/edit`);

    expect(await screen.findByText('A closed campaign cannot be edited.', { exact: false })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});
