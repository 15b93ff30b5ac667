import path from 'node:path';
import { z } from 'zod';
import { UNDO_WINDOW_SECONDS } from '@portal/domain/tasks';
import { sharedSettingGaps } from './shared-settings.ts';
import { isProxyAddress } from './trust-proxy.ts';

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

const EnvSchema = z.object({
  /** `production` never creates demo accounts. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * On SIGTERM, how long an instance answers `/readyz` with 503 while still serving every request,
   * in seconds, before it stops taking them: the time the load balancer needs to see it drain.
   * 10 in production; 0 elsewhere, where no load balancer waits and `tsx watch` kills a server
   * still running 5 s after its SIGTERM.
   */
  DRAIN_SECONDS: z.coerce.number().int().min(0).optional(),
  /** Where PGlite, local files and the mail outbox live. */
  DATA_DIR: z.string().default('./data'),
  /** PostgreSQL instead of the embedded PGlite when set. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /**
   * The address users reach the portal at: links in e-mails and the identity origin check.
   * `http://localhost:{PORT}` when unset.
   */
  PUBLIC_URL: z.url().optional(),
  /** Extra origins allowed to call the identity service (the Vite dev server, say). */
  TRUSTED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  /**
   * Signs sessions and encrypts the token signing keys; at least 32 characters. When unset, one is
   * generated into DATA_DIR/auth-secret on first start (set it explicitly when running many instances).
   */
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Trust this JWKS instead of the built-in identity service's keys (an external OIDC provider). */
  AUTH_JWKS_URL: z.url().optional(),
  /**
   * The VAPID key pair that signs Web Push (base64url); both or neither. When unset, a pair is
   * generated into DATA_DIR/vapid-keys.json on first start (instances sharing DATA_DIR share it).
   */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** Who push services may contact about this sender; from MAIL_FROM (or PUBLIC_URL) when unset. */
  VAPID_SUBJECT: z.url({ protocol: /^(mailto|https)$/ }).optional(),
  SUPPORT_EMAIL: z.email().default('support@creatorportal.example'),
  /** The team's address for the daily e-mail of payouts due and overdue; none is sent when unset. */
  OPS_EMAIL: z.email().optional(),
  MAIL_FROM: z.string().default('Creator Portal <no-reply@creatorportal.example>'),
  /** Send mail through this SMTP server; otherwise it is written to DATA_DIR/outbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** `true` lets production keep mail in DATA_DIR/outbox instead of sending it (see below). */
  MAIL_OUTBOX_IN_PRODUCTION: booleanFlag.default(false),
  /** Rate-limit counters, the session check and upload locks, shared by every instance; in memory when unset. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /**
   * Which proxies may set X-Forwarded-For: `false`, a hop count, or a comma-separated list of
   * addresses/CIDRs. Without it the socket address is the client.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context): boolean | number | string[] => {
      if (value === 'false' || value === '') return false;
      if (value === 'true') return true;
      if (/^\d+$/.test(value)) return Number(value);
      const proxies = value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const unknown = proxies.filter((entry) => !isProxyAddress(entry));
      if (unknown.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `${unknown.map((entry) => `'${entry}'`).join(', ')}: not a proxy address; accepted: false, true, a hop count (such as 1), or a comma-separated list of IP addresses, CIDR ranges (10.0.0.0/8) and the names loopback, linklocal, uniquelocal`,
        });
        return z.NEVER;
      }
      return proxies;
    }),
  /** Keep uploads in this S3-compatible bucket instead of DATA_DIR/files. */
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  /** The store's address when it is not AWS (R2, MinIO, GCS interop...). */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Address the bucket as a path (`endpoint/bucket/key`), as MinIO and most self-hosted stores need. */
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  /** PayPal's REST API: the sandbox unless set (`https://api-m.paypal.com` pays for real). */
  PAYPAL_API_URL: z.url({ protocol: /^https?$/ }).default('https://api-m.sandbox.paypal.com'),
  /**
   * The PayPal REST app that pays creators through PayPal Payouts: both or neither. Without them,
   * PayPal is not a payout method this portal can send.
   */
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  /** The id PayPal gave the webhook that calls this portal; without it, sent PayPal batches are polled. */
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  /** How often sent PayPal batches are asked how their payments stand, in seconds. */
  PAYPAL_POLL_SECONDS: z.coerce.number().int().positive().default(300),
  /**
   * How long an instance sending a payout batch holds it, in seconds: a batch whose sender died
   * (a crash mid-send) is sent again after it, which the rail takes as a replay of the same batch.
   */
  PAYOUT_SEND_LEASE_SECONDS: z.coerce.number().int().positive().default(300),
  /** Who pays the creators, as their payment statements name the payer. */
  PAYER_NAME: z.string().trim().min(1).default('Creator Portal'),
  /**
   * A folder of the operator's own terms of use and privacy notice (`terms.en.md`, `privacy.ms.md`,
   * ...; docs/deployment.md); the texts shipped with the portal stand in for any it lacks. Read at
   * start: a new version is asked for at each person's next sign-in.
   */
  LEGAL_DOCUMENTS_DIR: z.string().trim().min(1).optional(),
  /**
   * The operator's business account that bank payouts are paid from, and the payer's name the bank
   * shows creators: both or neither. Without them, bank transfer is not a payout method this portal
   * can send (docs/payouts.md).
   */
  BANK_PAYOUT_ACCOUNT_NO: z
    .string()
    .regex(/^[0-9]{5,20}$/, 'must be the account number, 5 to 20 digits without spaces or dashes')
    .optional(),
  BANK_PAYOUT_NAME: z.string().trim().min(1).max(35).optional(),
  /** The country of that account (its bank files pay in MYR or SGD). */
  BANK_PAYOUT_COUNTRY: z.enum(['MY', 'SG']).default('MY'),
  /** The transfer the bank files ask for: IBG or DUITNOW in Malaysia, GIRO or FAST in Singapore. */
  BANK_PAYOUT_MODE: z.enum(['IBG', 'DUITNOW', 'GIRO', 'FAST']).optional(),
  /** The largest file one upload may be, in megabytes (413 beyond it). */
  MAX_UPLOAD_MB: z.coerce.number().int().positive().default(100),
  /**
   * The most one person's files, finished or not, may add up to, in megabytes (402 beyond it; an
   * upload that does not declare its size counts as MAX_UPLOAD_MB). At least MAX_UPLOAD_MB. Files
   * sent with submissions count too, so the default leaves room for twenty of the largest videos.
   */
  UPLOAD_QUOTA_MB: z.coerce.number().int().positive().default(2000),
  /**
   * With REDIS_URL, how long an upload's lock outlives the instance holding it, in seconds: an
   * upload whose instance died resumes on another after this long.
   */
  UPLOAD_LOCK_SECONDS: z.coerce.number().int().min(2).max(300).default(10),
  /** Requests per minute one client address may make to any route. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** The window of the identity throttles below, in seconds (but the hourly per-account ceiling). */
  SIGN_IN_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /** Failed sign-ins per window from one address, whatever the account. */
  SIGN_IN_LIMIT_PER_IP: z.coerce.number().int().positive().default(20),
  /** Failed sign-ins per window to one account from one address (also wrong current passwords). */
  SIGN_IN_LIMIT_PER_ACCOUNT_AND_IP: z.coerce.number().int().positive().default(5),
  /** Failed sign-ins per hour to one account from every address together; a password reset clears them. */
  SIGN_IN_LIMIT_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().positive().max(100).default(100),
  /** Sign-ups, password-reset requests and resets per window from one address. */
  IDENTITY_LIMIT_PER_IP: z.coerce.number().int().positive().default(10),
  /** Password-reset e-mails per window to one account. */
  RESET_REQUEST_LIMIT_PER_ACCOUNT: z.coerce.number().int().positive().default(3),
  /**
   * How often tasks past their deadline are expired, in seconds (one run each time, whichever
   * instance takes it: docs/deployment.md).
   */
  EXPIRY_SWEEP_SECONDS: z.coerce.number().int().positive().default(60),
  /**
   * How often the drafts and submissions of campaigns that approve late reviews automatically are
   * approved, once two working days past the review promise, in seconds.
   */
  AUTO_APPROVAL_SWEEP_SECONDS: z.coerce.number().int().positive().default(300),
  /**
   * How long a campaign manager may undo a review decision, in seconds; the creator is told of it
   * only then. 0: decisions are final at once. The back office offers Undo until the
   * moment each decision's timeline event gives (`undoableUntil`).
   */
  DECISION_UNDO_SECONDS: z.coerce.number().int().min(0).max(600).default(UNDO_WINDOW_SECONDS),
  /**
   * How often the reminders of deadlines 48 and 24 hours away (for tasks with nothing sent for
   * review) are recorded for the notification outbox to send, in seconds.
   */
  DEADLINE_REMINDER_SWEEP_SECONDS: z.coerce.number().int().positive().default(300),
  /**
   * Whether this instance runs the background jobs (docs/deployment.md). `false` makes an instance
   * that only serves requests, beside others that run them on the same PostgreSQL database.
   */
  RUN_JOBS: booleanFlag.default(true),
  /** How often the notification outbox (e-mails, pushes) is sent, in seconds. */
  NOTIFICATION_SEND_SECONDS: z.coerce.number().int().positive().default(5),
  /** How often the creators' data exports asked for are built into their ZIPs (`privacy.export`), in seconds. */
  DATA_EXPORT_POLL_SECONDS: z.coerce.number().int().positive().default(15),
  /**
   * How many days an account waits after its creator asked to delete it: signing in again offers
   * only to cancel; after it, `privacy.erase-accounts` erases the account.
   */
  ACCOUNT_DELETION_GRACE_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  /** How often accounts past their deletion's grace period are erased (`privacy.erase-accounts`), in seconds. */
  ACCOUNT_ERASE_POLL_SECONDS: z.coerce.number().int().positive().default(3600),
  /**
   * How many days the files of work that ended unapproved (rejected, expired, application turned
   * down), and the rejected earlier tries of paid work, are kept after the task's last step into
   * that status (`privacy.retention`; docs/privacy.md).
   */
  RETENTION_CLOSED_WORK_DAYS: z.coerce.number().int().positive().default(180),
  /** How many days ended sessions and each sign-in's record are kept (`privacy.retention`). */
  RETENTION_SIGN_IN_DAYS: z.coerce.number().int().positive().default(365),
  /** How often personal data past its retention period is deleted (`privacy.retention`), in seconds. */
  RETENTION_RUN_SECONDS: z.coerce.number().int().positive().default(3600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * The bearer token Prometheus sends to `GET /metrics`; at least 16 characters. Unset, `/metrics`
   * answers 404: nothing about the instance shows by default.
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** Send a trace span of each request to this OTLP/HTTP collector (`http://collector:4318`); none when unset. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** How spans are encoded for the collector. */
  OTEL_EXPORTER_OTLP_PROTOCOL: z.enum(['http/protobuf', 'http/json']).default('http/protobuf'),
  /** The service name the spans carry. */
  OTEL_SERVICE_NAME: z.string().default('creator-portal'),
  /**
   * The cost of new password hashes: `standard` (OWASP's minimum for Argon2id), or `test`, the
   * least Argon2id allows, for test suites that sign up thousands of accounts. Refused in production.
   */
  PASSWORD_HASH_COST: z.enum(['standard', 'test']).default('standard'),
  /** Password of the demo accounts created on an empty database (never in production). */
  DEMO_PASSWORD: z.string().min(8).default('demo-password'),
  /** Serve the built web app (apps/web/dist) from this server. */
  SERVE_WEB: booleanFlag.default(true),
});

/** The settings the rules across variables read. */
const READ_ACROSS = new Set<string>([
  'NODE_ENV',
  'SMTP_URL',
  'MAIL_OUTBOX_IN_PRODUCTION',
  'PASSWORD_HASH_COST',
  'DATABASE_URL',
  'AUTH_SECRET',
  'REDIS_URL',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'PUBLIC_URL',
  'UPLOAD_QUOTA_MB',
  'MAX_UPLOAD_MB',
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
  'PAYPAL_WEBHOOK_ID',
  'BANK_PAYOUT_ACCOUNT_NO',
  'BANK_PAYOUT_NAME',
  'BANK_PAYOUT_COUNTRY',
  'BANK_PAYOUT_MODE',
]);

/**
 * Rules across variables. Production needs a mail server: an outbox nobody reads loses every reset
 * link and notification, and whoever reads DATA_DIR could open the reset links in it. Instances on
 * one database need what they share (`sharedSettingGaps`). A quota under one file's limit would
 * refuse files the limit allows. Half a VAPID key pair cannot sign, half of PayPal's credentials
 * cannot sign in, and a bank file needs both the account it pays from and the payer's name. One line per setting: a setting already refused is not refused again for another
 * reason.
 */
const CheckedEnvSchema = EnvSchema.superRefine(
  (env, context) => {
    const refused = new Set<string>();
    const refuse = (setting: string, message: string) => {
      if (refused.has(setting)) return;
      refused.add(setting);
      context.addIssue({ code: 'custom', path: [setting], message });
    };
    if (env.NODE_ENV === 'production' && !env.SMTP_URL && !env.MAIL_OUTBOX_IN_PRODUCTION) {
      refuse(
        'SMTP_URL',
        'required in production (or set MAIL_OUTBOX_IN_PRODUCTION=true to keep mail in DATA_DIR/outbox)',
      );
    }
    if (env.NODE_ENV === 'production' && env.PASSWORD_HASH_COST === 'test') {
      refuse('PASSWORD_HASH_COST', 'test-sized hashes are refused in production');
    }
    if (env.NODE_ENV === 'production') {
      for (const { setting, message } of sharedSettingGaps(env)) refuse(setting, message);
    }
    if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
      refuse(
        env.VAPID_PUBLIC_KEY === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY',
        'set both VAPID keys, or neither',
      );
    }
    if ((env.PAYPAL_CLIENT_ID === undefined) !== (env.PAYPAL_CLIENT_SECRET === undefined)) {
      refuse(
        env.PAYPAL_CLIENT_ID === undefined ? 'PAYPAL_CLIENT_ID' : 'PAYPAL_CLIENT_SECRET',
        'set both PayPal credentials, or neither',
      );
    }
    if (env.PAYPAL_WEBHOOK_ID !== undefined && env.PAYPAL_CLIENT_ID === undefined) {
      refuse('PAYPAL_WEBHOOK_ID', 'needs PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: PayPal verifies each webhook');
    }
    if ((env.BANK_PAYOUT_ACCOUNT_NO === undefined) !== (env.BANK_PAYOUT_NAME === undefined)) {
      refuse(
        env.BANK_PAYOUT_ACCOUNT_NO === undefined ? 'BANK_PAYOUT_ACCOUNT_NO' : 'BANK_PAYOUT_NAME',
        'set both the account bank payouts are paid from and the payer name, or neither',
      );
    }
    const modes = { MY: ['IBG', 'DUITNOW'], SG: ['GIRO', 'FAST'] }[env.BANK_PAYOUT_COUNTRY];
    if (env.BANK_PAYOUT_MODE !== undefined && !modes.includes(env.BANK_PAYOUT_MODE)) {
      refuse('BANK_PAYOUT_MODE', `must be ${modes.join(' or ')} for BANK_PAYOUT_COUNTRY=${env.BANK_PAYOUT_COUNTRY}`);
    }
    if (env.UPLOAD_QUOTA_MB < env.MAX_UPLOAD_MB) {
      refuse('UPLOAD_QUOTA_MB', 'must be at least MAX_UPLOAD_MB');
    }
  },
  {
    // Checked even when another setting is bad (a typo in TRUST_PROXY), so one start names every
    // problem; not when a setting they read is, whose value is then not what they expect.
    when: ({ issues }) => issues.every((issue) => !READ_ACROSS.has(String(issue.path?.[0]))),
  },
);

export type Env = Omit<z.infer<typeof EnvSchema>, 'PUBLIC_URL' | 'DRAIN_SECONDS'> & {
  PUBLIC_URL: string;
  DRAIN_SECONDS: number;
};

/** Outside production, the portal opened on its port by any loopback name is the portal itself. */
const loopbackOrigins = (port: number) => ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`);

export class EnvError extends Error {}

/**
 * Parses the environment once. Its error names every bad setting on a line of its own and nothing
 * else, as the start prints it: `SETTING: what is wrong, or what it accepts`.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (`DATABASE_URL=` in a .env file) means "not set".
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = CheckedEnvSchema.safeParse(present);
  if (!result.success) {
    const problems = new Map<string, string[]>();
    for (const issue of result.error.issues) {
      const setting = issue.path.join('.');
      problems.set(setting, [...(problems.get(setting) ?? []), issue.message]);
    }
    const lines = [...problems].map(([setting, messages]) => `${setting}: ${messages.join('; ')}`);
    throw new EnvError(lines.join('\n'));
  }
  const env = result.data;
  return {
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    DRAIN_SECONDS: env.DRAIN_SECONDS ?? (env.NODE_ENV === 'production' ? 10 : 0),
    TRUSTED_ORIGINS:
      env.NODE_ENV === 'production' ? env.TRUSTED_ORIGINS : [...env.TRUSTED_ORIGINS, ...loopbackOrigins(env.PORT)],
    DATA_DIR: path.resolve(env.DATA_DIR),
  };
}
