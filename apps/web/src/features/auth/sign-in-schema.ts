// Fetched by the sign-in form when it is first used (lib/lazy-schema.ts), so zod stays out of the page.
export { SignInSchema } from '@portal/domain/auth';
