import { expect, request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import type { NewCampaign } from '@portal/domain/campaigns';
import { DEFAULT_CAMPAIGN_TERMS } from '@portal/domain/terms';
import { E2E_ADMIN } from './constants.ts';

const DAY = 24 * 60 * 60 * 1000;

/** A campaign as a manager would enter it; tests override what they need. */
export function campaignFor(title: string, overrides: Partial<NewCampaign> = {}): NewCampaign {
  return {
    title,
    brandLogoUrl: null,
    taskType: 'POST',
    platform: 'INSTAGRAM',
    currency: 'RM',
    incentive: 150,
    requirements: 'Public account with 1,000+ followers',
    instructions: 'Post one photo and tag the brand',
    uniqueCommentUrl: null,
    referralFee: null,
    referralCriteria: null,
    referralInstructions: null,
    deadline: new Date(Date.now() + 10 * DAY).toISOString(),
    requiresReport: false,
    autoApproveLateReviews: false,
    budget: null,
    fundsConfirmed: false,
    terms: DEFAULT_CAMPAIGN_TERMS,
    screeningQuestions: [],
    ...overrides,
  };
}

/** The review-queue card of one creator's task, opened fresh so it shows what was sent last. */
export async function openQueueItem(admin: Page, queue: string, creatorName: string, title: string) {
  await admin.goto(`/admin/queues/${queue}`);
  const item = admin.getByRole('article', { name: `${creatorName}, ${title}` });
  await expect(item).toBeVisible();
  return item;
}

/** The back office, driven through its API as the e2e admin (created before the server starts). */
export class BackOffice {
  private constructor(
    private readonly api: APIRequestContext,
    private readonly headers: Record<string, string>,
  ) {}

  static async open(baseURL: string): Promise<BackOffice> {
    const api = await playwrightRequest.newContext({ baseURL });
    const signIn = await api.post('/api/identity/sign-in/email', { data: E2E_ADMIN, headers: { origin: baseURL } });
    expect(signIn.ok()).toBe(true);
    const { token } = (await (await api.get('/api/identity/token')).json()) as { token: string };
    return new BackOffice(api, { authorization: `Bearer ${token}` });
  }

  private async call<T>(method: 'post' | 'put', path: string, data: unknown): Promise<T> {
    const response = await this.api[method](path, { data, headers: this.headers });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (response.status() === 204 ? null : await response.json()) as T;
  }

  /** Bans a creator as a campaign manager does, from the influencer directory. */
  async ban(email: string, reason: string): Promise<void> {
    const found = await this.api.get('/api/admin/influencers', { params: { search: email }, headers: this.headers });
    const { items } = (await found.json()) as { items: { id: string; email: string }[] };
    const target = items.find((item) => item.email === email);
    expect(target, `no influencer ${email}`).toBeDefined();
    await this.call('put', `/api/admin/influencers/${target?.id}/ban`, { reason });
  }

  createCampaign(campaign: NewCampaign) {
    return this.call<{ id: string }>('post', '/api/admin/campaigns', campaign);
  }

  closeCampaign(campaignId: string) {
    return this.call<null>('post', `/api/admin/campaigns/${campaignId}/close`, {});
  }

  createInvite(campaignId: string) {
    return this.call<{ id: string }>('post', `/api/admin/campaigns/${campaignId}/invites`, {});
  }

  async inviteInfluencer(campaignId: string, email: string): Promise<string> {
    const result = await this.call<{ taskIds: string[] }>('post', `/api/admin/campaigns/${campaignId}/tasks`, {
      emails: [email],
    });
    const [taskId] = result.taskIds;
    if (!taskId) throw new Error(`${email} was not invited`);
    return taskId;
  }

  rejectApplication(taskId: string, remark: string) {
    return this.call<null>('put', `/api/admin/tasks/${taskId}/application`, { decision: 'reject', remark });
  }

  approveApplication(taskId: string) {
    return this.call<null>('put', `/api/admin/tasks/${taskId}/application`, { decision: 'approve' });
  }

  /** One review or payout step: approve, startPayout, markPaid... */
  review(taskId: string, action: string, extra: { remark?: string; reference?: string } = {}) {
    return this.call<null>('put', `/api/admin/tasks/${taskId}/review`, { action, ...extra });
  }

  /** A message to the task's creator, as the brand. */
  sendMessage(taskId: string, body: string) {
    return this.call<unknown>('post', `/api/admin/tasks/${taskId}/messages`, {
      body,
      clientKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    });
  }

  payReferral(referralId: string) {
    return this.call<null>('put', `/api/admin/referrals/${referralId}`, { decision: 'pay' });
  }

  close() {
    return this.api.dispose();
  }
}
