import { describe, expect, it } from 'vitest';
import { CAPTION_QUOTES_MESSAGE, parseCaptionLines } from './parse-captions';

describe('parseCaptionLines', () => {
  it('reads e-mail, caption and an optional URL, skipping blank lines and a header', () => {
    expect(
      parseCaptionLines(
        [
          'email,caption,url',
          'ana@example.com,Glowing all Raya long!,https://instagram.com/p/1',
          '',
          '  ',
          'ben@example.com,Kopi time',
          'chi@example.com,Ends in a comma,',
        ].join('\n'),
      ),
    ).toEqual({
      rows: [
        { email: 'ana@example.com', caption: 'Glowing all Raya long!', url: 'https://instagram.com/p/1' },
        { email: 'ben@example.com', caption: 'Kopi time' },
        { email: 'chi@example.com', caption: 'Ends in a comma', url: '' },
      ],
    });
  });

  it('keeps the commas of a quoted caption, and of an unquoted one, as pasted', () => {
    expect(
      parseCaptionLines(
        [
          'ana@example.com,"Fresh, light, glowing","https://instagram.com/p/1"',
          'ben@example.com,"She said ""wow""",',
          'chi@example.com,Fresh, light, glowing,https://instagram.com/p/2',
          'dan@example.com,Fresh, light, glowing',
        ].join('\r\n'),
      ),
    ).toEqual({
      rows: [
        { email: 'ana@example.com', caption: 'Fresh, light, glowing', url: 'https://instagram.com/p/1' },
        { email: 'ben@example.com', caption: 'She said "wow"', url: '' },
        { email: 'chi@example.com', caption: 'Fresh, light, glowing', url: 'https://instagram.com/p/2' },
        { email: 'dan@example.com', caption: 'Fresh, light, glowing' },
      ],
    });
  });

  it('takes a last field that reads like an address as the URL, to be checked, never as caption', () => {
    expect(
      parseCaptionLines(
        [
          'ana@example.com,Hi,www.example.com',
          'ben@example.com,Fresh, light,instagram.com/p/1',
          'chi@example.com,Fresh, light,ftp://example.com/p',
          'dan@example.com,Fresh, light, see glowlab.com',
          'eve@example.com,Hi, there',
        ].join('\n'),
      ),
    ).toEqual({
      rows: [
        { email: 'ana@example.com', caption: 'Hi', url: 'www.example.com' },
        { email: 'ben@example.com', caption: 'Fresh, light', url: 'instagram.com/p/1' },
        { email: 'chi@example.com', caption: 'Fresh, light', url: 'ftp://example.com/p' },
        { email: 'dan@example.com', caption: 'Fresh, light, see glowlab.com' },
        { email: 'eve@example.com', caption: 'Hi', url: ' there' },
      ],
    });
  });

  it('reads a line with only an e-mail as one without a caption, and nothing as no line', () => {
    expect(parseCaptionLines('ana@example.com')).toEqual({ rows: [{ email: 'ana@example.com', caption: '' }] });
    expect(parseCaptionLines(' \n ')).toEqual({ rows: [] });
  });

  it('refuses text with a quote left open', () => {
    expect(parseCaptionLines('ana@example.com,"Never closed\nben@example.com,Hi')).toEqual({
      error: CAPTION_QUOTES_MESSAGE,
    });
  });
});
