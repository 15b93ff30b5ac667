import type { TaskStatus } from '@portal/domain/tasks';
import type { campaigns } from '../../db/schema/campaigns.ts';
import { createCampaign, createTask } from '../../testing/factories.ts';
import type { TestAccount, TestApp } from '../../testing/test-app.ts';
import { uploadFile } from '../../testing/uploads.ts';

/** What the back-office tests share: creators' payout details, and tasks with files sent through the API. */
export function reviewKit(portal: () => TestApp) {
  /** A creator's payout details, saved as they save them. */
  const payByBank = (creator: TestAccount, details: Partial<Record<string, string>> = {}) =>
    creator.call('/api/auth/bank', {
      method: 'PUT',
      body: {
        paymentMethod: 'Bank Transfer',
        bankName: 'Maybank',
        bankAccName: creator.name,
        bankAccNo: '1234-5678-90',
        paypalEmail: '',
        nationalityDoc: 'NRIC',
        nric: '900101-14-5678',
        passportNumber: '',
        ...details,
      },
    });

  /** Helpers to send work on a task as its creator does, through the API. */
  function workOn(creator: TestAccount, campaignId: string, taskId: string) {
    const upload = (filename: string, kind: 'submissions' | 'reports' = 'submissions', content?: Buffer) =>
      uploadFile(portal().baseUrl, creator.token, { kind, campaignId, filename, content });
    const put = async (path: string, newSubmission: Record<string, unknown>) => {
      const answer = await creator.call(path, { method: 'PUT', body: { newSubmission: { taskId, ...newSubmission } } });
      if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer;
    };
    return {
      campaignId,
      taskId,
      upload,
      submit: async (filename = 'live.png', linkURL = 'https://instagram.com/p/abc') =>
        put('/api/task/submit', { screenshotURL: [await upload(filename)], linkURL }),
      draft: async (filename = 'cut.mp4', draftComment = 'My first cut') =>
        put('/api/task/draft', { draftComment, draftCommentURLArray: [await upload(filename)] }),
      report: async (filename = 'insights.png') =>
        put('/api/task/submit/report', { reportURL: [await upload(filename, 'reports')] }),
    };
  }

  /** A new campaign (or a given one) and a creator's task in it, with `workOn`'s helpers. */
  async function taskFor(
    creator: TestAccount,
    status: TaskStatus,
    campaign: Partial<typeof campaigns.$inferInsert> = {},
  ) {
    const created = campaign.id ? { id: campaign.id } : await createCampaign(portal().database.db, campaign);
    const task = await createTask(portal().database.db, { campaignId: created.id, userId: creator.id, status });
    return workOn(creator, created.id, task.id);
  }

  /** An admin's review step on a task: the status and error message, if any. */
  const review = (admin: TestAccount, taskId: string, body: Record<string, unknown>) =>
    admin.call(`/api/admin/tasks/${taskId}/review`, { method: 'PUT', body });

  return { payByBank, taskFor, workOn, review };
}
