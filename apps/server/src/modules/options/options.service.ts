import { asc, eq } from 'drizzle-orm';
import type { ChatGroup, CountryListOption, Option, StateOption } from '@portal/domain/options';
import type { Db } from '../../db/client.ts';
import { banks, chatGroups, countries, languages, races, states } from '../../db/schema/options.ts';

export async function listCountries(db: Db): Promise<Option[]> {
  const rows = await db.select({ name: countries.name }).from(countries).orderBy(asc(countries.sortOrder));
  return rows.map((row) => ({ value: row.name, text: row.name }));
}

export async function listStates(db: Db): Promise<StateOption[]> {
  const rows = await db.select().from(states).orderBy(asc(states.country), asc(states.sortOrder), asc(states.name));
  return rows.map((row) => ({ value: row.name, text: row.name, country: row.country }));
}

/** Banks, languages and races share one shape: a name offered in some countries. */
async function listCountryOptions(
  db: Db,
  table: typeof banks | typeof languages | typeof races,
): Promise<CountryListOption[]> {
  const rows = await db.select().from(table).orderBy(asc(table.sortOrder), asc(table.name));
  return rows.map((row) => ({ value: row.name, text: row.name, countries: row.countries }));
}

export const listBanks = (db: Db) => listCountryOptions(db, banks);
export const listLanguages = (db: Db) => listCountryOptions(db, languages);
export const listRaces = (db: Db) => listCountryOptions(db, races);

export async function findChatGroup(db: Db, country: string): Promise<ChatGroup> {
  const [row] = await db.select({ url: chatGroups.url }).from(chatGroups).where(eq(chatGroups.country, country));
  return { value: row?.url ?? null };
}
