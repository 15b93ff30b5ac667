import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  ContentType,
  Gender,
  KidsAnswer,
  LanguageFlag,
  MaritalStatus,
  NationalityDoc,
  PaymentMethod,
} from '@portal/domain/profile';

/**
 * How the profile's and the payment details' fixed choices read on screen, in the page's language
 * (`t(GENDER_LABELS[gender])`): on the creator's profile and payment screens, and in the back
 * office's directory and payouts. These are the only labels shown. What is stored and sent stays
 * SPEC's value (`MALE`, `Paypal`, a content type's English name), and the payouts CSV writes it as
 * stored.
 */
export const GENDER_LABELS: Record<Gender, MessageDescriptor> = { MALE: msg`Male`, FEMALE: msg`Female` };

export const MARITAL_STATUS_LABELS: Record<MaritalStatus, MessageDescriptor> = {
  SINGLE: msg`Single`,
  MARRIED: msg`Married`,
  RELATIONSHIP: msg`In a relationship`,
};

export const KIDS_LABELS: Record<KidsAnswer, MessageDescriptor> = { YES: msg`Yes`, NO: msg`No` };

/** The languages a creator makes content in. */
export const LANGUAGE_FLAG_LABELS: Record<LanguageFlag, MessageDescriptor> = {
  englishLanguage: msg`English`,
  malayLanguage: msg`Malay`,
  chineseLanguage: msg`Chinese`,
  tamilLanguage: msg`Tamil`,
};

/** SPEC §3 content types; the value saved is the English name. */
export const CONTENT_TYPE_LABELS: Record<ContentType, MessageDescriptor> = {
  Parenting: msg`Parenting`,
  'Pet Lover': msg`Pet Lover`,
  Arts: msg`Arts`,
  Lifestyle: msg`Lifestyle`,
  Foodie: msg`Foodie`,
  Cooking: msg`Cooking`,
  Travel: msg`Travel`,
  Sports: msg`Sports`,
  Health: msg`Health`,
  Technology: msg`Technology`,
  Science: msg`Science`,
  Finance: msg`Finance`,
  'Music and Dance': msg`Music and Dance`,
  Household: msg`Household`,
  'Live Host': msg`Live Host`,
  Beauty: msg`Beauty`,
  'E-sports / Gaming': msg`E-sports / Gaming`,
  'Cars/Motorbike': msg`Cars/Motorbike`,
  Jobs: msg`Jobs`,
};

/** A content type in the language shown now; one saved before the list changed shows as saved. */
export const contentTypeLabel = (contentType: string): string =>
  Object.prototype.hasOwnProperty.call(CONTENT_TYPE_LABELS, contentType)
    ? i18n._(CONTENT_TYPE_LABELS[contentType as ContentType])
    : contentType;

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, MessageDescriptor> = {
  Paypal: msg`Paypal`,
  'Bank Transfer': msg`Bank Transfer`,
};

export const NATIONALITY_DOC_LABELS: Record<NationalityDoc, MessageDescriptor> = {
  Passport: msg`Passport`,
  NRIC: msg`NRIC`,
};
