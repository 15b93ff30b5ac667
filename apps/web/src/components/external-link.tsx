import { Anchor, Text } from '@mantine/core';
import { isWebAddress } from '@portal/domain/validation/checks';

/**
 * An address someone sent (a post, a comment), shown in full and opened in a new tab. Anything
 * that is not an http or https address (`javascript:`, `data:`, plain words) shows as text only.
 */
export function ExternalLink({ href }: { href: string }) {
  if (!isWebAddress(href)) {
    return (
      <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
        {href}
      </Text>
    );
  }
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
      {href}
    </Anchor>
  );
}
