import { asc } from 'drizzle-orm';
import type { Option } from '@portal/domain/options';
import type { Db } from '../../db/client.ts';
import { countries } from '../../db/schema/options.ts';

export async function listCountries(db: Db): Promise<Option[]> {
  const rows = await db.select({ name: countries.name }).from(countries).orderBy(asc(countries.sortOrder));
  return rows.map((row) => ({ value: row.name, text: row.name }));
}
