/** Another port through E2E_PORT, for two suites run side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_DATA_DIR = '.e2e-data';
/**
 * The PayPal stub the portal pays through: PayPal's API on this port, its control API (`/__stub`)
 * on the next. Two ports of their own for each E2E_PORT, so suites side by side never share a stub.
 */
export const E2E_PAYPAL_STUB_PORT = 2 * E2E_PORT + 10_000;
export const E2E_PAYPAL_STUB_CONTROL_URL = `http://127.0.0.1:${E2E_PAYPAL_STUB_PORT + 1}/__stub`;
export const E2E_PAYPAL_CREDENTIALS = { clientId: 'e2e-paypal-client', clientSecret: 'e2e-paypal-secret' };
/** The account the bank transfer files debit, and the payer's name on them. */
export const E2E_BANK_PAYOUT = { accountNo: '514012345678', name: 'PORTAL CREATORS SDN. BHD.' };
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'back-office-e2e-secret' };
/** The demo creator `seed-demo` makes before the server starts: a task in every status. */
export const E2E_DEMO_CREATOR = { email: 'influencer@demo.test', password: 'e2e-demo-password' };
export const SUPPORT_EMAIL = 'help@creatorportal.example';
/** The first bytes of a PNG and of an MP4: the server takes a file by its bytes, not its name. */
export const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
export const MP4_BYTES = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
