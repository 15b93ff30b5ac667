import { expect, test, type Page } from '@playwright/test';
import { INTL_LOCALES } from '@portal/domain/i18n';
import { paymentDueDate } from '@portal/domain/terms';
import { BackOffice, campaignFor, openQueueItem } from './support/back-office.ts';
import { E2E_ADMIN, SUPPORT_EMAIL } from './support/constants.ts';
import { CreatorApi } from './support/creator-api.ts';
import { createCreator, latestMailTo, signInThroughApi, submitSignIn } from './support/fixtures.ts';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

async function attach(page: Page, label: string, name: string) {
  await page.getByLabel(label, { exact: true }).setInputFiles([image(name)]);
  await expect(page.getByText('Uploaded')).toHaveCount(1);
}

test('a campaign runs end to end through the back office and the creator portal', async ({
  browser,
  request,
  baseURL,
}) => {
  const creator = await createCreator(request, baseURL as string, 'back-office');
  const creatorApi = await CreatorApi.signIn(baseURL as string, creator.email, creator.password);
  await creatorApi.payByPaypal('aina@paypal.example');
  const title = `Teh Tarik launch ${Date.now()}`;

  const adminContext = await browser.newContext();
  const creatorContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const influencer = await creatorContext.newPage();

  // The campaign manager creates the campaign with a screening question.
  await signInThroughApi(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.goto('/admin/campaigns/new');
  await admin.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await admin.getByRole('combobox', { name: 'Task type' }).click();
  await admin.getByRole('option', { name: 'Post', exact: true }).click();
  await admin.getByRole('combobox', { name: 'Platform' }).click();
  await admin.getByRole('option', { name: 'Instagram', exact: true }).click();
  await admin.getByRole('textbox', { name: 'Incentive' }).fill('250');
  await admin.getByLabel('Deadline').fill('2030-01-15T18:00');
  await admin.getByRole('textbox', { name: 'Requirements', exact: true }).fill('A public account with 1k followers');
  await admin.getByRole('textbox', { name: 'Instructions', exact: true }).fill('Post a photo of your teh tarik');
  await admin.getByRole('checkbox', { name: 'Requires a report' }).check();
  // The terms the creator is promised.
  await admin.getByRole('textbox', { name: 'Payment within (working days)' }).fill('10');
  await admin.getByRole('textbox', { name: 'Revisions included' }).fill('1');
  await admin.getByRole('combobox', { name: 'Content usage rights' }).click();
  await admin.getByRole('option', { name: 'Paid ads for 90 days' }).click();
  await admin.getByRole('button', { name: 'Add question' }).click();
  const question = admin.getByRole('group', { name: 'Screening question 1' });
  await question.getByRole('textbox', { name: 'Question' }).fill('Which cafe will you visit?');
  await question.getByRole('switch', { name: 'Required' }).check();
  await admin.getByRole('button', { name: 'Create campaign' }).click();
  await expect(admin.getByRole('heading', { name: title })).toBeVisible();

  // ...and invites the creator by e-mail, who is told so.
  await admin.getByRole('textbox', { name: 'E-mail addresses' }).fill(creator.email);
  await admin.getByRole('button', { name: 'Send invitations' }).click();
  await expect(admin.getByRole('region', { name: 'Invitation results' })).toContainText(creator.email);
  await expect.poll(async () => (await latestMailTo(creator.email)).includes(title), { timeout: 20_000 }).toBe(true);

  // The creator accepts with the screening answer and submits.
  await signInThroughApi(influencer, creator.email, creator.password);
  await influencer.goto('/campaigns');
  await influencer.getByRole('link', { name: 'View More' }).first().click();
  await expect(influencer.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  // Before accepting, the creator reads what they are promised.
  const terms = influencer.getByRole('region', { name: 'Your terms' });
  await expect(terms).toContainText('You will be paid RM 250.00 within 10 working days of approval');
  await expect(terms).toContainText('The brand reviews each submission within 3 working days');
  await expect(terms).toContainText('1 revision is included');
  await expect(terms).toContainText('The brand may use your content in organic posts and in paid ads for 90 days');
  await influencer.getByRole('textbox', { name: /Which cafe will you visit\?/ }).fill('Kopitiam Bangsar');
  await influencer.getByRole('button', { name: 'Accept Task' }).click();
  await influencer.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(influencer.getByText('Task Accepted Successfully!')).toBeVisible();
  await influencer.reload();
  await attach(influencer, 'Screenshots', 'first-try.png');
  await influencer.getByRole('textbox', { name: 'URL Link' }).fill('https://instagram.com/p/first');
  await influencer.getByRole('button', { name: 'Submit Task' }).click();
  await expect(influencer.getByText('Task Submitted Successfully')).toBeVisible();

  // The manager rejects it with a remark; the creator sees the remark and resubmits.
  let item = await openQueueItem(admin, 'submissions', creator.fullName, title);
  await expect(item.getByRole('link', { name: 'https://instagram.com/p/first' })).toBeVisible();
  await item.getByRole('button', { name: 'Reject submission' }).click();
  await admin.getByRole('textbox', { name: 'Reason for the creator' }).fill('Please tag the brand account');
  await admin.getByRole('button', { name: 'Send rejection' }).click();
  await expect(item).toHaveCount(0);

  await influencer.reload();
  await expect(influencer.getByText('Rejected. Resubmit Required')).toBeVisible();
  await expect(influencer.getByText('Please tag the brand account', { exact: true })).toBeVisible();
  await attach(influencer, 'Screenshots', 'tagged.png');
  await influencer.getByRole('textbox', { name: 'URL Link' }).fill('https://instagram.com/p/tagged');
  await influencer.getByRole('button', { name: 'Submit Task' }).click();
  await expect(influencer.getByText('Task Submitted Successfully')).toBeVisible();

  // Approved; the report follows and is approved too.
  item = await openQueueItem(admin, 'submissions', creator.fullName, title);
  await expect(item.getByRole('link', { name: 'https://instagram.com/p/tagged' })).toBeVisible();
  await item.getByRole('button', { name: 'Approve submission (report next)' }).click();
  await expect(item).toHaveCount(0);

  await influencer.reload();
  await attach(influencer, 'Report Screenshots', 'insights.png');
  await influencer.getByRole('button', { name: 'Submit Report' }).click();
  await expect(influencer.getByText('Report Submitted Successfully')).toBeVisible();
  // Approved for payment with the report: paid within the 10 working days agreed.
  const dueOn = paymentDueDate(new Date(), 10);
  const dueDate = new Intl.DateTimeFormat(INTL_LOCALES.en, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${dueOn}T00:00:00Z`));
  await influencer.reload();
  await expect(influencer.getByText(`Payment due by ${dueDate}`)).toBeVisible();

  item = await openQueueItem(admin, 'reports', creator.fullName, title);
  await item.getByRole('button', { name: 'Approve report' }).click();
  await expect(item).toHaveCount(0);

  // The manager pays: start processing, then mark it paid with a reference.
  await admin.goto('/admin/payouts');
  const payouts = admin.getByRole('table', { name: 'Payouts', exact: true });
  await expect(payouts).toContainText('aina@paypal.example');
  await payouts.getByRole('checkbox', { name: `Select ${creator.fullName}, ${title}` }).check();
  await admin.getByRole('button', { name: 'Start processing' }).click();
  await expect(admin.getByText('Started 1 payout')).toBeVisible();
  const row = payouts.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: 'Mark paid' }).click();
  await admin.getByRole('textbox', { name: 'Payment reference (optional)' }).fill('PP-7781');
  await admin.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(payouts.getByRole('row').filter({ hasText: title })).toHaveCount(0);

  // Every step is on the task's timeline, with who took it.
  await admin.goto('/admin/campaigns');
  await admin.getByRole('link', { name: title }).click();
  await admin.getByRole('table', { name: 'Campaign tasks' }).getByRole('link', { name: creator.fullName }).click();
  const timeline = admin.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('Please tag the brand account');
  await expect(timeline).toContainText('PP-7781');
  await expect(timeline).toContainText('Terms agreed:');
  await expect(timeline).toContainText('RM 250.00, paid within 10 working days of approval');
  await expect(timeline).toContainText('Usage rights: Paid ads for 90 days');

  // The creator sees the payment.
  await influencer.goto('/payment-history');
  // In the table of payments made (the payout's tracker above names the campaign too).
  await expect(influencer.getByRole('cell', { name: title })).toBeVisible();
  await expect(influencer.getByText(/250\.00/).first()).toBeVisible();
  await expect(influencer.getByText(/^Paid on .+ · ref\. PP-7781$/)).toBeVisible();

  await creatorApi.close();
  await adminContext.close();
  await creatorContext.close();
});

test('the manager finds creators in the directory, invites them, and bans and unbans one', async ({
  page,
  request,
  baseURL,
}) => {
  const creator = await createCreator(request, baseURL as string, 'directory');
  const backOffice = await BackOffice.open(baseURL as string);
  const title = `Nasi Lemak week ${Date.now()}`;
  await backOffice.createCampaign(campaignFor(title));
  await backOffice.close();

  await signInThroughApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin/influencers');
  await page.getByRole('searchbox', { name: 'Search' }).fill(creator.email);
  const directory = page.getByRole('table', { name: 'Influencers' });
  await expect(directory.getByRole('row')).toHaveCount(2);
  await expect(page).toHaveURL(/search=/);

  // Invite the selection to the campaign.
  await directory.getByRole('checkbox', { name: `Select ${creator.fullName}` }).check();
  await page.getByRole('button', { name: 'Invite to campaign' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite to campaign' });
  await invite.getByRole('combobox', { name: 'Campaign' }).fill(title);
  await page.getByRole('option', { name: title }).click();
  await invite.getByRole('button', { name: 'Send invites' }).click();
  await expect(invite.getByText(`Invitations sent for ${title}`)).toBeVisible();
  await expect(invite).toContainText(creator.fullName);
  await invite.getByRole('button', { name: 'Done' }).click();

  // Ban with a reason: the creator cannot sign in; unban: they can again.
  await directory.getByRole('button', { name: 'Ban' }).click();
  const ban = page.getByRole('dialog', { name: `Ban ${creator.fullName}` });
  await ban.getByRole('textbox', { name: 'Reason' }).fill('Fake engagement');
  await ban.getByRole('button', { name: 'Ban influencer' }).click();
  await expect(directory).toContainText('Fake engagement');

  const creatorPage = await page.context().browser()?.newPage();
  if (!creatorPage) throw new Error('no second page');
  await submitSignIn(creatorPage, creator.email, creator.password);
  // The ban's message, in a toast that stays until closed and beside the sign-in form.
  const banned = `Your account has been banned for violating previous campaign(s). To unban, email ${SUPPORT_EMAIL}`;
  await expect(creatorPage.getByRole('alert').getByText(banned)).toBeVisible();
  await expect(creatorPage.getByRole('note').getByText(banned)).toBeVisible();

  await directory.getByRole('button', { name: 'Unban' }).click();
  await page
    .getByRole('dialog', { name: `Unban ${creator.fullName}?` })
    .getByRole('button', { name: 'Lift ban' })
    .click();
  // The ban is lifted, and its reason kept as history.
  await expect(directory.getByRole('button', { name: 'Ban', exact: true })).toBeVisible();
  await expect(directory).toContainText(/Banned once before:.*Fake engagement/);
  await submitSignIn(creatorPage, creator.email, creator.password);
  await expect(creatorPage.getByRole('button', { name: 'Sign Out' }).first()).toBeVisible();
  await creatorPage.close();
});

test('a campaign gets an uploaded brand logo, is duplicated, and the copy is closed', async ({ page }) => {
  const title = `Cendol season ${Date.now()}`;
  // A real 1×1 PNG: the server accepts only images, by their bytes.
  const logo = Buffer.from(
    '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2b6a4c30000000049454e44ae426082',
    'hex',
  );
  await signInThroughApi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await page.goto('/admin/campaigns/new');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Brand logo image').setInputFiles({ name: 'cendol.png', mimeType: 'image/png', buffer: logo });
  await expect(page.getByRole('img', { name: 'Brand logo preview' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Task type' }).click();
  await page.getByRole('option', { name: 'Like', exact: true }).click();
  await page.getByRole('combobox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'Instagram', exact: true }).click();
  await page.getByRole('textbox', { name: 'Incentive' }).fill('30');
  await page.getByLabel('Deadline').fill('2030-03-01T12:00');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // The logo is public: it loads for anyone at its address.
  const shown = page.getByRole('img', { name: `${title} logo` }).first();
  await expect(shown).toBeVisible();
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);

  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(`${title} (copy)`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: `${title} (copy)` })).toBeVisible();
  await page.getByRole('button', { name: 'Close campaign' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close campaign' }).click();
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create invite link' })).toHaveCount(0);
});
