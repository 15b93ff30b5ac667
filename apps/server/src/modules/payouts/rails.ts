import type { Env } from '../../config/env.ts';
import { createBankFileRail, type BankFileRail, type BankRailSettings } from './bank/bank-rail.ts';
import { PaypalClient, type PaypalClientOptions } from './paypal/paypal-client.ts';
import { PaypalRail } from './paypal/paypal-rail.ts';
import { paypalSettingsOf, type PaypalSettings } from './paypal/paypal-settings.ts';
import type { PayoutMethod, PayoutRail } from './rail.ts';

type BankEnv = Pick<Env, 'BANK_PAYOUT_ACCOUNT_NO' | 'BANK_PAYOUT_NAME' | 'BANK_PAYOUT_COUNTRY' | 'BANK_PAYOUT_MODE'>;

/** The account bank files pay from, or null when bank transfer is not set up. */
export function bankRailSettingsOf(env: BankEnv): BankRailSettings | null {
  if (env.BANK_PAYOUT_ACCOUNT_NO === undefined || env.BANK_PAYOUT_NAME === undefined) return null;
  return {
    country: env.BANK_PAYOUT_COUNTRY,
    debitAccountNo: env.BANK_PAYOUT_ACCOUNT_NO,
    originatorName: env.BANK_PAYOUT_NAME,
    ...(env.BANK_PAYOUT_MODE ? { mode: env.BANK_PAYOUT_MODE } : {}),
  };
}

/** PayPal as this portal reaches it: the rail, its client (for webhooks), and how it hears back. */
export interface PaypalSetup {
  rail: PaypalRail;
  client: PaypalClient;
  settings: PaypalSettings;
}

/** The payment rails this portal is set up to send on; paying by hand always is. */
export interface PayoutRails {
  methods: PayoutMethod[];
  paypal: PaypalSetup | null;
  bank: BankFileRail | null;
  /** Records money a manager sent elsewhere: every line is paid at once, with the transfer's reference. */
  manual(reference: string): PayoutRail;
  /** How long a sender holds a batch before another may send it again (PAYOUT_SEND_LEASE_SECONDS). */
  sendLeaseMs: number;
}

function manualRail(reference: string): PayoutRail {
  return {
    method: 'manual',
    send: (batch) => {
      const at = new Date();
      return Promise.resolve({
        railBatchId: reference,
        reports: batch.lines.map((line) => ({ lineId: line.lineId, outcome: 'paid', railItemId: reference, at })),
      });
    },
    refresh: () => Promise.resolve([]),
  };
}

/** The rails the settings set up; `paypalClient` tunes PayPal's retries (tests keep them short). */
export function payoutRailsOf(
  env: Parameters<typeof paypalSettingsOf>[0] & BankEnv & Pick<Env, 'PAYOUT_SEND_LEASE_SECONDS'>,
  paypalClient: Partial<PaypalClientOptions> = {},
): PayoutRails {
  const paypalSettings = paypalSettingsOf(env);
  const bankSettings = bankRailSettingsOf(env);
  let paypal: PaypalSetup | null = null;
  if (paypalSettings) {
    const client = new PaypalClient({ ...paypalClient, ...paypalSettings });
    paypal = { rail: new PaypalRail(client), client, settings: paypalSettings };
  }
  const bank = bankSettings ? createBankFileRail(bankSettings) : null;
  return {
    methods: [...(paypal ? (['paypal'] as const) : []), ...(bank ? (['bank'] as const) : []), 'manual'],
    paypal,
    bank,
    manual: manualRail,
    sendLeaseMs: env.PAYOUT_SEND_LEASE_SECONDS * 1000,
  };
}
