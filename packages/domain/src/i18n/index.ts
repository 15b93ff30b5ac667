// No zod here: the web app's entry loads this to pick and load the language.
export * from './locales.ts';
export { loadMessages } from './load-messages.ts';
export { loadAccountMessages } from './load-account-messages.ts';
export { loadAdminMessages } from './load-admin-messages.ts';
export { loadMailMessages } from './load-mail-messages.ts';
export { loadThreadMessages } from './load-thread-messages.ts';
