/** Another port through E2E_PORT, for two suites run side by side. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_DATA_DIR = '.e2e-data';
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'back-office-e2e-secret' };
/** The demo creator `seed-demo` makes before the server starts: a task in every status. */
export const E2E_DEMO_CREATOR = { email: 'influencer@demo.test', password: 'e2e-demo-password' };
export const SUPPORT_EMAIL = 'help@creatorportal.example';
/** The first bytes of a PNG and of an MP4: the server takes a file by its bytes, not its name. */
export const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
export const MP4_BYTES = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
