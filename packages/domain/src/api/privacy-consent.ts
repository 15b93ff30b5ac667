import { z } from 'zod';
import { page, pageOf, pageSize } from '../admin/pagination.ts';
import { LOCALES } from '../i18n/locales.ts';
import { LEGAL_DOCUMENTS } from '../privacy/consent.ts';
import { defineEndpoint } from './endpoint.ts';

const signedIn = { tags: ['privacy'], access: 'signed-in' } as const;
const publicCall = { tags: ['privacy'], access: 'public' } as const;

const LegalDocumentNameSchema = z.enum(LEGAL_DOCUMENTS);

/** A legal document as the operator wrote it, in one language: its text is Markdown, shown without raw HTML. */
export const LegalDocumentTextSchema = z.object({
  document: LegalDocumentNameSchema,
  /** The language of the text: the one asked for, or English when there is no text in it. */
  locale: z.enum(LOCALES),
  version: z.string(),
  /** The day it takes effect, YYYY-MM-DD. */
  effectiveDate: z.string(),
  title: z.string(),
  markdown: z.string(),
});
export type LegalDocumentText = z.infer<typeof LegalDocumentTextSchema>;

/** A legal document's current version, and the one the caller agreed to (null: none yet). */
const AgreementStateSchema = z.object({
  document: LegalDocumentNameSchema,
  version: z.string(),
  effectiveDate: z.string(),
  agreedVersion: z.string().nullable(),
});

/**
 * What the signed-in person has agreed to: `toAgree` names the documents whose current version
 * they must agree to before using the portal (none: nothing to ask); `marketingEmails` is whether
 * they want news and offers by e-mail (what a mailing reads).
 */
export const ConsentStatusSchema = z.object({
  toAgree: z.array(LegalDocumentNameSchema),
  documents: z.array(AgreementStateSchema),
  marketingEmails: z.boolean(),
});
export type ConsentStatus = z.infer<typeof ConsentStatusSchema>;

/** One sign-in: when, from which address and with which browser. */
export const SignInRecordSchema = z.object({
  at: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});

export const SignInPageSchema = pageOf(SignInRecordSchema);
export type SignInPage = z.infer<typeof SignInPageSchema>;

/** The signed-in person's agreements to the legal documents, and their choice of marketing e-mails. */
export const consentApi = {
  status: defineEndpoint({
    ...signedIn,
    method: 'GET',
    path: '/api/me/consents',
    summary:
      "The legal documents' current versions, those the caller must still agree to, and whether they want marketing e-mails",
    response: { status: 200, schema: ConsentStatusSchema },
  }),
  agree: defineEndpoint({
    ...signedIn,
    method: 'POST',
    path: '/api/me/consents',
    summary:
      'Agree to the legal documents in the versions shown; a version no longer current is refused (409 legal-document-changed)',
    body: z.object({
      agreements: z
        .array(z.object({ document: LegalDocumentNameSchema, version: z.string().min(1).max(100) }))
        .min(1)
        .max(LEGAL_DOCUMENTS.length),
    }),
    response: { status: 200, schema: ConsentStatusSchema },
  }),
  marketing: defineEndpoint({
    ...signedIn,
    method: 'PUT',
    path: '/api/me/consents/marketing',
    summary: 'Turn marketing e-mails on (a consent) or off (its withdrawal)',
    body: z.object({ marketingEmails: z.boolean() }),
    response: { status: 200, schema: ConsentStatusSchema },
  }),
};

/** The operator's terms of use and privacy notice, for anyone, signed in or not. */
export const legalApi = {
  document: defineEndpoint({
    ...publicCall,
    method: 'GET',
    path: '/api/public/legal/:document',
    summary: "A legal document's current text in a language (English when there is none in it)",
    params: z.object({ document: LegalDocumentNameSchema }),
    query: z.object({ locale: z.string().max(35).optional() }),
    response: { status: 200, schema: LegalDocumentTextSchema },
  }),
};

/** The signed-in person's own sign-in history. */
export const signInsApi = {
  list: defineEndpoint({
    ...signedIn,
    method: 'GET',
    path: '/api/me/sign-ins',
    summary: "The caller's own sign-ins, newest first",
    query: z.object({ page, pageSize }),
    response: { status: 200, schema: SignInPageSchema },
  }),
};
