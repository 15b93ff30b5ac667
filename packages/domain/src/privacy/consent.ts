/**
 * The operator's legal documents a person must agree to before using the portal: the terms of use
 * and the privacy notice. Each has a version, which the operator changes with the text.
 */
export const LEGAL_DOCUMENTS = ['terms', 'privacy'] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

/** What a consent is given to: a legal document, or the optional marketing e-mails. */
export const CONSENT_DOCUMENTS = [...LEGAL_DOCUMENTS, 'marketing'] as const;
export type ConsentDocument = (typeof CONSENT_DOCUMENTS)[number];

/** Where a consent was given: the sign-up form, the prompt after signing in, or the settings. */
export const CONSENT_SOURCES = ['sign-up', 'prompt', 'settings'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * The legal documents a person must agree to now: those whose current version they have not
 * agreed to (never agreed, or agreed to an older version). Empty: they may use the portal.
 */
export function documentsToAgree(
  current: Readonly<Record<LegalDocument, string>>,
  agreed: Readonly<Partial<Record<LegalDocument, string | null>>>,
): LegalDocument[] {
  return LEGAL_DOCUMENTS.filter((document) => agreed[document] !== current[document]);
}
