export const E2E_PORT = 4310;
export const E2E_DATA_DIR = '.e2e-data';
export const E2E_ADMIN = { email: 'e2e-admin@example.com', password: 'back-office-e2e-secret' };
export const SUPPORT_EMAIL = 'help@creatorportal.example';
