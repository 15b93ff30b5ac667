/** One part of a MIME message: its unfolded headers and its body, decoded. */
export interface EmlPart {
  /** The part's headers as written, unfolded. */
  head: string;
  header: (name: string) => string;
  /** The decoded body of a leaf part; empty for a multipart one. */
  body: string;
  /** The parts of a multipart/* part, in order. */
  parts: EmlPart[];
}

const decodeBody = (body: string, encoding: string): string => {
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  return body;
};

/** Parses an .eml file as nodemailer writes it (headers, a blank line, the body; multiparts by boundary). */
export function parseEml(raw: string): EmlPart {
  const text = raw.replace(/\r\n/g, '\n');
  const split = text.indexOf('\n\n');
  const head = (split < 0 ? text : text.slice(0, split)).replace(/\n(?=[ \t])/g, '');
  const rest = split < 0 ? '' : text.slice(split + 2);
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const boundary = /^multipart\/.*;\s*boundary="?([^";]+)"?/i.exec(header('Content-Type'))?.[1];
  if (!boundary) {
    return { head, header, body: decodeBody(rest, header('Content-Transfer-Encoding').toLowerCase()), parts: [] };
  }
  const [, ...chunks] = rest.split(`--${boundary}`);
  const parts = chunks
    .filter((chunk) => !chunk.startsWith('--'))
    .map((chunk) => parseEml(chunk.replace(/^\n/, '').replace(/\n$/, '')));
  return { head, header, body: '', parts };
}

/** The first part of `part` (itself or one within) whose Content-Type is `type`. */
export function findPart(part: EmlPart, type: string): EmlPart | undefined {
  if (part.parts.length === 0) return part.header('Content-Type').toLowerCase().startsWith(type) ? part : undefined;
  for (const inner of part.parts) {
    const found = findPart(inner, type);
    if (found) return found;
  }
  return undefined;
}

/** The addresses in an e-mail's text part, in order. */
export const linksInText = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

/** The targets of the links in an e-mail's HTML part, in order, unescaped. */
export const linksInHtml = (html: string) =>
  [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map(([, href = '']) => href.replaceAll('&amp;', '&'));
