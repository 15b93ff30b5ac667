/**
 * The calls of the creator's personal data as the web app makes them (see `../routes`): the
 * export, the reads log, consents, the legal documents, the sign-in history and the deletion. They
 * load with the pages and screens that use them, not with every page's first load.
 */
import type * as contracts from '../api/index.ts';
import { route, type RoutesOf } from '../routes/route.ts';

type PrivacyExportContracts = typeof contracts.privacyExportApi;
export const privacyExportApi = {
  request: route<PrivacyExportContracts['request']>('POST', '/api/me/data-exports', 'signed-in', 'json'),
  list: route<PrivacyExportContracts['list']>('GET', '/api/me/data-exports', 'signed-in', 'json'),
  file: route<PrivacyExportContracts['file']>('GET', '/api/me/data-exports/:exportId/file', 'signed-in', 'file'),
} satisfies RoutesOf<PrivacyExportContracts>;

type PersonalDataReadsContracts = typeof contracts.personalDataReadsApi;
export const personalDataReadsApi = {
  list: route<PersonalDataReadsContracts['list']>('GET', '/api/me/personal-data-reads', 'signed-in', 'json'),
} satisfies RoutesOf<PersonalDataReadsContracts>;

type ConsentContracts = typeof contracts.consentApi;
export const consentApi = {
  status: route<ConsentContracts['status']>('GET', '/api/me/consents', 'signed-in', 'json'),
  agree: route<ConsentContracts['agree']>('POST', '/api/me/consents', 'signed-in', 'json'),
  marketing: route<ConsentContracts['marketing']>('PUT', '/api/me/consents/marketing', 'signed-in', 'json'),
} satisfies RoutesOf<ConsentContracts>;

type LegalContracts = typeof contracts.legalApi;
export const legalApi = {
  document: route<LegalContracts['document']>('GET', '/api/public/legal/:document', 'public', 'json'),
} satisfies RoutesOf<LegalContracts>;

type SignInsContracts = typeof contracts.signInsApi;
export const signInsApi = {
  list: route<SignInsContracts['list']>('GET', '/api/me/sign-ins', 'signed-in', 'json'),
} satisfies RoutesOf<SignInsContracts>;

type AccountDeletionContracts = typeof contracts.accountDeletionApi;
export const accountDeletionApi = {
  request: route<AccountDeletionContracts['request']>('POST', '/api/me/deletion', 'signed-in', 'json'),
  status: route<AccountDeletionContracts['status']>('GET', '/api/me/deletion', 'signed-in', 'json'),
  cancel: route<AccountDeletionContracts['cancel']>('DELETE', '/api/me/deletion', 'signed-in', 'empty'),
} satisfies RoutesOf<AccountDeletionContracts>;
