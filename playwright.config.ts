import { defineConfig, devices } from '@playwright/test';
import {
  E2E_ADMIN,
  E2E_BANK_PAYOUT,
  E2E_DATA_DIR,
  E2E_DEMO_CREATOR,
  E2E_PAYPAL_CREDENTIALS,
  E2E_PAYPAL_STUB_CONTROL_URL,
  E2E_PAYPAL_STUB_PORT,
  E2E_PORT,
} from './e2e/support/constants.ts';
import { testBrowserPath } from './e2e/support/test-browser.ts';

const baseURL = `http://127.0.0.1:${E2E_PORT}`;
// The server as `npm start` runs it: built by `npm run build`.
const cli = 'node apps/server/dist/cli.js';

/** Browser journeys against the built app, served by the real server on its own fresh data. */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // Generous limits, as a busy two-core machine needs (two suites side by side failed at 30 s):
  // a limit only ends a test that hangs, and every wait ends as soon as its condition holds.
  timeout: 180_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL,
    // No trace: recording one in each of the hundred journeys, to keep only a failed one's, took
    // 7 % of the suite's time. A failure keeps its screenshot and the page's accessibility tree;
    // to step through one, run that journey again with `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    // No service worker unless a test is about it (installable-app.spec.ts): its install fetches the
    // whole app shell in the background of every test, and page.route() cannot see what it answers.
    serviceWorkers: 'block',
    launchOptions: {
      // Chromium's headless shell from the npm registry: this machine cannot download a browser.
      executablePath: testBrowserPath(),
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // PayPal's API as a stub, which the portal pays through and the payout journey scripts.
      command: 'node --import tsx apps/server/src/testing/paypal-stub-server.ts',
      url: `${E2E_PAYPAL_STUB_CONTROL_URL}/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PAYPAL_STUB_PORT: String(E2E_PAYPAL_STUB_PORT),
        PAYPAL_STUB_CLIENT_ID: E2E_PAYPAL_CREDENTIALS.clientId,
        PAYPAL_STUB_CLIENT_SECRET: E2E_PAYPAL_CREDENTIALS.clientSecret,
      },
    },
    {
      command: [
        `rm -rf ${E2E_DATA_DIR}`,
        `${cli} create-admin --email ${E2E_ADMIN.email} --password ${E2E_ADMIN.password}`,
        `${cli} seed-demo`,
        'node --enable-source-maps apps/server/dist/server.js',
      ].join(' && '),
      url: `${baseURL}/readyz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        DATA_DIR: E2E_DATA_DIR,
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
        SUPPORT_EMAIL: 'help@creatorportal.example',
        DEMO_PASSWORD: E2E_DEMO_CREATOR.password,
        // Every test browser is the same client address; the per-address limit is not under test here.
        RATE_LIMIT_PER_MINUTE: '100000',
        IDENTITY_LIMIT_PER_IP: '100000',
        // A task past its deadline expires within a second, so a journey can go through expiry.
        EXPIRY_SWEEP_SECONDS: '1',
        // An e-mail a journey waits for goes out within a second.
        NOTIFICATION_SEND_SECONDS: '1',
        // A copy of a creator's data asked for is built within a second, so a journey can download it.
        DATA_EXPORT_POLL_SECONDS: '1',
        // A decision's e-mail and notification go out at once (the undo window is tested beside its code).
        DECISION_UNDO_SECONDS: '0',
        // The PayPal stub above; no webhook id, so sent batches are polled, every second.
        PAYPAL_API_URL: `http://127.0.0.1:${E2E_PAYPAL_STUB_PORT}`,
        PAYPAL_CLIENT_ID: E2E_PAYPAL_CREDENTIALS.clientId,
        PAYPAL_CLIENT_SECRET: E2E_PAYPAL_CREDENTIALS.clientSecret,
        PAYPAL_POLL_SECONDS: '1',
        // The bank rail: its transfer files debit this account.
        BANK_PAYOUT_ACCOUNT_NO: E2E_BANK_PAYOUT.accountNo,
        BANK_PAYOUT_NAME: E2E_BANK_PAYOUT.name,
      },
    },
  ],
});
