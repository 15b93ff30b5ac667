import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Option } from '@portal/domain/options';

/**
 * The option lists' names (countries, Singapore's regions, races, languages) in the page's
 * language. The database keeps one English name per option, which is also the value saved on the
 * profile; a name with no entry here (one added to the database later) shows as the database has it.
 * The same name can be a race and a language ('Malay': 'Melayu' and 'Bahasa Melayu'), so races
 * and languages carry a context.
 */
const COUNTRY_LABELS: Record<string, MessageDescriptor> = {
  Malaysia: msg`Malaysia`,
  Singapore: msg`Singapore`,
  Brunei: msg`Brunei`,
  Cambodia: msg`Cambodia`,
  Indonesia: msg`Indonesia`,
  Laos: msg`Laos`,
  Myanmar: msg`Myanmar`,
  Philippines: msg`Philippines`,
  Thailand: msg`Thailand`,
  'Timor-Leste': msg`Timor-Leste`,
  Vietnam: msg`Vietnam`,
};

/**
 * Malaysia's states have names of their own in Chinese (and Penang and Malacca in Malay too), and
 * Singapore's regions are common words; other states are proper names, shown as written.
 */
const STATE_LABELS: Record<string, MessageDescriptor> = {
  Johor: msg({ message: 'Johor', context: 'Malaysian state' }),
  Kedah: msg({ message: 'Kedah', context: 'Malaysian state' }),
  Kelantan: msg({ message: 'Kelantan', context: 'Malaysian state' }),
  Melaka: msg({ message: 'Melaka', context: 'Malaysian state' }),
  'Negeri Sembilan': msg({ message: 'Negeri Sembilan', context: 'Malaysian state' }),
  Pahang: msg({ message: 'Pahang', context: 'Malaysian state' }),
  Perak: msg({ message: 'Perak', context: 'Malaysian state' }),
  Perlis: msg({ message: 'Perlis', context: 'Malaysian state' }),
  'Pulau Pinang': msg({ message: 'Pulau Pinang', context: 'Malaysian state' }),
  Sabah: msg({ message: 'Sabah', context: 'Malaysian state' }),
  Sarawak: msg({ message: 'Sarawak', context: 'Malaysian state' }),
  Selangor: msg({ message: 'Selangor', context: 'Malaysian state' }),
  Terengganu: msg({ message: 'Terengganu', context: 'Malaysian state' }),
  'W.P. Kuala Lumpur': msg({ message: 'W.P. Kuala Lumpur', context: 'Malaysian state' }),
  'W.P. Labuan': msg({ message: 'W.P. Labuan', context: 'Malaysian state' }),
  'W.P. Putrajaya': msg({ message: 'W.P. Putrajaya', context: 'Malaysian state' }),
  Central: msg({ message: 'Central', context: 'Singapore region' }),
  East: msg({ message: 'East', context: 'Singapore region' }),
  North: msg({ message: 'North', context: 'Singapore region' }),
  'North-East': msg({ message: 'North-East', context: 'Singapore region' }),
  West: msg({ message: 'West', context: 'Singapore region' }),
};

const RACE_LABELS: Record<string, MessageDescriptor> = {
  Javanese: msg({ message: 'Javanese', context: 'race' }),
  Sundanese: msg({ message: 'Sundanese', context: 'race' }),
  Kinh: msg({ message: 'Kinh', context: 'race' }),
  Lao: msg({ message: 'Lao', context: 'race' }),
  Bamar: msg({ message: 'Bamar', context: 'race' }),
  Tagalog: msg({ message: 'Tagalog', context: 'race' }),
  Tetum: msg({ message: 'Tetum', context: 'race' }),
  Thai: msg({ message: 'Thai', context: 'race' }),
  Khmer: msg({ message: 'Khmer', context: 'race' }),
  Malay: msg({ message: 'Malay', context: 'race' }),
  Chinese: msg({ message: 'Chinese', context: 'race' }),
  Indian: msg({ message: 'Indian', context: 'race' }),
  Bajau: msg({ message: 'Bajau', context: 'race' }),
  Bidayuh: msg({ message: 'Bidayuh', context: 'race' }),
  Iban: msg({ message: 'Iban', context: 'race' }),
  'Kadazan-Dusun': msg({ message: 'Kadazan-Dusun', context: 'race' }),
  Melanau: msg({ message: 'Melanau', context: 'race' }),
  Murut: msg({ message: 'Murut', context: 'race' }),
  'Orang Asli': msg({ message: 'Orang Asli', context: 'race' }),
  'Other Bumiputera': msg({ message: 'Other Bumiputera', context: 'race' }),
  Batak: msg({ message: 'Batak', context: 'race' }),
  Madurese: msg({ message: 'Madurese', context: 'race' }),
  Betawi: msg({ message: 'Betawi', context: 'race' }),
  Minangkabau: msg({ message: 'Minangkabau', context: 'race' }),
  Bugis: msg({ message: 'Bugis', context: 'race' }),
  Cham: msg({ message: 'Cham', context: 'race' }),
  Vietnamese: msg({ message: 'Vietnamese', context: 'race' }),
  Khmu: msg({ message: 'Khmu', context: 'race' }),
  Hmong: msg({ message: 'Hmong', context: 'race' }),
  Tay: msg({ message: 'Tay', context: 'race' }),
  Muong: msg({ message: 'Muong', context: 'race' }),
  Nung: msg({ message: 'Nung', context: 'race' }),
  Chin: msg({ message: 'Chin', context: 'race' }),
  Kachin: msg({ message: 'Kachin', context: 'race' }),
  Kayah: msg({ message: 'Kayah', context: 'race' }),
  Kayin: msg({ message: 'Kayin', context: 'race' }),
  Mon: msg({ message: 'Mon', context: 'race' }),
  Rakhine: msg({ message: 'Rakhine', context: 'race' }),
  Shan: msg({ message: 'Shan', context: 'race' }),
  Bisaya: msg({ message: 'Bisaya', context: 'race' }),
  Ilocano: msg({ message: 'Ilocano', context: 'race' }),
  Cebuano: msg({ message: 'Cebuano', context: 'race' }),
  Ilonggo: msg({ message: 'Ilonggo', context: 'race' }),
  Bikol: msg({ message: 'Bikol', context: 'race' }),
  Waray: msg({ message: 'Waray', context: 'race' }),
  Mambai: msg({ message: 'Mambai', context: 'race' }),
  Makasae: msg({ message: 'Makasae', context: 'race' }),
  Others: msg({ message: 'Others', context: 'race' }),
};

const LANGUAGE_LABELS: Record<string, MessageDescriptor> = {
  Malay: msg({ message: 'Malay', context: 'language' }),
  Tetum: msg({ message: 'Tetum', context: 'language' }),
  Portuguese: msg({ message: 'Portuguese', context: 'language' }),
  Indonesian: msg({ message: 'Indonesian', context: 'language' }),
  Thai: msg({ message: 'Thai', context: 'language' }),
  Vietnamese: msg({ message: 'Vietnamese', context: 'language' }),
  Filipino: msg({ message: 'Filipino', context: 'language' }),
  Khmer: msg({ message: 'Khmer', context: 'language' }),
  Lao: msg({ message: 'Lao', context: 'language' }),
  Burmese: msg({ message: 'Burmese', context: 'language' }),
  English: msg({ message: 'English', context: 'language' }),
  Mandarin: msg({ message: 'Mandarin', context: 'language' }),
  Tamil: msg({ message: 'Tamil', context: 'language' }),
  Cantonese: msg({ message: 'Cantonese', context: 'language' }),
  Hokkien: msg({ message: 'Hokkien', context: 'language' }),
  Hakka: msg({ message: 'Hakka', context: 'language' }),
  Teochew: msg({ message: 'Teochew', context: 'language' }),
  Hainanese: msg({ message: 'Hainanese', context: 'language' }),
  Foochow: msg({ message: 'Foochow', context: 'language' }),
  Hindi: msg({ message: 'Hindi', context: 'language' }),
  Malayalam: msg({ message: 'Malayalam', context: 'language' }),
  Punjabi: msg({ message: 'Punjabi', context: 'language' }),
  Telugu: msg({ message: 'Telugu', context: 'language' }),
  Iban: msg({ message: 'Iban', context: 'language' }),
  Kadazandusun: msg({ message: 'Kadazandusun', context: 'language' }),
  Bajau: msg({ message: 'Bajau', context: 'language' }),
  Bidayuh: msg({ message: 'Bidayuh', context: 'language' }),
};

const labelFrom =
  (labels: Record<string, MessageDescriptor>) =>
  (name: string): string =>
    Object.prototype.hasOwnProperty.call(labels, name) ? i18n._(labels[name] as MessageDescriptor) : name;

export const countryLabel = labelFrom(COUNTRY_LABELS);
export const stateLabel = labelFrom(STATE_LABELS);
export const raceLabel = labelFrom(RACE_LABELS);
export const languageLabel = labelFrom(LANGUAGE_LABELS);

const LIST_SEPARATOR = msg({ message: ', ', context: 'between the items of a list' });

/** Names listed in the page's language: Chinese lists them with 、, not a comma. */
export const listOf = (names: readonly string[]): string => names.join(i18n._(LIST_SEPARATOR));

/** A list's options as a select's choices: the saved value, and its name in the page's language. */
export const choicesOf = (options: Option[], label: (name: string) => string) =>
  options.map((option) => ({ value: option.value, label: label(option.text) }));
