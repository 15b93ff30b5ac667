/**
 * The back office's contract (`/api/admin/*`, admins only): what each call takes and answers, one
 * file per area.
 * Money is in major units (150.5), times are ISO strings in UTC.
 */
export * from './campaigns.ts';
export * from './influencers.ts';
export * from './queues.ts';
export * from './sent-work.ts';
export * from './review.ts';
export * from './payouts.ts';
export * from './payout-batches.ts';
export * from './captions.ts';
export * from './jobs.ts';
export * from './creators.ts';
export * from './reports.ts';
