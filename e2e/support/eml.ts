/** Headers unfolded (a line starting with a space continues the one before), and the body after the blank line. */
function split(entity: string) {
  const text = entity.replace(/\r\n/g, '\n');
  const end = text.indexOf('\n\n');
  const head = (end < 0 ? text : text.slice(0, end)).replace(/\n(?=[ \t])/g, '');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  return { head, header, body: end < 0 ? '' : text.slice(end + 2) };
}

/** A part's body in UTF-8, undoing its transfer encoding: in a 7bit one, "=4C" in a token is just text. */
function decode(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    case 'base64':
      return Buffer.from(body, 'base64').toString('utf8');
    default:
      return body;
  }
}

/** The text/plain body of a MIME entity (the entity itself, or the first such part within its multiparts), decoded. */
function plainText(entity: string): string | undefined {
  const { header, body } = split(entity);
  const type = header('Content-Type').toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(header('Content-Type'))?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      const text = plainText(part.replace(/^\n/, '').replace(/\n$/, ''));
      if (text !== undefined) return text;
    }
    return undefined;
  }
  return type === '' || type.startsWith('text/plain') ? decode(body, header('Content-Transfer-Encoding')) : undefined;
}

/**
 * An .eml file as a test reads it: the message's headers (List-Unsubscribe and the like), a blank
 * line, then its text part decoded, where the links are; the HTML part is left out.
 */
export function mailText(raw: string): string {
  const { head } = split(raw);
  const text = plainText(raw);
  if (text === undefined) throw new Error(`no text part in the e-mail:\n${head}`);
  return `${head}\n\n${text}`;
}
