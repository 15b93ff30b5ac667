import { and, arrayContains, eq } from 'drizzle-orm';
import type { NewUser } from '@portal/domain/auth';
import { isLocale, type Locale } from '@portal/domain/i18n';
import {
  FOLLOWER_PLATFORMS,
  followerCounts,
  GENDERS,
  KIDS_ANSWERS,
  MARITAL_STATUSES,
  NATIONALITY_DOCS,
  PAYMENT_METHODS,
  SOCIAL_LINK_PLATFORMS,
  type BankDetails,
  type EditProfile,
  type ProfileSectionSave,
  type User,
} from '@portal/domain/profile';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { banks, states } from '../../db/schema/options.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { badRequest, duplicateRequest, unauthenticated, userBanned, type HttpError } from '../../lib/http-error.ts';
import { bannedNow } from '../users/influencers.service.ts';

type ProfileRow = typeof profiles.$inferSelect;

const oneOf = <T extends string>(choices: readonly T[], value: string | null | undefined): T | null =>
  choices.find((choice) => choice === value) ?? null;

/** Empty text is stored as null, so "not given" has one spelling. */
const orNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

function toUser(account: { id: string; email: string; name: string; role: string }, profile: ProfileRow | null): User {
  const links = profile?.socialMediaLinks ?? {};
  const followers = profile?.socialMediaFollowers ?? {};
  return {
    id: account.id,
    email: account.email,
    fullName: account.name,
    role: account.role === 'admin' ? 'admin' : 'influencer',
    contactNumber: profile?.contactNumber ?? null,
    referralCode: profile?.referralCode ?? null,
    country: profile?.country ?? null,
    location: profile?.location ?? null,
    addrOne: profile?.addrOne ?? null,
    addrTwo: profile?.addrTwo ?? null,
    city: profile?.city ?? null,
    postcode: profile?.postcode ?? null,
    dateOfBirth: profile?.dateOfBirth ?? null,
    gender: oneOf(GENDERS, profile?.gender),
    ethnicity: profile?.ethnicity ?? null,
    languages: profile?.languages ?? [],
    englishLanguage: profile?.englishLanguage ?? false,
    malayLanguage: profile?.malayLanguage ?? false,
    chineseLanguage: profile?.chineseLanguage ?? false,
    tamilLanguage: profile?.tamilLanguage ?? false,
    maritalStatus: oneOf(MARITAL_STATUSES, profile?.maritalStatus),
    kids: oneOf(KIDS_ANSWERS, profile?.kids),
    contentType: profile?.contentTypes ?? [],
    socialMediaLinks: Object.fromEntries(
      SOCIAL_LINK_PLATFORMS.map((platform) => [platform, links[platform] ?? null]),
    ) as User['socialMediaLinks'],
    socialMediaFollowers: {
      ...(Object.fromEntries(FOLLOWER_PLATFORMS.map((platform) => [platform, followers[platform] ?? null])) as Omit<
        User['socialMediaFollowers'],
        'updatedAt'
      >),
      updatedAt: profile?.followersUpdatedAt?.toISOString() ?? null,
    },
    paymentMethod: oneOf(PAYMENT_METHODS, profile?.paymentMethod),
    paypalEmail: profile?.paypalEmail ?? null,
    bankName: profile?.bankName ?? null,
    bankAccName: profile?.bankAccName ?? null,
    bankAccNo: profile?.bankAccNo ?? null,
    nationalityDoc: oneOf(NATIONALITY_DOCS, profile?.nationalityDoc),
    nric: profile?.nric ?? null,
    passportNumber: profile?.passportNumber ?? null,
    locale: isLocale(profile?.locale) ? profile.locale : null,
  };
}

/** The user's account and profile, and whether a ban holds now, in one query. */
async function userRow(db: Db, userId: string) {
  const [row] = await db
    .select({
      account: { id: users.id, email: users.email, name: users.name, role: users.role },
      banned: bannedNow,
      profile: profiles,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** The user with their whole profile; only ever called with the caller's own id. */
export async function findUser(db: Db, userId: string): Promise<User | null> {
  const row = await userRow(db, userId);
  return row ? toUser(row.account, row.profile) : null;
}

/** What `GET /api/auth` answers: the user, or the refusal its bearer check would give. */
export type UserAnswer = { status: 200; body: User } | { status: 401 | 403; body: { message: string; code: string } };

const refusal = (error: HttpError, status: 401 | 403): UserAnswer => ({
  status,
  body: { message: error.message, code: error.code },
});

/**
 * What `GET /api/auth` would answer the owner of an open session, read in one query: sent with the
 * session, so that a returning browser has its user without a second request. A banned user still
 * hears that they are banned; a user gone since is not signed in.
 */
export async function sessionUserAnswer(db: Db, userId: string): Promise<UserAnswer> {
  const row = await userRow(db, userId);
  if (!row) return refusal(unauthenticated(), 401);
  if (row.banned) return refusal(userBanned(), 403);
  return { status: 200, body: toUser(row.account, row.profile) };
}

/**
 * Creates the profile of a freshly signed-up user, once: an existing profile changes through the
 * edit rules only (409 otherwise, with nothing written).
 */
export async function createProfile(db: Db, userId: string, newUser: NewUser): Promise<void> {
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(profiles)
      .values({
        userId,
        contactNumber: newUser.contactNumber,
        country: newUser.country,
        referralCode: orNull(newUser.referralCode),
      })
      .onConflictDoNothing({ target: profiles.userId })
      .returning({ userId: profiles.userId });
    if (created.length === 0) throw duplicateRequest();
    await tx.update(users).set({ name: newUser.fullName, updatedAt: new Date() }).where(eq(users.id, userId));
  });
}

async function upsertProfile(db: Pick<Db, 'insert'>, userId: string, values: Partial<typeof profiles.$inferInsert>) {
  const set = { ...values, updatedAt: new Date() };
  await db
    .insert(profiles)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: profiles.userId, set });
}

/**
 * Whether the bank is one a user of the country may pick (the payment form's list); any known
 * bank while the user has no country saved yet.
 */
async function isBankOfCountry(db: Db | Tx, bankName: string, country: string | null): Promise<boolean> {
  const [bank] = await db
    .select({ name: banks.name })
    .from(banks)
    .where(and(eq(banks.name, bankName), country ? arrayContains(banks.countries, [country]) : undefined));
  return Boolean(bank);
}

type ProfileValues = Partial<typeof profiles.$inferInsert>;
type Section<S extends ProfileSectionSave['section']> = Extract<ProfileSectionSave, { section: S }>;

/**
 * Saves the contact details: the name (on the account), the contact number, the address, and a
 * country with one of its states. The e-mail cannot change (SPEC §6). A saved bank the new
 * country does not offer is cleared, to be chosen again on the payment form.
 */
async function saveContactDetails(db: Db, userId: string, contact: Section<'contactDetails'>, more: ProfileValues) {
  const country = contact.country.trim();
  const [state] = await db
    .select({ name: states.name })
    .from(states)
    .where(and(eq(states.country, country), eq(states.name, contact.location.trim())));
  if (!state) throw badRequest('location-required');

  await db.transaction(async (tx) => {
    const [saved] = await tx
      .select({ bankName: profiles.bankName })
      .from(profiles)
      .where(eq(profiles.userId, userId))
      .for('update');
    const bankGone = saved?.bankName != null && !(await isBankOfCountry(tx, saved.bankName, country));
    await tx.update(users).set({ name: contact.fullName.trim(), updatedAt: new Date() }).where(eq(users.id, userId));
    await upsertProfile(tx, userId, {
      ...(bankGone && { bankName: null }),
      contactNumber: contact.contactNumber.trim(),
      country,
      location: state.name,
      addrOne: orNull(contact.addrOne),
      addrTwo: orNull(contact.addrTwo),
      city: orNull(contact.city),
      postcode: orNull(contact.postcode),
      ...more,
    });
  });
}

/** The profile section's columns. */
const profileDetailsValues = (details: Section<'profile'>): ProfileValues => ({
  dateOfBirth: details.dateOfBirth,
  gender: details.gender,
  ethnicity: details.ethnicity.trim(),
  languages: [...new Set(details.languages)],
  englishLanguage: details.englishLanguage,
  malayLanguage: details.malayLanguage,
  chineseLanguage: details.chineseLanguage,
  tamilLanguage: details.tamilLanguage,
  maritalStatus: details.maritalStatus,
  kids: details.kids,
  contentTypes: [...new Set(details.contentType)],
});

/** The social media section's columns. Saving confirms the follower counts, so their `updatedAt` moves to now. */
const socialMediaValues = (social: Section<'socialMedia'>): ProfileValues => ({
  socialMediaLinks: Object.fromEntries(
    SOCIAL_LINK_PLATFORMS.flatMap((platform) => {
      const link = orNull(social.socialMediaLinks[platform]);
      return link ? [[platform, link]] : [];
    }),
  ),
  socialMediaFollowers: followerCounts(social.socialMediaFollowers),
  followersUpdatedAt: new Date(),
});

/** Saves the whole edit-profile form: its three sections at once. */
export async function updateProfile(db: Db, userId: string, profile: EditProfile): Promise<void> {
  await saveContactDetails(
    db,
    userId,
    { ...profile, section: 'contactDetails' },
    {
      ...profileDetailsValues({ ...profile, section: 'profile' }),
      ...socialMediaValues({ ...profile, section: 'socialMedia' }),
    },
  );
}

/** Saves one section of the profile (the first run's steps): its fields only, the others as they were. */
export async function updateProfileSection(db: Db, userId: string, save: ProfileSectionSave): Promise<void> {
  switch (save.section) {
    case 'contactDetails':
      return saveContactDetails(db, userId, save, {});
    case 'profile':
      return upsertProfile(db, userId, profileDetailsValues(save));
    case 'socialMedia':
      return upsertProfile(db, userId, socialMediaValues(save));
  }
}

/** Saves the language chosen in the portal's menu, which the user's e-mails are then written in. */
export async function updateLocale(db: Db, userId: string, locale: Locale): Promise<void> {
  await upsertProfile(db, userId, { locale });
}

/**
 * Saves the payout details. Only the chosen method's fields are kept (switching method clears
 * the other's), and only the chosen document's number. The bank must be one of the user's country.
 */
export async function updateBankDetails(db: Db, userId: string, details: BankDetails): Promise<void> {
  const byBank = details.paymentMethod === 'Bank Transfer';
  if (byBank) {
    const [profile] = await db.select({ country: profiles.country }).from(profiles).where(eq(profiles.userId, userId));
    if (!(await isBankOfCountry(db, details.bankName.trim(), profile?.country ?? null))) {
      throw badRequest('bank-name-required');
    }
  }
  await upsertProfile(db, userId, {
    paymentMethod: details.paymentMethod,
    bankName: byBank ? details.bankName.trim() : null,
    bankAccName: byBank ? details.bankAccName.trim() : null,
    bankAccNo: byBank ? details.bankAccNo.trim() : null,
    paypalEmail: byBank ? null : details.paypalEmail.trim(),
    nationalityDoc: details.nationalityDoc || null,
    nric: details.nationalityDoc === 'NRIC' ? orNull(details.nric) : null,
    passportNumber: details.nationalityDoc === 'Passport' ? orNull(details.passportNumber) : null,
  });
}
