/** SPEC §3 content type choices, in the product's order and wording. */
export const CONTENT_TYPES = [
  'Parenting',
  'Pet Lover',
  'Arts',
  'Lifestyle',
  'Foodie',
  'Cooking',
  'Travel',
  'Sports',
  'Health',
  'Technology',
  'Science',
  'Finance',
  'Music and Dance',
  'Household',
  'Live Host',
  'Beauty',
  'E-sports / Gaming',
  'Cars/Motorbike',
  'Jobs',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const GENDERS = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];

export const MARITAL_STATUSES = ['SINGLE', 'MARRIED', 'RELATIONSHIP'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

export const KIDS_ANSWERS = ['YES', 'NO'] as const;
export type KidsAnswer = (typeof KIDS_ANSWERS)[number];

/** The four language flags of a profile (their labels are the web app's, in each language). */
export const LANGUAGE_FLAGS = ['englishLanguage', 'malayLanguage', 'chineseLanguage', 'tamilLanguage'] as const;
export type LanguageFlag = (typeof LANGUAGE_FLAGS)[number];

/** SPEC §3 socialMediaLinks keys. */
export const SOCIAL_LINK_PLATFORMS = [
  'whatsapp',
  'telegram',
  'facebook',
  'instagram',
  'youtube',
  'twitter',
  'tiktok',
  'xiaoHongShu',
  'lowyat',
  'lemonEight',
  'cariForum',
] as const;
export type SocialLinkPlatform = (typeof SOCIAL_LINK_PLATFORMS)[number];

/** SPEC §3 socialMediaFollowers keys (no follower count for the chat apps). */
export const FOLLOWER_PLATFORMS = [
  'facebook',
  'instagram',
  'youtube',
  'twitter',
  'tiktok',
  'xiaoHongShu',
  'lowyat',
  'lemonEight',
  'cariForum',
] as const;
export type FollowerPlatform = (typeof FOLLOWER_PLATFORMS)[number];

/** How each platform is named on screen; cariForum is labelled LinkedIn (SPEC §3). */
export const PLATFORM_LABELS: Record<SocialLinkPlatform, string> = {
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  twitter: 'Twitter',
  tiktok: 'TikTok',
  xiaoHongShu: 'XiaoHongShu',
  lowyat: 'Lowyat',
  lemonEight: 'Lemon8',
  cariForum: 'LinkedIn',
};

export const PAYMENT_METHODS = ['Paypal', 'Bank Transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const NATIONALITY_DOCS = ['Passport', 'NRIC'] as const;
export type NationalityDoc = (typeof NATIONALITY_DOCS)[number];
