/** The settings `sharedSettingGaps` reads: parsed, with or without PUBLIC_URL's default. */
export interface SharedSettings {
  DATABASE_URL?: string | undefined;
  AUTH_SECRET?: string | undefined;
  REDIS_URL?: string | undefined;
  SMTP_URL?: string | undefined;
  MAIL_OUTBOX_IN_PRODUCTION: boolean;
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  PUBLIC_URL?: string | undefined;
}

const WITH_DATABASE_URL = 'in production with DATABASE_URL';

/**
 * What instances sharing one PostgreSQL database must each be given rather than make alone
 * (docs/deployment.md): every setting missing or wrong, with why. Production refuses to start
 * without them; elsewhere the server starts and warns.
 */
export function sharedSettingGaps(env: SharedSettings): { setting: string; message: string }[] {
  if (!env.DATABASE_URL) return [];
  const gaps: { setting: string; message: string }[] = [];
  const required = (setting: string, why: string) =>
    gaps.push({ setting, message: `required ${WITH_DATABASE_URL}: ${why}` });
  if (!env.AUTH_SECRET) {
    required('AUTH_SECRET', "each instance would generate its own and refuse the others' sessions");
  }
  if (!env.REDIS_URL) {
    required('REDIS_URL', 'each instance would count rate limits and sign-in failures, and lock uploads, alone');
  }
  if (!env.SMTP_URL && !env.MAIL_OUTBOX_IN_PRODUCTION) {
    required(
      'SMTP_URL',
      "mail would stay in each instance's DATA_DIR/outbox (or set MAIL_OUTBOX_IN_PRODUCTION=true when they share one)",
    );
  }
  const vapidWhy =
    'instances with their own DATA_DIR would each generate a key pair, and a browser subscribed through one refuses pushes signed by another';
  if (!env.VAPID_PUBLIC_KEY) required('VAPID_PUBLIC_KEY', vapidWhy);
  if (!env.VAPID_PRIVATE_KEY) required('VAPID_PRIVATE_KEY', vapidWhy);
  if (!env.PUBLIC_URL || new URL(env.PUBLIC_URL).protocol !== 'https:') {
    gaps.push({
      setting: 'PUBLIC_URL',
      message: `must be the https:// address users reach ${WITH_DATABASE_URL}: sessions and reset links must not cross the network in clear`,
    });
  }
  return gaps;
}
