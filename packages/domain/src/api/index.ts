// Plain constants and endpointUrl sit in zod-free files, so `@portal/domain/routes` can offer them
// to the web app without loading zod.
export * from './constants.ts';
export * from './page-files.ts';
export * from './error-body.ts';
export * from './endpoint.ts';
export * from './ids.ts';
export * from './admin.ts';
export * from './admin-review.ts';
export * from './admin-creators.ts';
export * from './admin-payout-batches.ts';
export * from './files.ts';
export * from './options.ts';
export * from './payments.ts';
export * from './referrals.ts';
export * from './tasks.ts';
export * from './user.ts';
export * from './messages.ts';
export * from './push.ts';
export * from './notifications.ts';
export * from './privacy-export.ts';
export * from './privacy-reads.ts';
export * from './privacy-consent.ts';
export * from './admin-reports.ts';
export * from './privacy-deletion.ts';
