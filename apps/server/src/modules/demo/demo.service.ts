import { count } from 'drizzle-orm';
import { FOLLOWER_PLATFORMS, SOCIAL_LINK_PLATFORMS, type BankDetails, type EditProfile } from '@portal/domain/profile';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import type { Identity } from '../../plugins/identity.ts';
import { createProfile, updateBankDetails, updateProfile } from '../auth/auth.service.ts';
import { setRole, userExists } from '../users/users.service.ts';

export const DEMO_INFLUENCER_EMAIL = 'influencer@demo.test';
export const DEMO_ADMIN_EMAIL = 'admin@demo.test';

const newDemoUser = { fullName: 'Demo Influencer', contactNumber: '+60 12-345 6789', country: 'Malaysia' };
const noLinks = Object.fromEntries(SOCIAL_LINK_PLATFORMS.map((platform) => [platform, '']));
const noFollowers = Object.fromEntries(FOLLOWER_PLATFORMS.map((platform) => [platform, '']));

/** The demo influencer's whole profile, so the demo opens on the dashboard rather than a form. */
const demoProfile: EditProfile = {
  ...newDemoUser,
  email: DEMO_INFLUENCER_EMAIL,
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
    instagram: 'https://instagram.com/demo.influencer',
    tiktok: 'https://tiktok.com/@demo.influencer',
  } as EditProfile['socialMediaLinks'],
  socialMediaFollowers: { ...noFollowers, instagram: '18200', tiktok: '45100' } as EditProfile['socialMediaFollowers'],
};

const demoBankDetails: BankDetails = {
  paymentMethod: 'Bank Transfer',
  bankName: 'Maybank',
  bankAccName: 'Demo Influencer',
  bankAccNo: '1122 3344 5566',
  paypalEmail: '',
  nationalityDoc: '',
  nric: '',
  passportNumber: '',
};

export interface SeededAccount {
  email: string;
  role: 'influencer' | 'admin';
  created: boolean;
}

/** Creates the demo admin and influencer; accounts that exist are kept as they are. */
export async function seedDemo(db: Db, identity: Identity, password: string): Promise<SeededAccount[]> {
  const seeded: SeededAccount[] = [];
  for (const account of [
    { email: DEMO_ADMIN_EMAIL, name: 'Demo Admin', role: 'admin' as const },
    { email: DEMO_INFLUENCER_EMAIL, name: newDemoUser.fullName, role: 'influencer' as const },
  ]) {
    if (await userExists(db, account.email)) {
      seeded.push({ email: account.email, role: account.role, created: false });
      continue;
    }
    const { user } = await identity.api.signUpEmail({ body: { email: account.email, password, name: account.name } });
    await setRole(db, account.email, account.role);
    if (account.role === 'influencer') {
      await createProfile(db, user.id, newDemoUser);
      await updateProfile(db, user.id, demoProfile);
      await updateBankDetails(db, user.id, demoBankDetails);
    }
    seeded.push({ email: account.email, role: account.role, created: true });
  }
  return seeded;
}

export async function hasNoUsers(db: Db): Promise<boolean> {
  const [row] = await db.select({ users: count() }).from(users);
  return (row?.users ?? 0) === 0;
}
