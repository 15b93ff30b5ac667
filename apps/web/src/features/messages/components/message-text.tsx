import { Anchor } from '@mantine/core';
import { isWebAddress } from '@portal/domain/validation/checks';

/** Something that starts like a web address, up to the next space. */
const ADDRESS = /https?:\/\/[^\s<>"]+/gi;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]}'"]+$/;

type Part = { text: string; href?: string };

/**
 * A message's text in parts: plain text, and the http and https addresses in it as links. Nothing
 * else becomes a link (`javascript:`, `data:`, a bare domain stay text).
 */
export function messageParts(body: string): Part[] {
  const parts: Part[] = [];
  let from = 0;
  for (const match of body.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING, '');
    const start = match.index;
    if (!isWebAddress(address)) continue;
    if (start > from) parts.push({ text: body.slice(from, start) });
    parts.push({ text: address, href: address });
    from = start + address.length;
  }
  if (from < body.length) parts.push({ text: body.slice(from) });
  return parts;
}

/** A message as the sender wrote it: text (never HTML), its line breaks kept, its web addresses as links. */
export function MessageText({ body }: { body: string }) {
  return (
    <>
      {messageParts(body).map((part, index) =>
        part.href ? (
          <Anchor
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            inherit
            style={{ overflowWrap: 'anywhere' }}
          >
            {part.text}
          </Anchor>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
