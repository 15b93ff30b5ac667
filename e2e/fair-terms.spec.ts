import { expect, test, type Page } from '@playwright/test';
import { INTL_LOCALES } from '@portal/domain/i18n';
import { paymentDueDate, reviewDueDate } from '@portal/domain/terms';
import { openQueueItem } from './support/back-office.ts';
import { E2E_ADMIN, PNG_BYTES } from './support/constants.ts';
import { CreatorApi } from './support/creator-api.ts';
import { createCreator, latestMailTo, signInThroughApi } from './support/fixtures.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A calendar date ('2026-12-12') as the app shows it in English: '12 Dec 2026'. */
const CALENDAR_DATE = new Intl.DateTimeFormat(INTL_LOCALES.en, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const shownCalendarDate = (isoDate: string) => CALENDAR_DATE.format(new Date(`${isoDate}T00:00:00Z`));
/** A moment's day as the app shows it in the viewer's time zone (the browser's is this machine's). */
const shownDay = (moment: Date) => new Intl.DateTimeFormat(INTL_LOCALES.en, { dateStyle: 'medium' }).format(moment);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * The whole text `before` one of the dates `after`: a step taken around midnight may land on
 * either side of it, so the dates computed before and after the step are all accepted.
 */
const textWithDate = (before: string, dates: string[], after = '') =>
  new RegExp(`^${escape(before)} (${[...new Set(dates)].map(escape).join('|')})${escape(after)}$`);

/** A `datetime-local` value `days` from now, in the browser's own time zone (as a person types it). */
const localInputInDays = (page: Page, days: number) =>
  page.evaluate((ms) => {
    const date = new Date(Date.now() + ms);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, days * DAY);

/** The creator sends their post (a screenshot and its link) from the task's page. */
async function submitWork(influencer: Page, taskId: string, link: string) {
  await influencer.goto(`/campaign/${taskId}`);
  await influencer
    .getByLabel('Screenshots', { exact: true })
    .setInputFiles([{ name: 'post.png', mimeType: 'image/png', buffer: PNG_BYTES }]);
  await expect(influencer.getByText('Uploaded')).toHaveCount(1);
  await influencer.getByRole('textbox', { name: 'URL Link' }).fill(link);
  await influencer.getByRole('button', { name: 'Submit Task' }).click();
  await expect(influencer.getByText('Task Submitted Successfully')).toBeVisible();
}

/** The manager rejects the creator's latest submission from the submissions queue, with a reason. */
async function rejectSubmission(admin: Page, creatorName: string, title: string, link: string, reason: string) {
  const item = await openQueueItem(admin, 'submissions', creatorName, title);
  await expect(item.getByRole('link', { name: link })).toBeVisible();
  await item.getByRole('button', { name: 'Reject submission' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Reject submission' });
  await expect(dialog.getByText(/beyond the \d+ revisions? agreed/)).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Reason for the creator' }).fill(reason);
  await dialog.getByRole('button', { name: 'Send rejection' }).click();
  await expect(item).toHaveCount(0);
}

test('a creator reads fair terms, is held to the revisions and the extension agreed, and is paid as promised, late payment flagged', async ({
  browser,
  request,
  baseURL,
}) => {
  // A fresh creator this journey owns, with PayPal saved so a payout can start; named apart from
  // other runs' creators, as the queues name their items by the creator's name.
  const creator = await createCreator(request, baseURL as string, `fair-terms-${Date.now()}`);
  const creatorApi = await CreatorApi.signIn(baseURL as string, creator.email, creator.password);
  await creatorApi.payByPaypal('fair-terms@paypal.example');
  await creatorApi.close();
  const title = `Fair terms ${Date.now()}`;
  const usageNote = 'Instagram and Facebook ads in Malaysia only';

  const adminContext = await browser.newContext();
  const creatorContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const influencer = await creatorContext.newPage();

  // 1. The manager creates the campaign with its terms (no report, to keep the journey short)...
  await signInThroughApi(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.goto('/admin/campaigns/new');
  await admin.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await admin.getByRole('combobox', { name: 'Task type' }).click();
  await admin.getByRole('option', { name: 'Post', exact: true }).click();
  await admin.getByRole('combobox', { name: 'Platform' }).click();
  await admin.getByRole('option', { name: 'Instagram', exact: true }).click();
  await admin.getByRole('textbox', { name: 'Incentive' }).fill('450');
  await admin.getByLabel('Deadline').fill(await localInputInDays(admin, 5));
  await admin.getByRole('textbox', { name: 'Requirements', exact: true }).fill('A public account with 1k followers');
  await admin.getByRole('textbox', { name: 'Instructions', exact: true }).fill('Post a photo of the new blend');
  await admin.getByRole('textbox', { name: 'Payment within (working days)' }).fill('5');
  await admin.getByRole('textbox', { name: 'Brand review within (working days)' }).fill('2');
  await admin.getByRole('textbox', { name: 'Revisions included' }).fill('2');
  await admin.getByRole('combobox', { name: 'Content usage rights' }).click();
  await admin.getByRole('option', { name: 'Paid ads for 90 days' }).click();
  await admin.getByRole('textbox', { name: 'Usage rights note' }).fill(usageNote);
  await admin.getByRole('button', { name: 'Create campaign' }).click();
  await expect(admin.getByRole('heading', { name: title })).toBeVisible();

  // ...and invites the creator by e-mail.
  await admin.getByRole('textbox', { name: 'E-mail addresses' }).fill(creator.email);
  await admin.getByRole('button', { name: 'Send invitations' }).click();
  await expect(admin.getByRole('region', { name: 'Invitation results' })).toContainText(creator.email);
  await expect.poll(async () => (await latestMailTo(creator.email)).includes(title), { timeout: 20_000 }).toBe(true);
  const inviteLink = new RegExp(`${escape(baseURL as string)}/campaign/([\\w-]+)`).exec(
    await latestMailTo(creator.email),
  );
  expect(inviteLink, 'the invitation links to the task').not.toBeNull();
  const taskId = inviteLink?.[1] as string;

  // 2. The creator opens the invitation, reads the terms in plain words, and accepts.
  await signInThroughApi(influencer, creator.email, creator.password);
  await influencer.goto(inviteLink?.[0] as string);
  await expect(influencer.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const terms = influencer.getByRole('region', { name: 'Your terms' });
  await expect(terms).toContainText('You will be paid RM 450.00 within 5 working days of approval');
  await expect(terms).toContainText('The brand reviews each submission within 2 working days');
  await expect(terms).toContainText('2 revisions are included');
  await expect(terms).toContainText('The brand may use your content in organic posts and in paid ads for 90 days');
  await expect(terms).toContainText(usageNote);
  await expect(terms).toContainText('Deadline:');
  await influencer.getByRole('button', { name: 'Accept Task' }).click();
  await influencer
    .getByRole('dialog', { name: 'Are you sure you want to accept this task?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(influencer.getByText('Task Accepted Successfully!')).toBeVisible();

  // 3. The creator submits, and is told when the brand will have reviewed it...
  const firstSent = new Date();
  await submitWork(influencer, taskId, 'https://instagram.com/p/first');
  await influencer.reload();
  await expect(
    influencer.getByText(
      textWithDate(
        'Brand review due by',
        [firstSent, new Date()].map((at) => shownCalendarDate(reviewDueDate(at, 2))),
      ),
    ),
  ).toBeVisible();

  // ...the manager rejects it twice, each rejection counted against the 2 revisions agreed.
  await rejectSubmission(admin, creator.fullName, title, 'https://instagram.com/p/first', 'Please tag the brand');
  await influencer.reload();
  await expect(influencer.getByText('Rejected. Resubmit Required')).toBeVisible();
  await expect(influencer.getByText('Please tag the brand', { exact: true })).toBeVisible();
  await expect(influencer.getByText('Revision 1 of 2', { exact: true })).toBeVisible();

  await submitWork(influencer, taskId, 'https://instagram.com/p/second');
  await rejectSubmission(admin, creator.fullName, title, 'https://instagram.com/p/second', 'Show the pack in focus');
  await influencer.reload();
  await expect(influencer.getByText('Show the pack in focus', { exact: true })).toBeVisible();
  await expect(influencer.getByText('Revision 2 of 2', { exact: true })).toBeVisible();
  await expect(influencer.getByRole('region', { name: 'Time Remaining' })).toContainText('4 days');

  // 4. The creator asks for more time with a reason; the manager approves it from the queue.
  await influencer.getByRole('button', { name: 'Request an extension' }).click();
  const asking = influencer.getByRole('dialog', { name: 'Request a deadline extension' });
  await asking.getByLabel('New deadline').fill(await localInputInDays(influencer, 15));
  await asking.getByRole('textbox', { name: 'Reason' }).fill('The second reshoot needs the brand to resend the pack');
  await asking.getByRole('button', { name: 'Send request' }).click();
  await expect(influencer.getByText('Extension request sent')).toBeVisible();
  await expect(influencer.getByRole('article', { name: /^Extension request of/ })).toContainText(
    'Waiting for a decision',
  );

  await admin.goto('/admin/queues/extensions');
  const extension = admin
    .getByRole('article', { name: `Extension request from ${creator.fullName}` })
    .filter({ hasText: title });
  await expect(extension).toBeVisible();
  await expect(extension).toContainText('The second reshoot needs the brand to resend the pack');
  await extension.getByRole('button', { name: 'Approve' }).click();
  await admin
    .getByRole('dialog', { name: `Approve the extension for ${creator.fullName}` })
    .getByRole('button', { name: 'Approve extension' })
    .click();
  await expect(admin.getByText('Extension approved')).toBeVisible();
  await expect(extension).toHaveCount(0);

  await influencer.reload();
  const approved = influencer.getByRole('article', { name: /^Extension request of/ });
  await expect(approved).toContainText('Approved');
  await expect(approved).toContainText('Your new deadline:');
  await expect(influencer.getByRole('region', { name: 'Time Remaining' })).toContainText('14 days');

  // 5. The creator submits again. A third rejection would go beyond the revisions agreed: the
  // manager is told so and must confirm it; they think better of it and approve instead.
  await submitWork(influencer, taskId, 'https://instagram.com/p/third');
  const item = await openQueueItem(admin, 'submissions', creator.fullName, title);
  await expect(item.getByRole('link', { name: 'https://instagram.com/p/third' })).toBeVisible();
  await item.getByRole('button', { name: 'Reject submission' }).click();
  const beyond = admin.getByRole('dialog', { name: 'Reject submission' });
  await expect(beyond.getByText('This rejection is beyond the 2 revisions agreed')).toBeVisible();
  await beyond.getByRole('textbox', { name: 'Reason for the creator' }).fill('One more angle, please');
  await beyond.getByRole('button', { name: 'Send rejection' }).click();
  await expect(beyond.getByText('Please confirm the rejection beyond the revisions agreed')).toBeVisible();
  await expect(
    beyond.getByRole('checkbox', { name: 'I confirm this rejection beyond the revisions agreed' }),
  ).not.toBeChecked();
  await beyond.getByRole('button', { name: 'Cancel' }).click();
  await expect(beyond).toHaveCount(0);

  const approvedFrom = new Date();
  await item.getByRole('button', { name: 'Approve submission' }).click();
  await expect(item).toHaveCount(0);
  const dueDates = [...new Set([paymentDueDate(approvedFrom, 5), paymentDueDate(new Date(), 5)])];
  const paymentDue = textWithDate('Payment due by', dueDates.map(shownCalendarDate));

  // The creator sees when they will be paid: on the task and in the dashboard's earnings; Payment
  // History lists payments made only.
  await influencer.reload();
  await expect(influencer.getByText(paymentDue)).toBeVisible();
  await expect(influencer.getByText('Revision 2 of 2', { exact: true })).toHaveCount(0);
  await influencer.goto('/');
  const earnings = influencer.getByRole('region', { name: 'Earnings' });
  await expect(earnings).toContainText('Awaiting payment');
  await expect(earnings).toContainText('RM 450.00');
  await expect(earnings.getByText(textWithDate('Next due by', dueDates.map(shownCalendarDate)))).toBeVisible();
  await influencer.goto('/payment-history');
  const payment = influencer.getByRole('row').filter({ hasText: title });
  await expect(influencer.getByText('Payments approved but not made yet show under Earnings on')).toBeVisible();
  await expect(payment).toHaveCount(0);

  // 6. Days after the due date (the manager's clock moved on, not the test's sleep), the payouts
  // queue flags the payment as overdue.
  const lastDueOn = dueDates.at(-1) as string;
  await admin.clock.install({ time: new Date(Date.parse(`${lastDueOn}T12:00:00+08:00`) + 3 * DAY) });
  await admin.goto('/admin/payouts');
  const payouts = admin.getByRole('table', { name: 'Payouts', exact: true });
  const payout = payouts.getByRole('row').filter({ hasText: title });
  await expect(payout).toContainText('RM 450.00');
  await expect(payout).toContainText('Awaiting payment');
  // (Approved around midnight, the due date is one of two: then only the wording is checked.)
  await expect(payout.getByText(dueDates.length === 1 ? 'Overdue by 3 days' : /^Overdue by \d+ days$/)).toBeVisible();

  // The manager pays, with the bank's reference.
  await payouts.getByRole('checkbox', { name: `Select ${creator.fullName}, ${title}` }).check();
  await admin.getByRole('button', { name: 'Start processing' }).click();
  await expect(admin.getByText('Started 1 payout')).toBeVisible();
  await expect(payout).toContainText('Processing payment');
  const paidFrom = new Date();
  await payout.getByRole('button', { name: 'Mark paid' }).click();
  const markPaid = admin.getByRole('dialog', { name: 'Mark paid' });
  await expect(markPaid).toContainText(`RM 450.00 to ${creator.fullName} for ${title}.`);
  await markPaid.getByRole('textbox', { name: 'Payment reference (optional)' }).fill('MBB-1234');
  await markPaid.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(payout).toHaveCount(0);

  // The creator sees the payment made, on the day it was made, with its reference.
  const paidOn = textWithDate('Paid on', [shownDay(paidFrom), shownDay(new Date())], ' · ref. MBB-1234');
  await influencer.reload();
  await expect(payment).toContainText('Successful');
  await expect(payment.getByText(paidOn)).toBeVisible();
  await influencer.goto(`/campaign/${taskId}`);
  await expect(influencer.getByText(paidOn)).toBeVisible();

  await adminContext.close();
  await creatorContext.close();
});
