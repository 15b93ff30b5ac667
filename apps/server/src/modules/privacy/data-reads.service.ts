import { count, desc, eq } from 'drizzle-orm';
import type {
  PersonalDataField,
  PersonalDataReadChannel,
  PersonalDataReadPage,
  RevealedPersonalData,
  RevealPersonalData,
} from '@portal/domain/privacy';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { personalDataReads } from '../../db/schema/privacy.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { notFound } from '../../lib/http-error.ts';

/** The manager who saw a number: their name is kept with the read, so the log names them even once they are gone. */
export interface Reader {
  id: string;
  name: string;
}

/** What a profile row gives of the numbers kept back. */
interface NumbersRow {
  bankAccNo: string | null;
  nationalityDoc: string | null;
  nric: string | null;
  passportNumber: string | null;
}

const given = (value: string | null | undefined): string | null => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/** The identity document number a profile gives: the one of the document chosen, else whichever there is. */
const idNumberOf = (row: NumbersRow) =>
  row.nationalityDoc === 'Passport'
    ? (given(row.passportNumber) ?? given(row.nric))
    : (given(row.nric) ?? given(row.passportNumber));

const valueOf = (row: NumbersRow, field: PersonalDataField) =>
  field === 'bank-account' ? given(row.bankAccNo) : idNumberOf(row);

/**
 * The numbers a file shows in full for one creator: the bank account number and an identity
 * document number, each when they gave one (of the identity numbers, any of those given).
 */
export function fieldsShown(
  bankAccNo: string | null | undefined,
  idNumbers: readonly (string | null | undefined)[],
): PersonalDataField[] {
  return [
    ...(given(bankAccNo) === null ? [] : (['bank-account'] as const)),
    ...(idNumbers.some((value) => given(value) !== null) ? (['id-number'] as const) : []),
  ];
}

/**
 * Records that `reader` saw these creators' numbers in full, one read per creator and number
 * however often either appears (a creator with two payouts in one file). Give the transaction the
 * file is made in, so a file is never made without its reads.
 */
export async function recordPersonalDataReads(
  db: Db,
  reader: Reader,
  channel: PersonalDataReadChannel,
  reason: string,
  reads: { subjectId: string; fields: readonly PersonalDataField[] }[],
): Promise<void> {
  const unique = new Map<string, { subjectId: string; field: PersonalDataField }>();
  for (const { subjectId, fields } of reads) {
    for (const field of fields) unique.set(`${subjectId}\n${field}`, { subjectId, field });
  }
  if (unique.size === 0) return;
  await db.insert(personalDataReads).values(
    [...unique.values()].map(({ subjectId, field }) => ({
      subjectId,
      readerId: reader.id,
      readerName: reader.name,
      field,
      channel,
      reason,
    })),
  );
}

/**
 * One creator's number in full, for a manager who said why: the read is recorded in the same
 * transaction. A creator unknown, or who gave no such number, is 404 and records nothing.
 */
export function revealPersonalData(
  db: Db,
  reader: Reader,
  subjectId: string,
  { field, reason }: RevealPersonalData,
): Promise<RevealedPersonalData> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        bankAccNo: profiles.bankAccNo,
        nationalityDoc: profiles.nationalityDoc,
        nric: profiles.nric,
        passportNumber: profiles.passportNumber,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, subjectId));
    if (!row) throw notFound('user-not-found');
    const value = valueOf(row, field);
    if (value === null) throw notFound('personal-data-not-given');
    await recordPersonalDataReads(tx, reader, 'reveal', reason, [{ subjectId, fields: [field] }]);
    return { field, value };
  });
}

/** The caller's own log: every read of their numbers, newest first, a page at a time. */
export async function listPersonalDataReads(
  db: Db,
  subjectId: string,
  { page, pageSize }: { page: number; pageSize: number },
): Promise<PersonalDataReadPage> {
  const own = eq(personalDataReads.subjectId, subjectId);
  const rows = await db
    .select()
    .from(personalDataReads)
    .where(own)
    .orderBy(desc(personalDataReads.readAt), desc(personalDataReads.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ total: count() }).from(personalDataReads).where(own);
  return {
    items: rows.map((row) => ({
      id: row.id,
      readerName: row.readerName,
      field: row.field,
      channel: row.channel,
      reason: row.reason,
      readAt: row.readAt.toISOString(),
    })),
    total: total?.total ?? 0,
    page,
    pageSize,
  };
}
