import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Countries users may pick; seeded by a migration. */
export const countries = pgTable('countries', {
  name: text('name').primaryKey(),
  isoCode: text('iso_code').notNull().unique(),
  sortOrder: integer('sort_order').notNull(),
});

/** First-level subdivisions (states, federal territories, provinces, regions): a profile's location. */
export const states = pgTable(
  'states',
  {
    country: text('country')
      .notNull()
      .references(() => countries.name),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [primaryKey({ columns: [table.country, table.name] })],
);

/** Banks a payout can go to, with the countries where a user may pick each. */
export const banks = pgTable('banks', {
  name: text('name').primaryKey(),
  countries: text('countries').array().notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const languages = pgTable('languages', {
  name: text('name').primaryKey(),
  countries: text('countries').array().notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** Ethnic groups (the profile's "race"), with the countries where each is offered. */
export const races = pgTable('races', {
  name: text('name').primaryKey(),
  countries: text('countries').array().notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** The community chat group of each country, linked from the dashboard banner. */
export const chatGroups = pgTable('chat_groups', {
  country: text('country')
    .primaryKey()
    .references(() => countries.name),
  url: text('url').notNull(),
});
