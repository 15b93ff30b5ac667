export * from './agreement.ts';
export * from './payment-due.ts';
export * from './review-due.ts';
export * from './rules.ts';
export * from './schemas.ts';
