import { parseArgs } from 'node:util';
import { EnvError, loadEnv } from './config/env.ts';
import { DataDirLockedError } from './db/lock.ts';
import { createIdentity } from './plugins/identity.ts';
import { FOLLOWER_PLATFORMS, SOCIAL_LINK_PLATFORMS, type BankDetails, type EditProfile } from '@portal/domain/profile';
import { createProfile, updateBankDetails, updateProfile } from './modules/auth/auth.service.ts';
import { banUser, setRole, unbanUser, UnknownUserError, userExists } from './modules/users/users.service.ts';
import { openRuntime } from './runtime.ts';

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  create-admin --email <email> --password <password> [--name <name>]
                 Create an admin account, or make an existing account an admin.
  ban --email <email> [--reason <text>]
                 Refuse the account's sign-in and API calls from now on.
  unban --email <email>
                 Lift a ban.
  seed-demo      Create the demo accounts (kept if they exist).

On the embedded PGlite database, stop the server first; on PostgreSQL it runs at any time.`;

const DEMO_PROFILE = { fullName: 'Demo Creator', contactNumber: '+60 12-345 6789', country: 'Malaysia' };
const noLinks = Object.fromEntries(SOCIAL_LINK_PLATFORMS.map((platform) => [platform, '']));
const noFollowers = Object.fromEntries(FOLLOWER_PLATFORMS.map((platform) => [platform, '']));
/** The demo creator's whole profile, so the demo opens on a dashboard rather than a form. */
const demoProfile = (email: string): EditProfile => ({
  ...DEMO_PROFILE,
  email,
  location: 'Selangor',
  addrOne: '1 Jalan Demo',
  addrTwo: '',
  city: 'Petaling Jaya',
  postcode: '46000',
  dateOfBirth: '1998-06-15',
  gender: 'FEMALE',
  ethnicity: 'Malay',
  languages: ['Malay', 'English'],
  englishLanguage: true,
  malayLanguage: true,
  chineseLanguage: false,
  tamilLanguage: false,
  maritalStatus: 'SINGLE',
  kids: 'NO',
  contentType: ['Lifestyle', 'Foodie', 'Travel'],
  socialMediaLinks: {
    ...noLinks,
    instagram: 'https://instagram.com/democreator',
    tiktok: 'https://tiktok.com/@democreator',
  } as EditProfile['socialMediaLinks'],
  socialMediaFollowers: { ...noFollowers, instagram: '18200', tiktok: '45100' } as EditProfile['socialMediaFollowers'],
});
const DEMO_BANK_DETAILS: BankDetails = {
  paymentMethod: 'Bank Transfer',
  bankName: 'Maybank',
  bankAccName: 'Demo Creator',
  bankAccNo: '1122 3344 5566',
  paypalEmail: '',
  nationalityDoc: '',
  nric: '',
  passportNumber: '',
};
const DEMO_ACCOUNTS = [
  {
    email: 'demo@creatorportal.example',
    password: 'demo-password',
    name: DEMO_PROFILE.fullName,
    role: 'influencer' as const,
  },
  { email: 'admin@creatorportal.example', password: 'admin-password', name: 'Demo Admin', role: 'admin' as const },
];

type Runtime = Awaited<ReturnType<typeof openRuntime>>;

function required(value: string | undefined, name: string): string {
  if (!value) throw new UsageError(`--${name} is required`);
  return value;
}

class UsageError extends Error {}

async function createAccount(
  runtime: Runtime,
  env: ReturnType<typeof loadEnv>,
  account: { email: string; password: string; name: string; role: 'influencer' | 'admin' },
): Promise<'created' | 'exists'> {
  const db = runtime.database.db;
  if (await userExists(db, account.email)) {
    if (account.role === 'admin') await setRole(db, account.email, 'admin');
    return 'exists';
  }
  const identity = createIdentity({
    db,
    secret: runtime.authSecret,
    publicUrl: env.PUBLIC_URL,
    trustedOrigins: env.TRUSTED_ORIGINS,
    supportEmail: env.SUPPORT_EMAIL,
    mailer: runtime.mailer,
  });
  const { user } = await identity.api.signUpEmail({
    body: { email: account.email, password: account.password, name: account.name },
  });
  await setRole(db, account.email, account.role);
  if (account.role === 'influencer') {
    await createProfile(db, user.id, DEMO_PROFILE);
    await updateProfile(db, user.id, demoProfile(account.email));
    await updateBankDetails(db, user.id, DEMO_BANK_DETAILS);
  }
  return 'created';
}

async function run(argv: string[]) {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      reason: { type: 'string' },
    },
  });
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return;
  }
  const known = ['create-admin', 'ban', 'unban', 'seed-demo'];
  if (!known.includes(command)) throw new UsageError(`Unknown command "${command}"`);

  const env = loadEnv();
  const runtime = await openRuntime({ ...env, LOG_LEVEL: 'warn' });
  try {
    const db = runtime.database.db;
    switch (command) {
      case 'create-admin': {
        const email = required(values.email, 'email');
        const result = await createAccount(runtime, env, {
          email,
          password: required(values.password, 'password'),
          name: values.name ?? 'Administrator',
          role: 'admin',
        });
        console.log(result === 'created' ? `Created admin ${email}` : `${email} already existed and is now an admin`);
        break;
      }
      case 'ban':
        await banUser(db, required(values.email, 'email'), values.reason ?? null);
        console.log(`Banned ${values.email}`);
        break;
      case 'unban':
        await unbanUser(db, required(values.email, 'email'));
        console.log(`Unbanned ${values.email}`);
        break;
      case 'seed-demo':
        for (const account of DEMO_ACCOUNTS) {
          const result = await createAccount(runtime, env, account);
          console.log(
            `${result === 'created' ? 'Created' : 'Kept'} ${account.role} ${account.email} (password: ${account.password})`,
          );
        }
        break;
    }
  } finally {
    await runtime.database.close();
  }
}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n\n${USAGE}`);
  } else if (error instanceof EnvError || error instanceof DataDirLockedError || error instanceof UnknownUserError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
