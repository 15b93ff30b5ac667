import Papa from 'papaparse';
import type { CaptionRowInput } from '@portal/domain/admin';

// eslint-disable-next-line lingui/no-unlocalized-strings -- its code: shown translated (admin-messages.ts)
export const CAPTION_QUOTES_MESSAGE = 'Check the quotes: a caption that starts with " must end with "';

/**
 * Whether a line's last field is its URL rather than the end of an unquoted caption: always the
 * third of three fields; past that, when it is empty or reads like an address (a scheme, or a
 * domain without spaces), so a mistyped URL is shown as an invalid URL, never posted as caption.
 */
function isUrlField(field: string, fieldCount: number): boolean {
  const value = field.trim();
  return fieldCount === 3 || value === '' || /^[a-z][a-z\d+.-]*:\/\//i.test(value) || /^[^\s]+\.[^\s]+$/.test(value);
}
const isHeader = (fields: readonly string[]) => /^e-?mail$/i.test(fields[0]?.trim() ?? '');

/**
 * The lines of pasted text or of a CSV file, each `email,caption[,url]`. Quoted fields are read as
 * CSV has them ("a caption, with a comma"); so that pasted lines need fewer quotes, an unquoted
 * caption may hold commas too when the line has a URL or four fields or more. Blank lines and a header line (`email,...`) are skipped. A quote
 * left open makes the whole text unreadable, since it runs on to the end.
 */
export function parseCaptionLines(text: string): { rows: CaptionRowInput[] } | { error: string } {
  const { data, errors } = Papa.parse<string[]>(text.trim(), { delimiter: ',', skipEmptyLines: 'greedy' });
  if (errors.length > 0) {
    return { error: CAPTION_QUOTES_MESSAGE };
  }
  const lines = isHeader(data[0] ?? []) ? data.slice(1) : data;
  return {
    rows: lines.map((fields) => {
      const [email = '', ...rest] = fields;
      const last = rest.at(-1);
      if (rest.length >= 2 && last !== undefined && isUrlField(last, fields.length)) {
        return { email, caption: rest.slice(0, -1).join(','), url: last };
      }
      return { email, caption: rest.join(',') };
    }),
  };
}
