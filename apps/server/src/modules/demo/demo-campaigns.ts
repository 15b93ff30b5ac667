import type { NotifiedAction } from '@portal/domain/notifications';
import type { QuestionType, TaskAction, TaskStatus, TaskType } from '@portal/domain/tasks';
import type { CampaignTerms } from '@portal/domain/terms';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export interface DemoQuestion {
  question: string;
  questionType: QuestionType;
  required: boolean;
  options?: string[];
}

export interface DemoCampaign {
  title: string;
  taskType: TaskType;
  platform: string;
  currency?: string;
  incentive: number;
  referralFee?: number;
  requirements: string;
  instructions: string;
  uniqueCommentUrl?: string;
  requiresReport?: boolean;
  /** Days from now; negative is past. */
  deadlineInDays: number;
  /** Terms other than the defaults. */
  terms?: Partial<CampaignTerms>;
  questions?: DemoQuestion[];
  /** The demo influencer's task in this campaign, if any. */
  task?: {
    status: TaskStatus;
    rejectionComments?: string;
    applicationRejectionComments?: string;
    uniqueComment?: string;
    draftApproved?: boolean;
    draftComment?: string;
    /** For a task approved for payment: its payment is due this many days from today (negative: overdue). */
    paymentDueInDays?: number;
    /** For a COMPLETED task: the transfer's reference. */
    paymentReference?: string;
    /**
     * The step that brought the task to its status, as the demo influencer's notification centre
     * lists it: already e-mailed (the outbox sends nothing for it), read or not yet.
     */
    notice?: { action: NotifiedAction & TaskAction; hoursAgo: number; read: boolean };
  };
  /** Also open an invite link for open applications. */
  invite?: boolean;
  /** A deadline extension the demo influencer asked for, waiting in the back office's queue. */
  extension?: { deadlineInDays: number; reason: string };
}

const contentQuestions: DemoQuestion[] = [
  {
    question: 'Which formats will you post?',
    questionType: 'multipleChoice',
    required: true,
    options: ['Reels', 'Stories', 'Feed post'],
  },
  { question: 'Link to a post you are proud of', questionType: 'text', required: false },
  { question: 'Is your account public?', questionType: 'checkbox', required: true },
];

/** A campaign per task type and a demo task in every status, so a newcomer sees every screen. */
export const DEMO_CAMPAIGNS: DemoCampaign[] = [
  {
    title: 'Kopi Kita: new iced latte range',
    taskType: 'POST',
    platform: 'INSTAGRAM',
    incentive: 180,
    referralFee: 20,
    requirements: 'Public Instagram account with at least 2,000 followers in Malaysia.',
    instructions: 'Post one photo of the iced latte in a cafe setting. Tag @kopikita and use #KopiKitaIced.',
    deadlineInDays: 21,
    questions: contentQuestions,
    task: { status: 'SELECTED', notice: { action: 'invite', hoursAgo: 3, read: false } },
    invite: true,
  },
  {
    title: 'GlowLab serum: launch comments',
    taskType: 'UNIQUECOMMENT',
    platform: 'FACEBOOK',
    incentive: 35,
    requirements: 'Active Facebook profile.',
    instructions: 'Comment on the launch post with the caption assigned to you, word for word.',
    uniqueCommentUrl: 'https://facebook.com/glowlab/posts/launch',
    deadlineInDays: 10,
    task: { status: 'SELECTED', uniqueComment: 'Tried GlowLab for a week and my skin feels so hydrated!' },
  },
  {
    title: 'Lumi Fitness app: 30-day challenge',
    taskType: 'VIDEO',
    platform: 'TIKTOK',
    incentive: 450,
    referralFee: 50,
    requirements: 'TikTok account with 5,000+ followers; fitness or lifestyle content.',
    instructions: 'Submit a draft video and caption first. After approval, post it and share the link.',
    deadlineInDays: 5,
    requiresReport: true,
    terms: {
      reviewDays: 2,
      revisionsIncluded: 3,
      usageRights: 'PAID_90',
      usageNote: 'TikTok and Instagram, Malaysia only',
    },
    task: { status: 'ACCEPTED' },
    invite: true,
  },
  {
    title: 'Mamak Express delivery: share the promo',
    taskType: 'SHARE',
    platform: 'WHATSAPP',
    incentive: 15,
    requirements: 'Share to at least 3 groups.',
    instructions: 'Share the promo poster to your WhatsApp groups and screenshot each share.',
    deadlineInDays: 7,
    task: { status: 'APPLIED' },
  },
  {
    title: 'Batik Baru: festive collection review',
    taskType: 'REVIEW',
    platform: 'XIAOHONGSHU',
    incentive: 220,
    requirements: 'XiaoHongShu account posting fashion content.',
    instructions: 'Write an honest review of one piece from the festive collection with 4+ photos.',
    deadlineInDays: 14,
    task: {
      status: 'APPLICATION-REJECTED',
      applicationRejectionComments: 'We need accounts with more fashion posts. Add a few and reapply!',
      notice: { action: 'rejectApplication', hoursAgo: 4 * 24, read: true },
    },
  },
  {
    title: 'TechNest earbuds: like and comment',
    taskType: 'COMMENT',
    platform: 'YOUTUBE',
    incentive: 25,
    requirements: 'YouTube account older than 6 months.',
    instructions: 'Leave a genuine comment on the unboxing video mentioning the battery life.',
    deadlineInDays: 3,
    task: {
      status: 'REJECTED',
      rejectionComments: 'The screenshot does not show your comment. Please resubmit.',
      notice: { action: 'reject', hoursAgo: 26, read: false },
    },
    extension: { deadlineInDays: 10, reason: 'I am travelling this week and can only record the comment video after.' },
  },
  {
    title: 'Sunny Bakes: weekend like drive',
    taskType: 'LIKE',
    platform: 'INSTAGRAM',
    incentive: 10,
    requirements: 'Any public Instagram account.',
    instructions: 'Like the three latest posts and send a screenshot.',
    deadlineInDays: 2,
    task: { status: 'PENDING-CHECKING' },
  },
  {
    title: 'EcoHome detergent: caption draft',
    taskType: 'DRAFT',
    platform: 'LEMONEIGHT',
    incentive: 120,
    requirements: 'Lemon8 account with home or lifestyle content.',
    instructions: 'Send the caption draft; once approved, post it with a photo of the refill pack.',
    deadlineInDays: 12,
    requiresReport: true,
    task: { status: 'APPROVED-PENDING-REPORT', draftApproved: true, draftComment: 'Refill, reuse, relax. #EcoHome' },
  },
  {
    title: 'Velo Bikes: weekend ride post',
    taskType: 'POST',
    platform: 'TWITTER',
    incentive: 90,
    referralFee: 10,
    requirements: 'Twitter/X account with local followers.',
    instructions: 'Post about your weekend ride with the Velo hashtag.',
    deadlineInDays: 9,
    terms: { paymentDays: 10, usageRights: 'PAID_30' },
    task: { status: 'APPROVED-PENDING-PAYMENT', paymentDueInDays: 6 },
  },
  {
    title: 'Campus Jobs fair: LinkedIn post',
    taskType: 'POST',
    platform: 'LINKEDIN',
    incentive: 150,
    requirements: 'LinkedIn profile with 500+ connections.',
    instructions: 'Post about the careers fair and what you hope to learn there.',
    deadlineInDays: 6,
    task: { status: 'APPROVED-PROCESSING-PAYMENT', paymentDueInDays: -3 },
  },
  {
    title: 'Lowyat gadget forum: first impressions thread',
    taskType: 'REVIEW',
    platform: 'LOWYAT',
    incentive: 60,
    requirements: 'Lowyat forum account older than a year.',
    instructions: 'Start a thread with first impressions of the new phone.',
    deadlineInDays: -4,
    task: { status: 'EXPIRED' },
  },
  {
    title: 'Durian Delight: festival share',
    taskType: 'SHARE',
    platform: 'TELEGRAM',
    currency: 'SGD',
    incentive: 40,
    referralFee: 5,
    requirements: 'Member of at least one foodie Telegram group.',
    instructions: 'Share the festival poster to your foodie groups.',
    deadlineInDays: -10,
    task: {
      status: 'COMPLETED',
      paymentReference: 'MBB-1234',
      notice: { action: 'markPaid', hoursAgo: 6 * 24, read: true },
    },
  },
  {
    title: 'PlayArena: esports tournament hype',
    taskType: 'VIDEO',
    platform: 'ALL',
    incentive: 300,
    requirements: 'Gaming content creators on any platform.',
    instructions: 'Film a short hype clip for the tournament; draft first.',
    deadlineInDays: 20,
    questions: [{ question: 'Which games do you stream?', questionType: 'text', required: true }],
    invite: true,
  },
];

export const deadlineFrom = (days: number) => new Date(Date.now() + days * DAY);

export const hoursBefore = (hours: number) => new Date(Date.now() - hours * HOUR);
