import { z } from 'zod';

/** One choice of a server-provided option list (`GET /api/public/options/*`). */
export const OptionSchema = z.object({ value: z.string(), text: z.string() });
export type Option = z.infer<typeof OptionSchema>;

/** Banks, languages and races: offered in the countries they list. */
export const CountryListOptionSchema = OptionSchema.extend({ countries: z.array(z.string()) });
export type CountryListOption = z.infer<typeof CountryListOptionSchema>;

/** States belong to one country. */
export const StateOptionSchema = OptionSchema.extend({ country: z.string() });
export type StateOption = z.infer<typeof StateOptionSchema>;

/** `GET /api/public/options/telegram?country=`: the chat group link, null when the country has none. */
export const ChatGroupSchema = z.object({ value: z.string().nullable() });
export type ChatGroup = z.infer<typeof ChatGroupSchema>;

/** `GET /api/public/config`: the few server settings the web app shows to users. */
export const PublicConfigSchema = z.object({ supportEmail: z.string() });
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

/** The options offered to a creator of `country`; none until a country is chosen. */
export function optionsForCountry<T extends CountryListOption | StateOption>(
  options: readonly T[],
  country: string | null | undefined,
): T[] {
  if (!country) return [];
  return options.filter((option) =>
    'country' in option ? option.country === country : option.countries.includes(country),
  );
}
