/**
 * The product API's calls as the web app makes them: each contract of `../api` reduced to its
 * method, path, access and kind of answer, with no schema, so a page that calls the API without a
 * form does not load zod. Each route carries its contract's type, and a value differing from the
 * contract's is a compile error; `routes.test.ts` checks that every contract has its route.
 */
import type * as contracts from '../api/index.ts';
import type { Endpoint } from '../api/endpoint.ts';

export {
  API_ERROR_CODES,
  CSP_NONCE_META_PROPERTY,
  DUPLICATE_REQUEST_MESSAGE,
  USER_BANNED_MESSAGE,
} from '../api/constants.ts';
export {
  endpointUrl,
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type EndpointResponse,
  type HttpMethod,
} from '../api/endpoint.ts';

/** How a call answers: JSON, nothing (204), or a file streamed with its own type (no response schema). */
export type RouteAnswers<E extends Endpoint> = E['response'] extends { status: 200 }
  ? 'json'
  : E['response'] extends { status: 204 }
    ? 'empty'
    : 'file';

declare const contract: unique symbol;

export interface Route<E extends Endpoint> {
  readonly method: E['method'];
  readonly path: E['path'];
  readonly access: E['access'];
  readonly answers: RouteAnswers<E>;
  /** Never set: carries the contract's type, which types a call's input and answer. */
  readonly [contract]?: E;
}

const route = <E extends Endpoint>(
  method: E['method'],
  path: E['path'],
  access: E['access'],
  answers: RouteAnswers<E>,
): Route<E> => ({ method, path, access, answers });

/** One route for each contract of a group, of that contract's type. */
type RoutesOf<Group extends Record<string, Endpoint>> = { [Name in keyof Group]: Route<Group[Name]> };

type AdminCampaignsContracts = typeof contracts.adminCampaignsApi;
export const adminCampaignsApi = {
  list: route<AdminCampaignsContracts['list']>('GET', '/api/admin/campaigns', 'admin', 'json'),
  create: route<AdminCampaignsContracts['create']>('POST', '/api/admin/campaigns', 'admin', 'json'),
  get: route<AdminCampaignsContracts['get']>('GET', '/api/admin/campaigns/:campaignId', 'admin', 'json'),
  update: route<AdminCampaignsContracts['update']>('PUT', '/api/admin/campaigns/:campaignId', 'admin', 'empty'),
  duplicate: route<AdminCampaignsContracts['duplicate']>(
    'POST',
    '/api/admin/campaigns/:campaignId/duplicate',
    'admin',
    'json',
  ),
  close: route<AdminCampaignsContracts['close']>('POST', '/api/admin/campaigns/:campaignId/close', 'admin', 'empty'),
  createInvite: route<AdminCampaignsContracts['createInvite']>(
    'POST',
    '/api/admin/campaigns/:campaignId/invites',
    'admin',
    'json',
  ),
  tasks: route<AdminCampaignsContracts['tasks']>('GET', '/api/admin/campaigns/:campaignId/tasks', 'admin', 'json'),
  invite: route<AdminCampaignsContracts['invite']>('POST', '/api/admin/campaigns/:campaignId/tasks', 'admin', 'json'),
  assignCaptions: route<AdminCampaignsContracts['assignCaptions']>(
    'PUT',
    '/api/admin/campaigns/:campaignId/captions',
    'admin',
    'json',
  ),
} satisfies RoutesOf<AdminCampaignsContracts>;

type AdminInfluencersContracts = typeof contracts.adminInfluencersApi;
export const adminInfluencersApi = {
  list: route<AdminInfluencersContracts['list']>('GET', '/api/admin/influencers', 'admin', 'json'),
  ban: route<AdminInfluencersContracts['ban']>('PUT', '/api/admin/influencers/:userId/ban', 'admin', 'empty'),
  unban: route<AdminInfluencersContracts['unban']>('DELETE', '/api/admin/influencers/:userId/ban', 'admin', 'empty'),
} satisfies RoutesOf<AdminInfluencersContracts>;

type AdminPayoutsContracts = typeof contracts.adminPayoutsApi;
export const adminPayoutsApi = {
  start: route<AdminPayoutsContracts['start']>('POST', '/api/admin/payouts/start', 'admin', 'json'),
  export: route<AdminPayoutsContracts['export']>('POST', '/api/admin/payouts/export', 'admin', 'json'),
  dueReferrals: route<AdminPayoutsContracts['dueReferrals']>('GET', '/api/admin/referrals', 'admin', 'json'),
} satisfies RoutesOf<AdminPayoutsContracts>;

type AdminExtensionsContracts = typeof contracts.adminExtensionsApi;
export const adminExtensionsApi = {
  queue: route<AdminExtensionsContracts['queue']>('GET', '/api/admin/extensions', 'admin', 'json'),
  decide: route<AdminExtensionsContracts['decide']>('PUT', '/api/admin/extensions/:extensionId', 'admin', 'empty'),
} satisfies RoutesOf<AdminExtensionsContracts>;

type AdminQueuesContracts = typeof contracts.adminQueuesApi;
export const adminQueuesApi = {
  counts: route<AdminQueuesContracts['counts']>('GET', '/api/admin/queues', 'admin', 'json'),
  page: route<AdminQueuesContracts['page']>('GET', '/api/admin/queues/:kind', 'admin', 'json'),
} satisfies RoutesOf<AdminQueuesContracts>;

type AdminReviewContracts = typeof contracts.adminReviewApi;
export const adminReviewApi = {
  task: route<AdminReviewContracts['task']>('GET', '/api/admin/tasks/:taskId', 'admin', 'json'),
  review: route<AdminReviewContracts['review']>('PUT', '/api/admin/tasks/:taskId/review', 'admin', 'empty'),
  setCaption: route<AdminReviewContracts['setCaption']>('PUT', '/api/admin/tasks/:taskId/caption', 'admin', 'empty'),
  decideApplication: route<AdminReviewContracts['decideApplication']>(
    'PUT',
    '/api/admin/tasks/:taskId/application',
    'admin',
    'empty',
  ),
  decideReferral: route<AdminReviewContracts['decideReferral']>(
    'PUT',
    '/api/admin/referrals/:referralId',
    'admin',
    'empty',
  ),
} satisfies RoutesOf<AdminReviewContracts>;

type FilesContracts = typeof contracts.filesApi;
export const filesApi = {
  link: route<FilesContracts['link']>('GET', '/api/files/link', 'signed-in', 'json'),
  signedFile: route<FilesContracts['signedFile']>('GET', '/api/files/:token', 'public', 'file'),
  logo: route<FilesContracts['logo']>('GET', '/api/public/logos/:encodedKey', 'public', 'file'),
} satisfies RoutesOf<FilesContracts>;

type OptionsContracts = typeof contracts.optionsApi;
export const optionsApi = {
  countries: route<OptionsContracts['countries']>('GET', '/api/public/options/countries', 'public', 'json'),
  states: route<OptionsContracts['states']>('GET', '/api/public/options/states', 'public', 'json'),
  banks: route<OptionsContracts['banks']>('GET', '/api/public/options/banks', 'public', 'json'),
  languages: route<OptionsContracts['languages']>('GET', '/api/public/options/languages', 'public', 'json'),
  races: route<OptionsContracts['races']>('GET', '/api/public/options/races', 'public', 'json'),
  chatGroup: route<OptionsContracts['chatGroup']>('GET', '/api/public/options/telegram', 'public', 'json'),
  config: route<OptionsContracts['config']>('GET', '/api/public/config', 'public', 'json'),
} satisfies RoutesOf<OptionsContracts>;

type ReferralsContracts = typeof contracts.referralsApi;
export const referralsApi = {
  link: route<ReferralsContracts['link']>('GET', '/api/referral/link', 'signed-in', 'json'),
  createLink: route<ReferralsContracts['createLink']>('POST', '/api/link', 'signed-in', 'json'),
  list: route<ReferralsContracts['list']>('GET', '/api/referral/task', 'signed-in', 'json'),
  payments: route<ReferralsContracts['payments']>('GET', '/api/referral/task/completed', 'signed-in', 'json'),
  get: route<ReferralsContracts['get']>('GET', '/api/referral', 'signed-in', 'json'),
  accept: route<ReferralsContracts['accept']>('POST', '/api/referral/accept', 'signed-in', 'json'),
  publicGet: route<ReferralsContracts['publicGet']>('GET', '/api/public/referral', 'public', 'json'),
} satisfies RoutesOf<ReferralsContracts>;

type PaymentsContracts = typeof contracts.paymentsApi;
export const paymentsApi = {
  summary: route<PaymentsContracts['summary']>('GET', '/api/payments/summary', 'signed-in', 'json'),
  historyCsv: route<PaymentsContracts['historyCsv']>('GET', '/api/payments/history.csv', 'signed-in', 'json'),
} satisfies RoutesOf<PaymentsContracts>;

type SubmissionsContracts = typeof contracts.submissionsApi;
export const submissionsApi = {
  submit: route<SubmissionsContracts['submit']>('PUT', '/api/task/submit', 'signed-in', 'json'),
  draft: route<SubmissionsContracts['draft']>('PUT', '/api/task/draft', 'signed-in', 'json'),
  report: route<SubmissionsContracts['report']>('PUT', '/api/task/submit/report', 'signed-in', 'json'),
  history: route<SubmissionsContracts['history']>('GET', '/api/task/history', 'signed-in', 'json'),
} satisfies RoutesOf<SubmissionsContracts>;

type TasksContracts = typeof contracts.tasksApi;
export const tasksApi = {
  list: route<TasksContracts['list']>('GET', '/api/task', 'signed-in', 'json'),
  get: route<TasksContracts['get']>('GET', '/api/task/taskId', 'signed-in', 'json'),
  invite: route<TasksContracts['invite']>('GET', '/api/invite', 'signed-in', 'json'),
  publicInvite: route<TasksContracts['publicInvite']>('GET', '/api/public/invite', 'public', 'json'),
  accept: route<TasksContracts['accept']>('PUT', '/api/task/accept', 'signed-in', 'json'),
  applyToInvite: route<TasksContracts['applyToInvite']>('POST', '/api/task/invite/accept', 'signed-in', 'json'),
  reapply: route<TasksContracts['reapply']>('PUT', '/api/task/reapply', 'signed-in', 'json'),
} satisfies RoutesOf<TasksContracts>;

type ExtensionsContracts = typeof contracts.extensionsApi;
export const extensionsApi = {
  list: route<ExtensionsContracts['list']>('GET', '/api/task/extension', 'signed-in', 'json'),
  request: route<ExtensionsContracts['request']>('POST', '/api/task/extension', 'signed-in', 'json'),
} satisfies RoutesOf<ExtensionsContracts>;

type UserContracts = typeof contracts.userApi;
export const userApi = {
  get: route<UserContracts['get']>('GET', '/api/auth', 'signed-in', 'json'),
  create: route<UserContracts['create']>('POST', '/api/auth', 'signed-in', 'json'),
  updateProfile: route<UserContracts['updateProfile']>('PUT', '/api/auth', 'signed-in', 'json'),
  updateProfileSection: route<UserContracts['updateProfileSection']>('PATCH', '/api/auth/profile', 'signed-in', 'json'),
  updateBankDetails: route<UserContracts['updateBankDetails']>('PUT', '/api/auth/bank', 'signed-in', 'json'),
} satisfies RoutesOf<UserContracts>;
