import { z } from 'zod';

/** Ids the database makes (`gen_random_uuid()`); PostgreSQL refuses to compare anything else with one. */
export const IdSchema = z.uuid();

/** Whether `value` can be an id the database made: anything else names no row. */
export const isDatabaseId = (value: string): boolean => IdSchema.safeParse(value).success;
