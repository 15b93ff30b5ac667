import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Countries users may pick; seeded by a migration. */
export const countries = pgTable('countries', {
  name: text('name').primaryKey(),
  isoCode: text('iso_code').notNull().unique(),
  sortOrder: integer('sort_order').notNull(),
});
