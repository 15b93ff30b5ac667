import type { Env } from '../../../config/env.ts';

/** What the PayPal rail needs from the settings. */
export interface PaypalSettings {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** The webhook PayPal calls; null: sent batches are polled every `pollSeconds`. */
  webhookId: string | null;
  pollSeconds: number;
}

type PaypalEnv = Pick<
  Env,
  'PAYPAL_API_URL' | 'PAYPAL_CLIENT_ID' | 'PAYPAL_CLIENT_SECRET' | 'PAYPAL_WEBHOOK_ID' | 'PAYPAL_POLL_SECONDS'
>;

/** The PayPal settings, or null when PayPal is not configured (no credentials). */
export function paypalSettingsOf(env: PaypalEnv): PaypalSettings | null {
  if (env.PAYPAL_CLIENT_ID === undefined || env.PAYPAL_CLIENT_SECRET === undefined) return null;
  return {
    apiUrl: env.PAYPAL_API_URL,
    clientId: env.PAYPAL_CLIENT_ID,
    clientSecret: env.PAYPAL_CLIENT_SECRET,
    webhookId: env.PAYPAL_WEBHOOK_ID ?? null,
    pollSeconds: env.PAYPAL_POLL_SECONDS,
  };
}
