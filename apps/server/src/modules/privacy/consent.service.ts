import { and, desc, eq, isNull } from 'drizzle-orm';
import type { ConsentStatus } from '@portal/domain/api';
import {
  documentsToAgree,
  LEGAL_DOCUMENTS,
  type ConsentDocument,
  type ConsentSource,
  type LegalDocument,
} from '@portal/domain/privacy';
import type { Db, Tx } from '../../db/client.ts';
import { consents } from '../../db/schema/privacy.ts';
import { conflict } from '../../lib/http-error.ts';
import type { UserAnswer } from '../auth/auth.service.ts';
import type { LegalDocuments } from './legal.service.ts';

/**
 * The version a marketing consent records: the privacy notice's current one, which says what the
 * e-mails are and how to stop them.
 */
const marketingVersion = (legal: LegalDocuments) => legal.current().privacy.version;

async function record(
  db: Db | Tx,
  userId: string,
  given: readonly { document: ConsentDocument; version: string }[],
  source: ConsentSource,
) {
  if (given.length === 0) return;
  await db.insert(consents).values(given.map(({ document, version }) => ({ userId, document, version, source })));
}

/**
 * What a new account chose on the sign-up form: the terms of use and the privacy notice in their
 * current versions, and marketing e-mails when ticked. An account made without the agreement
 * (through the API) records none, and is asked at its first sign-in.
 */
export async function recordSignUpConsents(
  db: Db,
  userId: string,
  choices: { agreesToTerms?: boolean; marketingEmails?: boolean },
  legal: LegalDocuments,
): Promise<void> {
  const current = legal.current();
  await record(
    db,
    userId,
    [
      ...(choices.agreesToTerms
        ? LEGAL_DOCUMENTS.map((document) => ({ document, version: current[document].version }))
        : []),
      ...(choices.marketingEmails ? [{ document: 'marketing' as const, version: marketingVersion(legal) }] : []),
    ],
    'sign-up',
  );
}

/** The newest consent to each document that is not withdrawn: the version it was given to. */
async function standingConsents(db: Db | Tx, userId: string): Promise<Map<ConsentDocument, string>> {
  const rows = await db
    .selectDistinctOn([consents.document], { document: consents.document, version: consents.version })
    .from(consents)
    .where(and(eq(consents.userId, userId), isNull(consents.withdrawnAt)))
    .orderBy(consents.document, desc(consents.givenAt), desc(consents.id));
  return new Map(rows.map((row) => [row.document, row.version]));
}

/**
 * What the person has agreed to, against the documents' current versions. The back office's
 * staff are not asked: the terms and the notice are the creators'.
 */
export async function consentStatus(
  db: Db | Tx,
  userId: string,
  legal: LegalDocuments,
  options: { asked: boolean },
): Promise<ConsentStatus> {
  const standing = await standingConsents(db, userId);
  const current = legal.current();
  const agreed = Object.fromEntries(LEGAL_DOCUMENTS.map((document) => [document, standing.get(document) ?? null]));
  const versions = Object.fromEntries(LEGAL_DOCUMENTS.map((document) => [document, current[document].version]));
  return {
    toAgree: options.asked ? documentsToAgree(versions as Record<LegalDocument, string>, agreed) : [],
    documents: LEGAL_DOCUMENTS.map((document) => ({
      document,
      version: current[document].version,
      effectiveDate: current[document].effectiveDate,
      agreedVersion: agreed[document] ?? null,
    })),
    marketingEmails: standing.has('marketing'),
  };
}

/**
 * Records the person's agreement, given after signing in, to the versions they were shown. A
 * version that is no longer current (the operator changed it meanwhile) is refused, recording
 * nothing: they are shown the new one.
 */
export async function agreeToDocuments(
  db: Db,
  userId: string,
  agreements: readonly { document: LegalDocument; version: string }[],
  legal: LegalDocuments,
): Promise<void> {
  const current = legal.current();
  if (agreements.some(({ document, version }) => current[document].version !== version)) {
    throw conflict('legal-document-changed');
  }
  await db.transaction(async (tx) => {
    const standing = await standingConsents(tx, userId);
    const fresh = agreements.filter(({ document, version }, index) => {
      const repeated = agreements.findIndex((other) => other.document === document) !== index;
      return !repeated && standing.get(document) !== version;
    });
    await record(tx, userId, fresh, 'prompt');
  });
}

/**
 * Turns marketing e-mails on (a consent, in the privacy notice's current version) or off (the
 * standing consent withdrawn). Choosing what is already chosen records nothing.
 */
export async function setMarketingEmails(db: Db, userId: string, wanted: boolean, legal: LegalDocuments) {
  await db.transaction(async (tx) => {
    const open = and(eq(consents.userId, userId), eq(consents.document, 'marketing'), isNull(consents.withdrawnAt));
    if (wanted) {
      const [standing] = await tx.select({ id: consents.id }).from(consents).where(open).limit(1);
      if (!standing)
        await record(tx, userId, [{ document: 'marketing', version: marketingVersion(legal) }], 'settings');
    } else {
      await tx.update(consents).set({ withdrawnAt: new Date() }).where(open);
    }
  });
}

/**
 * The user answer sent with a session, with the legal documents they must agree to before using
 * the portal (`consentsDue`), so the web loads its prompt only for them. Staff are not asked.
 */
export async function withConsentsDue(db: Db, answer: UserAnswer, legal: LegalDocuments): Promise<UserAnswer> {
  if (answer.status !== 200 || answer.body.role === 'admin') return answer;
  const { toAgree } = await consentStatus(db, answer.body.id, legal, { asked: true });
  return { ...answer, body: { ...answer.body, consentsDue: toAgree } };
}
