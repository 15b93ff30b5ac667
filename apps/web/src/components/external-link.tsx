import { Anchor } from '@mantine/core';

/** An address someone sent (a post, a comment), shown in full and opened in a new tab. */
export function ExternalLink({ href }: { href: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
      {href}
    </Anchor>
  );
}
