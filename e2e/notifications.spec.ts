import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BackOffice, campaignFor } from './support/back-office.ts';
import { E2E_DATA_DIR } from './support/constants.ts';
import { createCreator, latestMailTo, openSignedIn, signInThroughApi } from './support/fixtures.ts';

/** The subjects of every e-mail in the server's outbox addressed to `to`. */
async function subjectsTo(to: string): Promise<string[]> {
  const outbox = path.join(E2E_DATA_DIR, 'outbox');
  const files = (await fs.readdir(outbox).catch(() => [])).filter((file) => file.endsWith('.eml'));
  const subjects: string[] = [];
  for (const file of files) {
    const raw = await fs.readFile(path.join(outbox, file), 'utf8');
    if (!raw.includes(`To: ${to}`)) continue;
    subjects.push(/^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '');
  }
  return subjects;
}

test("a creator turns off one kind's e-mails: the next of that kind sends none, the bell and the centre still list it", async ({
  page,
  request,
  baseURL,
}) => {
  const creator = await createCreator(request, baseURL as string, 'notifications');
  const backOffice = await BackOffice.open(baseURL as string);
  const talkTitle = `Teh tarik talk ${Date.now()}`;
  const laterTitle = `Roti canai launch ${Date.now()}`;
  const talkTask = await backOffice.inviteInfluencer(
    (await backOffice.createCampaign(campaignFor(talkTitle))).id,
    creator.email,
  );
  await expect.poll(() => subjectsTo(creator.email), { timeout: 60_000 }).toContain(`You're invited to ${talkTitle}`);

  // The creator turns the brand's messages off for e-mail, from the sidebar's Settings group.
  await openSignedIn(page, creator.email, creator.password);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();
  const messages = page.getByRole('group', { name: 'Messages' });
  await expect(messages.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
  await messages.getByRole('checkbox', { name: 'E-mail' }).click();
  await expect(page.getByText('Your notification settings are saved.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Messages' }).getByRole('checkbox', { name: 'E-mail' }),
  ).not.toBeChecked();
  await expect(
    page.getByRole('group', { name: 'Invitations' }).getByRole('checkbox', { name: 'E-mail' }),
  ).toBeChecked();

  // The manager writes to them, then invites them to another campaign.
  await backOffice.sendMessage(talkTask, 'Could you post on Friday instead?');
  await backOffice.inviteInfluencer((await backOffice.createCampaign(campaignFor(laterTitle))).id, creator.email);
  await backOffice.close();

  // The invite is e-mailed; the message, sent before it (the outbox goes in order), is not.
  await expect.poll(() => subjectsTo(creator.email), { timeout: 60_000 }).toContain(`You're invited to ${laterTitle}`);
  expect(await subjectsTo(creator.email)).not.toContain(`New message about ${talkTitle}`);

  // The bell counts all three, and the centre lists them, newest first.
  await page.goto('/my-tasks');
  const bell = page.getByRole('link', { name: 'Notifications, 3 unread' });
  await expect(bell).toBeVisible({ timeout: 30_000 });
  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const entries = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await expect(entries).toHaveText(
    [
      `Unread: You're invited to ${laterTitle}`,
      `Unread: New message from the brand about ${talkTitle}`,
      `Unread: You're invited to ${talkTitle}`,
    ].map((text) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
  );
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('link', { name: 'Notifications, 0 unread' })).toBeVisible();
  await expect(entries.filter({ hasText: 'Unread:' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  // An entry opens its task.
  await entries.filter({ hasText: talkTitle }).first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/campaign/${talkTask}$`));
});

test("an e-mail's unsubscribe link asks before it turns that kind off, and works signed out", async ({
  page,
  request,
  baseURL,
}) => {
  const creator = await createCreator(request, baseURL as string, 'unsubscribe');
  const backOffice = await BackOffice.open(baseURL as string);
  const title = `Cendol unsubscribe ${Date.now()}`;
  await backOffice.inviteInfluencer((await backOffice.createCampaign(campaignFor(title))).id, creator.email);
  await backOffice.close();

  await expect.poll(async () => (await subjectsTo(creator.email)).length, { timeout: 60_000 }).toBe(1);
  const mail = await latestMailTo(creator.email);
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  const link = /To stop e-mails like this one, open: (\S+)/.exec(mail)?.[1] ?? '';
  expect(link).toContain('/unsubscribe/');

  await page.goto(new URL(link).pathname);
  await expect(page.getByText('Stop e-mails about Invitations?')).toBeVisible();
  await page.getByRole('button', { name: 'Turn off these e-mails' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'E-mails turned off' })).toBeVisible();

  await signInThroughApi(page, creator.email, creator.password);
  await page.goto('/notification-settings');
  await expect(
    page.getByRole('group', { name: 'Invitations' }).getByRole('checkbox', { name: 'E-mail' }),
  ).not.toBeChecked();
  await expect(page.getByRole('group', { name: 'Reviews' }).getByRole('checkbox', { name: 'E-mail' })).toBeChecked();

  // A link whose token was tampered with says so, and changes nothing.
  await page.goto(`${new URL(link).pathname.slice(0, -3)}abc`);
  await expect(page.getByRole('alert').filter({ hasText: 'This unsubscribe link is not valid' })).toBeVisible();
});
