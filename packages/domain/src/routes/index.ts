/**
 * The product API's calls as the web app makes them: each contract of `../api` reduced to its
 * method, path, access and kind of answer, with no schema, so a page that calls the API without a
 * form does not load zod. Each route carries its contract's type, and a value differing from the
 * contract's is a compile error; `routes.test.ts` checks that every contract has its route.
 */
import type * as contracts from '../api/index.ts';
import { route, type RoutesOf } from './route.ts';

export {
  API_ERROR_CODES,
  CSP_NONCE_META_PROPERTY,
  DUPLICATE_REQUEST_MESSAGE,
  NO_SESSION_META,
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
export type { Route, RouteAnswers } from './route.ts';

type MessagesContracts = typeof contracts.messagesApi;
export const messagesApi = {
  thread: route<MessagesContracts['thread']>('GET', '/api/task/:taskId/thread', 'signed-in', 'json'),
  send: route<MessagesContracts['send']>('POST', '/api/task/:taskId/messages', 'signed-in', 'json'),
  read: route<MessagesContracts['read']>('POST', '/api/task/:taskId/thread/read', 'signed-in', 'empty'),
} satisfies RoutesOf<MessagesContracts>;

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
  payouts: route<PaymentsContracts['payouts']>('GET', '/api/payments/payouts', 'signed-in', 'json'),
  statement: route<PaymentsContracts['statement']>('GET', '/api/payments/statements/:batchId', 'signed-in', 'json'),
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

type PushContracts = typeof contracts.pushApi;
export const pushApi = {
  publicKey: route<PushContracts['publicKey']>('GET', '/api/push/public-key', 'signed-in', 'json'),
  subscribe: route<PushContracts['subscribe']>('POST', '/api/push/subscriptions', 'signed-in', 'empty'),
  unsubscribe: route<PushContracts['unsubscribe']>('DELETE', '/api/push/subscriptions', 'signed-in', 'empty'),
} satisfies RoutesOf<PushContracts>;
type NotificationsContracts = typeof contracts.notificationsApi;
export const notificationsApi = {
  list: route<NotificationsContracts['list']>('GET', '/api/notifications', 'signed-in', 'json'),
  unread: route<NotificationsContracts['unread']>('GET', '/api/notifications/unread', 'signed-in', 'json'),
  read: route<NotificationsContracts['read']>('POST', '/api/notifications/:eventId/read', 'signed-in', 'empty'),
  readAll: route<NotificationsContracts['readAll']>('POST', '/api/notifications/read', 'signed-in', 'empty'),
  preferences: route<NotificationsContracts['preferences']>(
    'GET',
    '/api/notifications/preferences',
    'signed-in',
    'json',
  ),
  savePreferences: route<NotificationsContracts['savePreferences']>(
    'PATCH',
    '/api/notifications/preferences',
    'signed-in',
    'json',
  ),
} satisfies RoutesOf<NotificationsContracts>;

type UnsubscribeContracts = typeof contracts.unsubscribeApi;
export const unsubscribeApi = {
  show: route<UnsubscribeContracts['show']>('GET', '/api/public/unsubscribe/:token', 'public', 'json'),
  confirm: route<UnsubscribeContracts['confirm']>('POST', '/api/public/unsubscribe/:token', 'public', 'json'),
} satisfies RoutesOf<UnsubscribeContracts>;
