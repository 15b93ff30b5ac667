import fs from 'node:fs/promises';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { AxeSweep } from './support/axe.ts';
import { openQueueItem } from './support/back-office.ts';
import { E2E_ADMIN, E2E_PAYPAL_STUB_CONTROL_URL } from './support/constants.ts';
import { CreatorApi } from './support/creator-api.ts';
import { createCreator, latestMailTo, signInThroughApi, uniqueEmail, type Creator } from './support/fixtures.ts';

const DAY = 24 * 60 * 60 * 1000;
/** PayPal's words for a RETURNED payment, as the stub gives them. */
const PAYPAL_RETURN_REASON = 'RECEIVER_REFUSED: The recipient has refused this payout in this currency.';

/** Tells the PayPal stub how payments to this receiver end. */
async function scriptPaypal(receiver: string, outcome: 'SUCCESS' | 'RETURNED') {
  const control = await playwrightRequest.newContext();
  const scripted = await control.post(`${E2E_PAYPAL_STUB_CONTROL_URL}/script`, { data: { receiver, outcome } });
  expect(scripted.ok(), await scripted.text()).toBe(true);
  await control.dispose();
}

/** How many payments the PayPal stub took for this receiver, over every batch. */
async function paypalPaymentsTo(receiver: string): Promise<number> {
  const control = await playwrightRequest.newContext();
  const answer = await control.get(`${E2E_PAYPAL_STUB_CONTROL_URL}/payments`, { params: { receiver } });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { payments } = (await answer.json()) as { payments: number };
  await control.dispose();
  return payments;
}

/** The creator's task in the campaign, which an invitation made. */
async function taskOf(baseURL: string, creator: Creator, campaignId: string): Promise<string> {
  const creatorApi = await CreatorApi.signIn(baseURL, creator.email, creator.password);
  const tasks = await creatorApi.get<{ id: string; associatedCampaign: string }[]>('/api/task');
  await creatorApi.close();
  const taskId = tasks.find((task) => task.associatedCampaign === campaignId)?.id;
  if (!taskId) throw new Error(`${creator.email} has no task in the campaign`);
  return taskId;
}

/** The creator accepts the invitation and submits a screenshot and a link, as other journeys do by API. */
async function acceptAndSubmit(baseURL: string, creator: Creator, campaignId: string) {
  const taskId = await taskOf(baseURL, creator, campaignId);
  const creatorApi = await CreatorApi.signIn(baseURL, creator.email, creator.password);
  await creatorApi.put('/api/task/accept', { task: taskId, screeningResponses: [] });
  const screenshot = await creatorApi.uploadScreenshot(campaignId);
  await creatorApi.put('/api/task/submit', {
    newSubmission: { taskId, screenshotURL: [screenshot], linkURL: `https://instagram.com/p/${taskId}` },
  });
  await creatorApi.close();
}

/**
 * Schedules a batch of just these creators' payouts from the due preview of one rail's group (other
 * journeys' payouts may be due beside them), and waits for the batch's page it opens.
 */
async function scheduleBatch(admin: Page, group: string, creators: Creator[], dueBy: string) {
  await admin.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Payout batches' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Payout batches' })).toBeVisible();
  await admin.getByLabel('Due by').fill(dueBy);
  // The group's section, not the scrolling region of its table, which bears the same name.
  const due = admin.getByRole('region', { name: group }).first();
  for (const creator of creators) await expect(due.getByText(creator.email)).toBeVisible();
  await due.getByRole('checkbox', { name: 'Select all on this page' }).uncheck();
  for (const creator of creators) {
    await due.getByRole('checkbox', { name: `Include ${creator.fullName}`, exact: true }).check();
  }
  await expect(due.getByText(new RegExp(`^${creators.length} of \\d+ selected`))).toBeVisible();
  await due.getByRole('button', { name: 'Schedule batch' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: `${group.split(' · ')[0]} batch in RM` })).toBeVisible();
  const lines = admin.getByRole('table', { name: 'Batch lines' });
  await expect(lines.getByRole('row')).toHaveCount(creators.length + 1);
  const batchId = decodeURIComponent(new URL(admin.url()).pathname.split('/').pop() ?? '');
  return { lines, batchId };
}

/** A batch line's row, by its creator. */
const lineOf = (lines: ReturnType<Page['getByRole']>, creator: Creator) =>
  lines.getByRole('row').filter({ hasText: creator.email });

/** The creator's payout for this campaign on Payment History: its card, and the stage it is at. */
async function payoutCard(page: Page, campaign: string) {
  await page.goto('/payment-history');
  const card = page
    .getByRole('listitem')
    .filter({ hasText: campaign })
    .filter({ has: page.getByRole('list') });
  return { card, stage: card.getByRole('list', { name: 'Payout progress' }).locator('[aria-current="step"]') };
}

test('a manager pays creators in batches through PayPal and a bank file; a returned payment is fixed and paid', async ({
  browser,
  request,
  baseURL,
}) => {
  const origin = baseURL as string;
  const [aina, farid, mei] = [
    await createCreator(request, origin, 'payouts-aina'),
    await createCreator(request, origin, 'payouts-farid'),
    await createCreator(request, origin, 'payouts-mei'),
  ];
  // Aina and Farid are paid through PayPal; Farid's first address refuses the payment. Mei is paid by bank.
  const ainaPaypal = uniqueEmail('aina-paypal');
  const faridOldPaypal = uniqueEmail('farid-old-paypal');
  const faridNewPaypal = uniqueEmail('farid-new-paypal');
  for (const [creator, paypalEmail] of [
    [aina, ainaPaypal],
    [farid, faridOldPaypal],
  ] as const) {
    const creatorApi = await CreatorApi.signIn(origin, creator.email, creator.password);
    await creatorApi.payByPaypal(paypalEmail);
    await creatorApi.close();
  }
  const meiAccountNo = '112233445566';
  {
    const creatorApi = await CreatorApi.signIn(origin, mei.email, mei.password);
    await creatorApi.put('/api/auth/bank', {
      paymentMethod: 'Bank Transfer',
      bankName: 'Maybank',
      bankAccName: 'Tan Mei Ling',
      bankAccNo: meiAccountNo,
      paypalEmail: '',
      nationalityDoc: '',
      nric: '',
      passportNumber: '',
    });
    await creatorApi.close();
  }
  await scriptPaypal(ainaPaypal, 'SUCCESS');
  await scriptPaypal(faridOldPaypal, 'RETURNED');
  const title = `Kopi payday ${Date.now()}`;
  const dueBy = new Date(Date.now() + 45 * DAY).toISOString().slice(0, 10);

  const adminContext = await browser.newContext({ acceptDownloads: true });
  const admin = await adminContext.newPage();
  const axe = new AxeSweep(admin);

  // The manager creates the campaign in RM (the form's currency; the rails are given MYR), paid
  // within 5 working days, with a budget for three creators whose money the brand has set aside,
  // and invites them.
  await signInThroughApi(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.goto('/admin/campaigns/new');
  await admin.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await admin.getByRole('combobox', { name: 'Task type' }).click();
  await admin.getByRole('option', { name: 'Post', exact: true }).click();
  await admin.getByRole('combobox', { name: 'Platform' }).click();
  await admin.getByRole('option', { name: 'Instagram', exact: true }).click();
  await admin.getByRole('textbox', { name: 'Incentive' }).fill('120');
  await admin.getByLabel('Deadline').fill('2030-03-20T18:00');
  await admin.getByRole('textbox', { name: 'Instructions', exact: true }).fill('Post a photo of your kopi');
  await admin.getByRole('textbox', { name: 'Payment within (working days)' }).fill('5');
  await admin.getByRole('textbox', { name: 'Budget', exact: true }).fill('360');
  await admin.getByRole('checkbox', { name: 'The brand’s money for this budget is set aside' }).check();
  await admin.getByRole('button', { name: 'Create campaign' }).click();
  await expect(admin.getByRole('heading', { name: title })).toBeVisible();
  const campaignId = decodeURIComponent(new URL(admin.url()).pathname.split('/').pop() ?? '');

  await admin
    .getByRole('textbox', { name: 'E-mail addresses' })
    .fill([aina, farid, mei].map((c) => c.email).join('\n'));
  await admin.getByRole('button', { name: 'Send invitations' }).click();
  for (const creator of [aina, farid, mei]) {
    await expect(admin.getByRole('region', { name: 'Invitation results' })).toContainText(creator.email);
  }

  // Before accepting, a creator reads on the terms that the payment is secured.
  const ainaContext = await browser.newContext();
  const ainaPage = await ainaContext.newPage();
  await signInThroughApi(ainaPage, aina.email, aina.password);
  await ainaPage.goto(`/campaign/${await taskOf(origin, aina, campaignId)}`);
  const terms = ainaPage.getByRole('region', { name: 'Your terms' });
  await expect(terms).toContainText('You will be paid RM 120.00 within 5 working days of approval');
  await expect(terms).toContainText('Payment secured');
  await expect(terms).toContainText('The brand has set aside the money for this campaign’s payments.');

  // Each creator accepts and submits; the manager approves each submission for payment.
  for (const creator of [aina, farid, mei]) await acceptAndSubmit(origin, creator, campaignId);
  for (const creator of [aina, farid, mei]) {
    const item = await openQueueItem(admin, 'submissions', creator.fullName, title);
    await item.getByRole('button', { name: 'Approve submission' }).click();
    await expect(item).toHaveCount(0);
  }

  // On Mei's task the manager sees her bank account number masked, and shows it in full only once
  // they say why: the read is in Mei's log of who looked at her details.
  await admin.goto(`/admin/tasks/${await taskOf(origin, mei, campaignId)}`);
  const payoutDetails = admin.getByRole('region', { name: 'Payout details' });
  await expect(payoutDetails).toContainText('••••5566');
  await expect(payoutDetails).not.toContainText(meiAccountNo);
  await payoutDetails.getByRole('button', { name: 'Show Account number' }).click();
  const revealDialog = admin.getByRole('dialog', { name: 'Show Account number' });
  await revealDialog.getByRole('combobox', { name: /Why do you need to see it/ }).selectOption('Making a payout');
  await revealDialog.getByRole('button', { name: 'Show number' }).click();
  await expect(revealDialog.getByRole('status')).toHaveText(meiAccountNo);
  await axe.check('a bank account number shown with its reason');
  await revealDialog.getByRole('button', { name: 'Done' }).click();
  await expect(revealDialog).toBeHidden();
  await expect(payoutDetails).not.toContainText(meiAccountNo);

  // The PayPal batch: Aina and Farid, scheduled from the due preview and sent once confirmed.
  const { lines: paypalLines, batchId: paypalBatchId } = await scheduleBatch(
    admin,
    'PayPal · RM',
    [aina, farid],
    dueBy,
  );
  await axe.check('a scheduled PayPal batch');
  await expect(lineOf(paypalLines, aina)).toContainText('RM 120.00');
  await expect(lineOf(paypalLines, aina)).toContainText('Scheduled');
  await admin.getByRole('button', { name: 'Send to PayPal' }).click();
  const sendDialog = admin.getByRole('dialog', { name: 'Send to PayPal' });
  await expect(sendDialog).toContainText('2 payouts totalling RM 240.00');
  await sendDialog.getByRole('button', { name: 'Send to PayPal' }).click();
  await expect(sendDialog).toBeHidden();
  await expect(admin.getByRole('button', { name: 'Check status now' })).toBeVisible();

  // PayPal's outcome comes back through the poll: Aina paid, Farid's payment returned with PayPal's reason.
  await expect(async () => {
    await admin.reload();
    await expect(lineOf(paypalLines, aina)).toContainText('Paid', { timeout: 1_000 });
    await expect(lineOf(paypalLines, farid)).toContainText('Returned', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(lineOf(paypalLines, farid)).toContainText(PAYPAL_RETURN_REASON);
  await axe.check('a PayPal batch with a paid and a returned line');

  // The bank batch: Mei. The manager downloads the file, uploads it to the bank, and confirms.
  const { lines: bankLines, batchId: bankBatchId } = await scheduleBatch(admin, 'Bank transfer · RM', [mei], dueBy);
  await axe.check('a scheduled bank batch');
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('button', { name: 'Download bank file' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`bank-transfer-${bankBatchId}.csv`);
  const bankFile = await fs.readFile(await download.path(), 'utf8');
  const meiRecord = bankFile.split('\r\n').find((record) => record.startsWith('D,') && record.includes(meiAccountNo));
  expect(meiRecord, bankFile).toBeDefined();
  const [, , bic, accountNo, holder, amount, reference] = (meiRecord ?? '').split(',');
  expect({ bic, accountNo, holder, amount }).toEqual({
    bic: 'MBBEMYKL',
    accountNo: meiAccountNo,
    holder: 'TAN MEI LING',
    amount: '120.00',
  });
  expect(reference).toMatch(/^[A-Z0-9]{16}$/);

  await admin.getByRole('button', { name: 'I have uploaded the file to the bank' }).click();
  const uploadDialog = admin.getByRole('dialog', { name: 'Confirm the upload to the bank' });
  await expect(uploadDialog).toContainText('1 payout totalling RM 120.00');
  await uploadDialog.getByRole('button', { name: 'Confirm the upload' }).click();
  await expect(uploadDialog).toBeHidden();
  await expect(lineOf(bankLines, mei)).toContainText('Sent');

  // Mei's log: the reveal with its reason, and the bank file, newest first.
  {
    const creatorApi = await CreatorApi.signIn(origin, mei.email, mei.password);
    const log = await creatorApi.get<{ items: { field: string; channel: string; reason: string }[] }>(
      '/api/me/personal-data-reads',
    );
    await creatorApi.close();
    expect(log.items.map(({ field, channel, reason }) => ({ field, channel, reason }))).toEqual([
      { field: 'bank-account', channel: 'bank-file', reason: `Bank transfer file of payout batch ${bankBatchId}` },
      { field: 'bank-account', channel: 'reveal', reason: 'Making a payout' },
    ]);
  }

  // The bank's result, every payment successful, is imported: Mei's line is paid.
  const bankPaymentId = `MBB${dueBy.replaceAll('-', '')}0001`;
  const bankResult = ['Reference,Status,Date,Bank reference', `${reference},SUCCESSFUL,${dueBy},${bankPaymentId}`].join(
    '\r\n',
  );
  const [chooser] = await Promise.all([
    admin.waitForEvent('filechooser'),
    admin.getByRole('button', { name: 'Import bank result' }).click(),
  ]);
  await chooser.setFiles({ name: 'bank-result.csv', mimeType: 'text/csv', buffer: Buffer.from(bankResult) });
  const imported = admin.getByRole('status').filter({ hasText: 'Bank result imported' });
  await expect(imported).toContainText('Applied: 1. Unchanged: 0. Unknown references: 0. Unreadable rows: 0.');
  await expect(lineOf(bankLines, mei)).toContainText('Paid');
  await axe.check('a bank batch with its result imported');

  // Farid sees the payment came back, with what to do, and corrects his PayPal e-mail.
  const faridContext = await browser.newContext();
  const faridPage = await faridContext.newPage();
  await signInThroughApi(faridPage, farid.email, farid.password);
  const { card: faridCard, stage: faridStage } = await payoutCard(faridPage, title);
  await expect(faridStage).toContainText('Returned');
  await expect(faridCard).toContainText('Your payment came back');
  await expect(faridCard).toContainText('Check the PayPal e-mail address in your payment details.');
  await expect(faridCard).toContainText(`Reason given: ${PAYPAL_RETURN_REASON}`);
  // He was told by e-mail too.
  await expect
    .poll(() => latestMailTo(farid.email), { timeout: 20_000 })
    .toContain(`for "${title}" could not be made and came back to us.`);
  await faridCard.getByRole('link', { name: 'Open your payment details' }).click();
  const paypalEmailField = faridPage.getByRole('textbox', { name: 'PayPal Email' });
  await expect(paypalEmailField).toHaveValue(faridOldPaypal);
  await paypalEmailField.fill(faridNewPaypal);
  await scriptPaypal(faridNewPaypal, 'SUCCESS');
  await faridPage.getByRole('button', { name: 'Save' }).click();
  await expect(faridPage.getByText('Payment details updated')).toBeVisible();

  // His payout is due again: the manager sends it in the next PayPal batch, to the new address.
  const { lines: retryLines, batchId: retryBatchId } = await scheduleBatch(admin, 'PayPal · RM', [farid], dueBy);
  expect(retryBatchId).not.toBe(paypalBatchId);
  await admin.getByRole('button', { name: 'Send to PayPal' }).click();
  await admin.getByRole('dialog', { name: 'Send to PayPal' }).getByRole('button', { name: 'Send to PayPal' }).click();
  await expect(async () => {
    await admin.reload();
    await expect(lineOf(retryLines, farid)).toContainText('Paid', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  // Each creator sees the payout paid; PayPal took one payment to each address.
  await expect((await payoutCard(faridPage, title)).stage).toContainText('Paid');
  await expect((await payoutCard(ainaPage, title)).stage).toContainText('Paid');
  const meiContext = await browser.newContext();
  const meiPage = await meiContext.newPage();
  await signInThroughApi(meiPage, mei.email, mei.password);
  await expect((await payoutCard(meiPage, title)).stage).toContainText('Paid');
  expect({
    aina: await paypalPaymentsTo(ainaPaypal),
    faridOld: await paypalPaymentsTo(faridOldPaypal),
    faridNew: await paypalPaymentsTo(faridNewPaypal),
  }).toEqual({ aina: 1, faridOld: 1, faridNew: 1 });

  // Each paid creator opens, from the payout, the statement of the batch that paid them.
  for (const [page, creator, batchId, reference] of [
    [ainaPage, aina, paypalBatchId, /^[A-Z0-9]{13}$/],
    [faridPage, farid, retryBatchId, /^[A-Z0-9]{13}$/],
    [meiPage, mei, bankBatchId, bankPaymentId],
  ] as const) {
    const { card } = await payoutCard(page, title);
    await card.getByRole('link', { name: 'Payment statement' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment statement' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(`/payment-history/statements/${batchId}`);
    const statement = page.getByRole('main');
    await expect(statement).toContainText(`Paid to: ${creator.fullName}`);
    const payment = statement.getByRole('row').filter({ hasText: `Task: ${title}` });
    await expect(payment).toContainText('RM 120.00');
    await expect(payment.getByRole('cell').nth(2)).toHaveText(reference);
  }
  // The batch that returned Farid's payment paid him nothing: it has no statement for him.
  await faridPage.goto(`/payment-history/statements/${paypalBatchId}`);
  await expect(faridPage.getByText('No statement here')).toBeVisible();

  axe.expectNone();
  for (const context of [ainaContext, faridContext, meiContext, adminContext]) await context.close();
});
