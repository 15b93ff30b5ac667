export const E2E_PORT = 4310;
export const E2E_DATA_DIR = '.e2e-data';
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'back-office-e2e-secret' };
/** The demo creator `seed-demo` makes before the server starts: a task in every status. */
export const E2E_DEMO_CREATOR = { email: 'influencer@demo.test', password: 'e2e-demo-password' };
export const SUPPORT_EMAIL = 'help@creatorportal.example';
