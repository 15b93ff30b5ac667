import type { Task } from '@portal/domain/tasks';
import { BackOffice } from './back-office.ts';
import { E2E_DEMO_CREATOR } from './constants.ts';
import { CreatorApi } from './creator-api.ts';

/**
 * What the screen tours visit beside the seeded demo creator's tasks: an invite link to the
 * campaign of a SELECTED task, and the creator's referral link to a campaign with a referral fee.
 */
export async function loadDemoData(baseURL: string) {
  const creator = await CreatorApi.signIn(baseURL, E2E_DEMO_CREATOR.email, E2E_DEMO_CREATOR.password);
  const tasks = await creator.get<Task[]>('/api/task');
  const referred = tasks.find((task) => task.campaignDetails.referralFee !== null);
  if (!referred) throw new Error('the demo creator has no campaign with a referral fee');
  const { code } = await creator.post<{ code: string }>('/api/link', { campaignId: referred.associatedCampaign });
  await creator.close();

  /** The demo creator's task in `status` (the first for which `which` holds). */
  const demoTask = (status: Task['status'], which: (task: Task) => boolean = () => true): Task => {
    const task = tasks.find((candidate) => candidate.status === status && which(candidate));
    if (!task) throw new Error(`the demo creator has no such ${status} task`);
    return task;
  };

  const backOffice = await BackOffice.open(baseURL);
  const { id: inviteId } = await backOffice.createInvite(demoTask('SELECTED').associatedCampaign);
  await backOffice.close();

  return { tasks, demoTask, inviteId, referral: { code, task: referred } };
}

export type DemoData = Awaited<ReturnType<typeof loadDemoData>>;

/** A task's page heading: its campaign's title, as the brand wrote it. */
export const titleOf = (task: Task) => task.campaignDetails.campaignTitle;
