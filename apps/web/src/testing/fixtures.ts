import type { User } from '@portal/domain/auth';
import type { PayoutTracker } from '@portal/domain/earnings';
import type { CountryListOption, Option, StateOption } from '@portal/domain/options';
import type { Referral, ReferralPayment, ReferralRow } from '@portal/domain/referrals';
import type { CampaignDetails, Invite, ScreeningQuestion, Task } from '@portal/domain/tasks';
import { DEFAULT_CAMPAIGN_TERMS, type Terms } from '@portal/domain/terms';
import { fakeJwt, type StubReply, type StubRoutes } from './fetch-stub';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

const noSocialLinks: User['socialMediaLinks'] = {
  whatsapp: null,
  telegram: null,
  facebook: null,
  instagram: null,
  youtube: null,
  twitter: null,
  tiktok: null,
  xiaoHongShu: null,
  lowyat: null,
  lemonEight: null,
  cariForum: null,
};

const noFollowers: Omit<User['socialMediaFollowers'], 'updatedAt'> = {
  facebook: null,
  instagram: null,
  youtube: null,
  twitter: null,
  tiktok: null,
  xiaoHongShu: null,
  lowyat: null,
  lemonEight: null,
  cariForum: null,
};

/** No payment method, account or identity document: the fields of a user (and of a payout) before any is given. */
export const noPaymentDetails = {
  paymentMethod: null,
  paypalEmail: null,
  bankName: null,
  bankAccName: null,
  bankAccNo: null,
  nationalityDoc: null,
  nric: null,
  passportNumber: null,
  locale: null,
} satisfies Partial<User>;

/** A creator right after sign-up: name, e-mail, contact number and country only; followers never saved. */
export function buildNewUser(overrides: Partial<User> = {}): User {
  return {
    id: 'user-1',
    email: 'ana@example.com',
    fullName: 'Ana Creator',
    role: 'influencer',
    contactNumber: '+60123456789',
    referralCode: null,
    country: 'Malaysia',
    location: null,
    addrOne: null,
    addrTwo: null,
    city: null,
    postcode: null,
    dateOfBirth: null,
    gender: null,
    ethnicity: null,
    languages: [],
    englishLanguage: false,
    malayLanguage: false,
    chineseLanguage: false,
    tamilLanguage: false,
    maritalStatus: null,
    kids: null,
    contentType: [],
    socialMediaLinks: noSocialLinks,
    socialMediaFollowers: { ...noFollowers, updatedAt: null },
    ...noPaymentDetails,
    ...overrides,
  };
}

/** A creator with a complete profile and follower counts saved just now (no payment details). */
export function buildUser(overrides: Partial<User> = {}): User {
  return buildNewUser({
    location: 'Selangor',
    addrOne: '12 Jalan Mawar',
    city: 'Shah Alam',
    postcode: '40000',
    dateOfBirth: '1996-04-12',
    gender: 'FEMALE',
    ethnicity: 'Malay',
    languages: ['Malay', 'English'],
    englishLanguage: true,
    malayLanguage: true,
    maritalStatus: 'SINGLE',
    kids: 'NO',
    contentType: ['Beauty', 'Foodie'],
    socialMediaLinks: { ...noSocialLinks, instagram: 'https://instagram.com/ana.creator' },
    socialMediaFollowers: { ...noFollowers, instagram: 12500, updatedAt: new Date().toISOString() },
    ...overrides,
  });
}

export const countryOptions: Option[] = [
  { value: 'Malaysia', text: 'Malaysia' },
  { value: 'Singapore', text: 'Singapore' },
];

export const stateOptions: StateOption[] = [
  { value: 'Johor', text: 'Johor', country: 'Malaysia' },
  { value: 'Selangor', text: 'Selangor', country: 'Malaysia' },
  { value: 'Central', text: 'Central', country: 'Singapore' },
  { value: 'North East', text: 'North East', country: 'Singapore' },
];

export const raceOptions: CountryListOption[] = [
  { value: 'Malay', text: 'Malay', countries: ['Malaysia'] },
  { value: 'Chinese', text: 'Chinese', countries: ['Malaysia', 'Singapore'] },
  { value: 'Eurasian', text: 'Eurasian', countries: ['Singapore'] },
];

export const languageOptions: CountryListOption[] = [
  { value: 'Malay', text: 'Malay', countries: ['Malaysia', 'Singapore'] },
  { value: 'English', text: 'English', countries: ['Malaysia', 'Singapore'] },
  { value: 'Iban', text: 'Iban', countries: ['Malaysia'] },
];

export const bankOptions: CountryListOption[] = [
  { value: 'Maybank', text: 'Maybank', countries: ['Malaysia', 'Singapore'] },
  { value: 'CIMB Bank', text: 'CIMB Bank', countries: ['Malaysia'] },
  { value: 'DBS Bank', text: 'DBS Bank', countries: ['Singapore'] },
];

export const CHAT_GROUP_LINK = 'https://t.me/creatorportal_my';

/** The public option lists, and a chat group for every country. */
export const optionRoutes: StubRoutes = {
  'GET /api/public/options/countries': { body: countryOptions },
  'GET /api/public/options/states': { body: stateOptions },
  'GET /api/public/options/races': { body: raceOptions },
  'GET /api/public/options/languages': { body: languageOptions },
  'GET /api/public/options/banks': { body: bankOptions },
  'GET /api/public/options/telegram': { body: { value: CHAT_GROUP_LINK } },
};

/** The identity provider with no stored session. */
export const noSessionRoutes: StubRoutes = {
  'GET /api/identity/get-session': { body: null },
};

/** A product API token for the signed-in user. */
export const tokenRoutes: StubRoutes = {
  'GET /api/identity/token': () => ({ body: { token: fakeJwt(Date.now() + FIFTEEN_MINUTES) } }),
};

/** What the signed-in frame asks on every page: the top bar's bell counts the unread notifications (none). */
export const signedInFrameRoutes: StubRoutes = {
  'GET /api/notifications/unread': { body: { unread: 0 } },
};

/** The dashboard's earnings of a creator paid nothing yet, with no payout on its way. */
export const noEarningsRoutes: StubRoutes = {
  'GET /api/payments/summary': { body: { currencies: [] } },
  'GET /api/payments/payouts': { body: { payouts: [] } },
};

/** better-auth's answer for `user`'s stored session: the API token in a header, the session and the portal's user. */
const storedSessionReply = (user: User): StubReply => ({
  headers: { 'set-auth-jwt': fakeJwt(Date.now() + FIFTEEN_MINUTES) },
  body: {
    session: { id: 'session-1', userId: user.id, expiresAt: new Date(Date.now() + FIFTEEN_MINUTES).toISOString() },
    user: { id: user.id, email: user.email, name: user.fullName },
    // The server sends what GET /api/auth would answer along with the session.
    portalUser: { status: 200, body: user },
  },
});

/** A stored session whose user the product API knows, with the option lists. */
export function storedSessionRoutes(user: User = buildUser()): StubRoutes {
  return {
    ...optionRoutes,
    'GET /api/identity/get-session': () => storedSessionReply(user),
    ...tokenRoutes,
    'GET /api/auth': { body: user },
    'POST /api/identity/sign-out': { body: { success: true } },
    'GET /api/task': { body: [] },
    'GET /api/referral/task/completed': { body: [] },
    ...noEarningsRoutes,
    ...signedInFrameRoutes,
    // The back office's sidebar counts the overdue payouts on every page; none unless a test says so.
    'GET /api/admin/queues': {
      body: { applications: 0, drafts: 0, submissions: 0, reports: 0, payouts: 0, referrals: 0, overduePayouts: 0 },
    },
  };
}

/** No session until `user` signs in with e-mail and password; then theirs, as a stored one. */
export function signInRoutes(user: User): StubRoutes {
  let signedIn = false;
  return {
    'GET /api/identity/get-session': () => (signedIn ? storedSessionReply(user) : { body: null }),
    'POST /api/identity/sign-in/email': () => {
      signedIn = true;
      return { body: { redirect: false, token: 'session-token', user: { id: user.id } } };
    },
  };
}

/** A task whose creator never asked for a later deadline. */
export const noExtensionRoutes: StubRoutes = {
  'GET /api/task/extension': { body: { expiredAt: null, requests: [] } },
};

/** A task the creator has sent nothing for yet: the task page's submission history is empty. */
export const nothingSentRoutes: StubRoutes = {
  'GET /api/task/history': { body: { submissions: [], reports: [] } },
  ...noExtensionRoutes,
};

const DAY = 24 * 60 * 60 * 1000;

export function buildScreeningQuestion(overrides: Partial<ScreeningQuestion> = {}): ScreeningQuestion {
  return {
    id: 'question-1',
    orderIndex: 1,
    required: true,
    question: 'Why do you like our serum?',
    questionType: 'text',
    options: [],
    ...overrides,
  };
}

/** What every campaign factory (the creator's and the back office's) says of the Raya Glow Serum campaign. */
export const rayaGlowSerum = {
  taskType: 'POST',
  platform: 'INSTAGRAM',
  currency: 'RM',
  incentive: 150.5,
  requirements: 'At least 5,000 followers',
  instructions: 'Post a photo with the serum',
} as const satisfies Partial<CampaignDetails>;

/** The Raya Glow Serum campaign's terms: the defaults, with its incentive and deadline. */
export function buildTerms(overrides: Partial<Terms> = {}): Terms {
  return {
    ...DEFAULT_CAMPAIGN_TERMS,
    incentive: rayaGlowSerum.incentive,
    currency: rayaGlowSerum.currency,
    deadline: '2025-04-30T15:59:59.000Z',
    ...overrides,
  };
}

export function buildCampaignDetails(overrides: Partial<CampaignDetails> = {}): CampaignDetails {
  return {
    campaignTitle: 'Raya Glow Serum',
    brandLogoURL: 'https://cdn.example.com/glow.png',
    ...rayaGlowSerum,
    screeningQuestions: [],
    uniqueCommentURL: null,
    referralFee: null,
    referralCriteria: null,
    referralInstructions: null,
    terms: buildTerms(),
    autoApproveLateReviews: false,
    ...overrides,
  };
}

type TaskOverrides = Partial<Omit<Task, 'campaignDetails'>> & { campaignDetails?: Partial<CampaignDetails> };

/** A task (an invite to the creator, SELECTED unless told), due in three days. */
export function buildTask({ campaignDetails, ...overrides }: TaskOverrides = {}): Task {
  return {
    id: 'task-1',
    status: 'SELECTED',
    associatedCampaign: 'campaign-1',
    taskDeadline: new Date(Date.now() + 3 * DAY).toISOString(),
    submissionDate: null,
    incentive: 150.5,
    unreadMessages: 0,
    rejectionComments: null,
    applicationRejectionComments: null,
    uniqueComment: null,
    uniqueCommentUrl: null,
    draftApproved: false,
    draftAwaitingReview: false,
    paymentSecured: false,
    reviewSentAt: null,
    draftComment: null,
    draftSubmittedAt: null,
    updatedAt: '2025-04-12T06:00:00.000Z',
    paymentDueOn: null,
    paidAt: null,
    paymentReference: null,
    revisions: { used: 0, included: 2 },
    campaignDetails: buildCampaignDetails(campaignDetails),
    ...overrides,
  };
}

type InviteCampaign = Invite['inviteCampaign'];

/** The display fields of the campaign behind an invite or a referral. */
function buildInviteCampaign(overrides: Partial<InviteCampaign> = {}): InviteCampaign {
  const { campaignTitle, brandLogoURL, taskType, currency, incentive, platform, requirements, instructions, terms } =
    buildCampaignDetails();
  return {
    campaignTitle,
    brandLogoURL,
    taskType,
    currency,
    incentive,
    platform,
    requirements,
    instructions,
    screeningQuestions: [],
    terms,
    autoApproveLateReviews: false,
    ...overrides,
  };
}

type InviteOverrides = Partial<Omit<Invite, 'inviteCampaign'>> & { inviteCampaign?: Partial<InviteCampaign> };

/** An open-application invite the creator has no task in yet (status null). */
export function buildInvite({ inviteCampaign, ...overrides }: InviteOverrides = {}): Invite {
  return {
    id: 'invite-1',
    status: null,
    closed: false,
    inviteCampaign: buildInviteCampaign(inviteCampaign),
    ...overrides,
  };
}

type ReferralOverrides = Partial<Omit<Referral, 'referralCampaign'>> & { referralCampaign?: Partial<InviteCampaign> };

/** A friend's referral link to a campaign the creator has no task in yet (status null). */
export function buildReferral({ referralCampaign, ...overrides }: ReferralOverrides = {}): Referral {
  return {
    id: 'referral-code-1',
    status: null,
    closed: false,
    referralCampaign: buildInviteCampaign(referralCampaign),
    referrerName: 'Bella Referrer',
    ...overrides,
  };
}

/** A friend the creator referred, who has applied (REFERRAL-INVITED unless told). */
export function buildReferralRow(overrides: Partial<ReferralRow> = {}): ReferralRow {
  return {
    id: 'referral-1',
    status: 'REFERRAL-INVITED',
    referredUserDetails: { fullName: 'Chen Friend' },
    ...overrides,
  };
}

type ReferralPaymentOverrides = Partial<Omit<ReferralPayment, 'referralTaskCampaign'>> & {
  referralTaskCampaign?: Partial<ReferralPayment['referralTaskCampaign']>;
};

/** A referral fee paid to the creator (REFERRAL-COMPLETED unless told). */
export function buildReferralPayment({
  referralTaskCampaign,
  ...overrides
}: ReferralPaymentOverrides = {}): ReferralPayment {
  return {
    id: 'referral-payment-1',
    status: 'REFERRAL-COMPLETED',
    updatedAt: '2025-04-10T06:00:00.000Z',
    referredUserDetails: { fullName: 'Chen Friend' },
    referralTaskCampaign: {
      campaignTitle: 'Raya Glow Serum',
      referralFee: 20,
      currency: 'RM',
      ...referralTaskCampaign,
    },
    ...overrides,
  };
}

/** A task's conversation with nothing in it yet, for pages that show it (the creator's or the back office's). */
export function emptyThreadRoutes(side: 'creator' | 'brand', taskId: string, campaignId = 'campaign-1') {
  const path = side === 'creator' ? `/api/task/${taskId}/thread` : `/api/admin/tasks/${taskId}/thread`;
  return {
    [`GET ${path}`]: { body: { taskId, campaignId, campaignTitle: 'Raya Glow Serum', entries: [], unread: 0 } },
  };
}

/** A creator's payout of RM 150.50 for the Raya Glow Serum task `task-1`, approved and not scheduled yet. */
export function buildPayoutTracker(overrides: Partial<PayoutTracker> = {}): PayoutTracker {
  return {
    taskId: 'task-1',
    referralId: null,
    campaign: 'Raya Glow Serum',
    amountMinor: 15050,
    currency: 'RM',
    stage: 'approved',
    approvedAt: '2026-12-01T04:00:00.000Z',
    scheduledAt: null,
    sentAt: null,
    paidAt: null,
    returnedAt: null,
    problem: null,
    reason: null,
    method: null,
    batchId: null,
    ...overrides,
  };
}
