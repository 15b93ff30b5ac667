import { expect, test, type Page } from '@playwright/test';
import { BackOffice, campaignFor } from './support/back-office.ts';
import { CreatorApi } from './support/creator-api.ts';
import {
  agreeToTerms,
  chooseCountry,
  createCreator,
  field,
  openSignedIn,
  PASSWORD,
  signInThroughApi,
  uniqueEmail,
} from './support/fixtures.ts';
import { completeProfileSteps } from './support/profile-form.ts';

let backOffice: BackOffice;
test.beforeAll(async ({ baseURL }) => {
  backOffice = await BackOffice.open(baseURL as string);
});
test.afterAll(() => backOffice.close());

const sidebarLink = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name, exact: true });

/** Accepts the open task: its Accept Task button asks for a confirmation first. */
async function acceptTask(page: Page) {
  await page.getByRole('button', { name: 'Accept Task' }).click();
  await page
    .getByRole('dialog', { name: 'Are you sure you want to accept this task?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
}

test('a creator accepts a SELECTED task with screening answers', async ({ page, request, baseURL }) => {
  const creator = await createCreator(request, baseURL as string, 'accept');
  const title = `Kopi Kita ${Date.now()}`;
  const { id: campaignId } = await backOffice.createCampaign(
    campaignFor(title, {
      screeningQuestions: [
        {
          question: 'Which formats will you post?',
          questionType: 'multipleChoice',
          required: true,
          options: ['Reels', 'Stories'],
        },
        { question: 'Anything to add?', questionType: 'text', required: false, options: [] },
        { question: 'Is your account public?', questionType: 'checkbox', required: true, options: [] },
      ],
    }),
  );
  await backOffice.inviteInfluencer(campaignId, creator.email);

  await openSignedIn(page, creator.email, creator.password);
  await sidebarLink(page, 'Campaigns').click();
  await expect(page.getByText(title)).toBeVisible();
  await page.getByRole('link', { name: 'View More' }).first().click();

  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Which formats will you post? *')).toBeVisible();
  await expect(page.getByText('Anything to add? (optional)')).toBeVisible();

  await page.getByRole('button', { name: 'Accept Task' }).click();
  await expect(page.getByText('Please enter all required screening questions')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('checkbox', { name: 'Reels' }).check();
  await page.getByRole('checkbox', { name: 'Stories' }).check();
  await page.getByRole('checkbox', { name: /Is your account public\?/ }).check();
  await acceptTask(page);
  await expect(page.getByText('Task Accepted', { exact: true })).toBeVisible();
  await expect(page.getByText('Task Accepted Successfully!')).toBeVisible();

  await sidebarLink(page, 'My Tasks').click();
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText('Status: On-Going')).toBeVisible();
});

test('the detail countdown ticks every second', async ({ page, request, baseURL }) => {
  const creator = await createCreator(request, baseURL as string, 'countdown');
  const title = `Ticking ${Date.now()}`;
  const { id: campaignId } = await backOffice.createCampaign(campaignFor(title));
  const taskId = await backOffice.inviteInfluencer(campaignId, creator.email);
  await signInThroughApi(page, creator.email, creator.password);
  await page.goto(`/campaign/${taskId}`);
  await acceptTask(page);
  await expect(page.getByText('Task Accepted Successfully!')).toBeVisible();

  const countdown = page.getByText(/\d+ days? \d+ hours? \d+ minutes? \d+ seconds?/).first();
  const first = await countdown.textContent();
  await expect.poll(() => countdown.textContent(), { timeout: 5000 }).not.toBe(first);
});

test('a visitor applies through a public invite, signing up inside the preview', async ({ page }) => {
  const title = `Lumi Fitness ${Date.now()}`;
  const { id: campaignId } = await backOffice.createCampaign(
    campaignFor(title, { taskType: 'VIDEO', platform: 'TIKTOK' }),
  );
  const invite = await backOffice.createInvite(campaignId);

  await page.goto(`/invite/${invite.id}`);
  await expect(page.getByText(title)).toBeVisible();
  await page.getByRole('button', { name: 'Accept Task' }).click();
  await page.getByRole('button', { name: 'I already have an account' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.getByRole('button', { name: 'I need to create an account' }).click();

  await field(page, 'Full Name').fill('Invited Visitor');
  await field(page, 'Email').fill(uniqueEmail('visitor'));
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm Password').fill(PASSWORD);
  await field(page, 'Contact Number').fill('+60 12-345 6789');
  await chooseCountry(page, 'Malaysia');
  await agreeToTerms(page);
  await page.getByRole('button', { name: 'Sign Up' }).last().click();

  // New creators apply at once (SPEC §2), then complete their profile (Getting started) and go on to My Tasks.
  await expect(page).toHaveURL(new RegExp(`/invite/${invite.id}$`));
  await page.getByRole('button', { name: 'Apply for Task' }).click();
  await expect(page.getByText('Applied Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/getting-started\?next=%2Fmy-tasks$/);
  await completeProfileSteps(page);
  await page.getByRole('link', { name: 'Finish later' }).click();
  await expect(page).toHaveURL(/\/my-tasks$/);
  await expect(page.getByText(title)).toBeVisible();
});

/** An invite a visitor opens signed out, and the check that they are back on it, free to apply. */
async function openInviteSignedOut(page: Page) {
  const { id: campaignId } = await backOffice.createCampaign(campaignFor(`Header Return ${Date.now()}`));
  const invite = await backOffice.createInvite(campaignId);
  await page.goto(`/invite/${invite.id}`);
  return async function expectBackOnInvite() {
    await expect(page).toHaveURL(new RegExp(`/invite/${invite.id}$`));
    await expect(page.getByRole('button', { name: 'Apply for Task' })).toBeVisible();
  };
}

test("the header's Sign Up on an invite comes back to it once the profile is saved", async ({ page }) => {
  const expectBackOnInvite = await openInviteSignedOut(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
  await field(page, 'Full Name').fill('Header Visitor');
  await field(page, 'Email').fill(uniqueEmail('header-signup'));
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm Password').fill(PASSWORD);
  await field(page, 'Contact Number').fill('+60 12-345 6789');
  await chooseCountry(page, 'Malaysia');
  await agreeToTerms(page);
  await page.getByRole('button', { name: 'Sign Up' }).last().click();
  await expect(page).toHaveURL(/\/getting-started/);
  await completeProfileSteps(page);
  await page.getByRole('link', { name: 'Finish later' }).click();
  await expectBackOnInvite();
});

test("the header's Login on an invite comes back to it once signed in", async ({ page, request, baseURL }) => {
  const creator = await createCreator(request, baseURL as string, 'header-login');
  const expectBackOnInvite = await openInviteSignedOut(page);
  await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
  await field(page, 'Email').fill(creator.email);
  await field(page, 'Password').fill(creator.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectBackOnInvite();
});

test('a signed-in creator applies through an invite, is rejected and reapplies', async ({ page, request, baseURL }) => {
  const creator = await createCreator(request, baseURL as string, 'apply');
  const title = `Batik Baru ${Date.now()}`;
  const { id: campaignId } = await backOffice.createCampaign(campaignFor(title, { taskType: 'REVIEW' }));
  const invite = await backOffice.createInvite(campaignId);

  await signInThroughApi(page, creator.email, creator.password);
  await page.goto(`/invite/${invite.id}`);
  await page.getByRole('button', { name: 'Apply for Task' }).click();
  await expect(page.getByText('Applied Successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/my-tasks$/);

  await page.goto(`/invite/${invite.id}`);
  await expect(page.getByText('You have already applied for this task.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to My Tasks' }).click();
  await expect(page).toHaveURL(/\/my-tasks$/);

  const tasks = (await (await page.request.get('/api/identity/token')).json()) as { token: string };
  const list = (await (
    await page.request.get('/api/task', { headers: { authorization: `Bearer ${tasks.token}` } })
  ).json()) as { id: string; associatedCampaign: string }[];
  const taskId = list.find((task) => task.associatedCampaign === campaignId)?.id as string;
  await backOffice.rejectApplication(taskId, 'Add more fashion posts first');

  await page.reload();
  await expect(page.getByText('Add more fashion posts first', { exact: true })).toBeVisible();
  await expect(page.getByText('Please make sure you have followed feedback before reapplying.')).toBeVisible();
  await page.getByRole('button', { name: 'Reapply for Task' }).click();
  await expect(page.getByText('Applied Successfully')).toBeVisible();
  await expect(page.getByText('Please make sure you have followed feedback before reapplying.')).toHaveCount(0);
});

test('lists filter, search, page and go to a page', async ({ page, request, baseURL }) => {
  const creator = await createCreator(request, baseURL as string, 'lists');
  const stamp = Date.now();
  for (const [title, taskType] of [
    [`Alpha Like ${stamp}`, 'LIKE'],
    [`Bravo Video ${stamp}`, 'VIDEO'],
    [`Charlie Share ${stamp}`, 'SHARE'],
  ] as const) {
    const { id } = await backOffice.createCampaign(campaignFor(title, { taskType }));
    await backOffice.inviteInfluencer(id, creator.email);
  }

  await openSignedIn(page, creator.email, creator.password);
  await sidebarLink(page, 'Completed Task').click();
  await expect(page.getByText('You do not currently have any completed campaigns.')).toBeVisible();

  await sidebarLink(page, 'Campaigns').click();
  await expect(page.getByText(`Alpha Like ${stamp}`)).toBeVisible();
  await expect(page.getByText(`Charlie Share ${stamp}`)).toBeVisible();

  await page.getByRole('combobox', { name: 'Task Type' }).click();
  await page.getByRole('option', { name: 'Video', exact: true }).click();
  await expect(page.getByText(`Bravo Video ${stamp}`)).toBeVisible();
  await expect(page.getByText(`Alpha Like ${stamp}`)).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Task Type' }).click();
  await page.getByRole('option', { name: 'All', exact: true }).click();

  await page.getByRole('searchbox', { name: 'Search' }).fill('  charlie SHARE ');
  await expect(page.getByText(`Charlie Share ${stamp}`)).toBeVisible();
  await expect(page.getByText(`Bravo Video ${stamp}`)).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search' }).fill('');

  await page.getByRole('combobox', { name: 'Records per page' }).click();
  await page.getByRole('option', { name: '1', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Page 3' })).toBeVisible();
  await field(page, 'Go to page').fill('7');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByText('Page does not exist')).toBeVisible();
  await field(page, 'Go to page').fill('2');
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');

  await sidebarLink(page, 'My Tasks').click();
  await expect(page.getByText('You do not currently have any campaigns, please check back soon!')).toBeVisible();
  await sidebarLink(page, 'Campaigns').click();
  await page.getByRole('link', { name: 'View More' }).first().click();
  await acceptTask(page);
  await expect(page.getByText('Task Accepted Successfully!')).toBeVisible();
  await sidebarLink(page, 'My Tasks').click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'On-Going', exact: true }).click();
  await expect(page.getByText('Time Remaining')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Pending Approval', exact: true }).click();
  await expect(page.getByText('No tasks match your search')).toBeVisible();
});

test('an application refused by the server says why: the campaign closed while the page was open', async ({
  page,
  request,
  baseURL,
}) => {
  const creator = await createCreator(request, baseURL as string, 'closed');
  const { id: campaignId } = await backOffice.createCampaign(campaignFor(`Closing soon ${Date.now()}`));
  const invite = await backOffice.createInvite(campaignId);
  await signInThroughApi(page, creator.email, creator.password);
  await page.goto(`/invite/${invite.id}`);
  await expect(page.getByRole('button', { name: 'Apply for Task' })).toBeVisible();

  await backOffice.closeCampaign(campaignId);
  await page.getByRole('button', { name: 'Apply for Task' }).click();

  // The step's message, in its toast: the form goes with the page loading the invite again.
  await expect(page.getByRole('alert').getByText('Error applying for task')).toBeVisible();
  // The page says the campaign closed.
  await expect(page.getByText('This campaign is closed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply for Task' })).toHaveCount(0);
});

test('a stale second tab loads the task again after a 409 and shows the form of its status', async ({
  page,
  request,
  baseURL,
}) => {
  const creator = await createCreator(request, baseURL as string, 'stale-tab');
  const { id: campaignId } = await backOffice.createCampaign(campaignFor(`Two tabs ${Date.now()}`));
  const taskId = await backOffice.inviteInfluencer(campaignId, creator.email);
  await signInThroughApi(page, creator.email, creator.password);
  await page.goto(`/campaign/${taskId}`);
  await expect(page.getByRole('button', { name: 'Accept Task' })).toBeVisible();

  // The other tab accepts the task first.
  const otherTab = await CreatorApi.signIn(baseURL as string, creator.email, creator.password);
  await otherTab.put('/api/task/accept', { task: taskId, screeningResponses: [] });
  await acceptTask(page);

  // The step's message, kept beside its button once its toast has gone.
  await expect(page.getByRole('note').getByText('Error accepting task')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Submit Task' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept Task' })).toHaveCount(0);
  await otherTab.close();
});
