import { describe, expect, it } from 'vitest';
import { csvField, parseCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, on any line ending', () => {
    const text = 'a,"b, c","say ""hi"""\r"two\nlines",x\r\n\r\nlast,';

    expect(parseCsv(text)).toEqual({
      rows: [
        { line: 1, fields: ['a', 'b, c', 'say "hi"'] },
        { line: 2, fields: ['two\nlines', 'x'] },
        { line: 5, fields: ['last', ''] },
      ],
      unclosedQuoteAt: null,
    });
  });

  it('reads back what csvField writes', () => {
    const values = ['plain', 'TAN, MEI LING', 'O"NEIL', 'two\r\nlines'];

    expect(parseCsv(values.map(csvField).join(',')).rows[0]?.fields).toEqual(values);
  });
});
