import { Anchor, List, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/**
 * The operator's legal texts are Markdown, drawn here as React elements from a small part of it:
 * headings (`#`, `##`, `###`), paragraphs, `-` and `1.` lists, `**bold**`, `*italic*`, links and
 * bare e-mail addresses. Nothing is ever inserted as HTML: a tag in the text shows as text, and a
 * link goes only to a page of the portal, an https or http address, or an e-mail address.
 */
type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] };

const HEADING = /^(#{1,3})\s+(.*)$/;
const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;

function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const line of markdown.split(/\r?\n/)) {
    const heading = HEADING.exec(line);
    const item = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (line.trim() === '') {
      endParagraph();
    } else if (heading) {
      endParagraph();
      blocks.push({ kind: 'heading', level: heading[1]?.length as 1 | 2 | 3, text: heading[2] ?? '' });
    } else if (item) {
      endParagraph();
      const ordered = NUMBERED.test(line);
      const last = blocks.at(-1);
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item[1] ?? '');
      else blocks.push({ kind: 'list', ordered, items: [item[1] ?? ''] });
    } else {
      const last = blocks.at(-1);
      // A line right under a list item carries it on.
      if (paragraph.length === 0 && last?.kind === 'list' && /^\s+\S/.test(line)) {
        last.items[last.items.length - 1] += ` ${line.trim()}`;
      } else {
        paragraph.push(line.trim());
      }
    }
  }
  endParagraph();
  return blocks;
}

/** Where a link may go: a page of the portal, an https or http address, or an e-mail address. */
function safeHref(href: string): string | null {
  if (/^\/(?![/\\])/.test(href)) return href;
  try {
    const url = new URL(href);
    return ['https:', 'http:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

const INLINE =
  /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|(?<![\w*])\*(?!\s)(.+?)\*(?!\w)|(?<!\w)_(?!\s)(.+?)_(?!\w)|([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

function inline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(INLINE)) {
    const [whole, bold, linkText, href, star, underscore, email] = match;
    if (match.index > at) nodes.push(text.slice(at, match.index));
    const key = match.index;
    if (bold !== undefined) {
      nodes.push(<strong key={key}>{inline(bold)}</strong>);
    } else if (linkText !== undefined && href !== undefined) {
      const safe = safeHref(href);
      if (safe === null) nodes.push(linkText);
      else if (safe.startsWith('/')) {
        nodes.push(
          <Anchor key={key} component={Link} href={safe}>
            {linkText}
          </Anchor>,
        );
      } else {
        nodes.push(
          <Anchor key={key} href={safe} target="_blank" rel="noopener noreferrer">
            {linkText}
          </Anchor>,
        );
      }
    } else if (star !== undefined || underscore !== undefined) {
      nodes.push(<em key={key}>{inline(star ?? underscore ?? '')}</em>);
    } else if (email !== undefined) {
      nodes.push(
        <Anchor key={key} href={`mailto:${email}`}>
          {email}
        </Anchor>,
      );
    } else {
      nodes.push(whole);
    }
    at = match.index + whole.length;
  }
  if (at < text.length) nodes.push(text.slice(at));
  return nodes;
}

interface LegalMarkdownProps {
  markdown: string;
  /** The level of the text's top headings: one below the page's or the dialog's own title. */
  headingOrder?: 2 | 3;
}

/** An operator's legal text, drawn safely (see above). */
export function LegalMarkdown({ markdown, headingOrder = 2 }: LegalMarkdownProps) {
  return blocksOf(markdown).map((block, index) => {
    switch (block.kind) {
      case 'heading':
        return (
          <Title key={index} order={block.level === 3 ? ((headingOrder + 1) as 3 | 4) : headingOrder} size="h4" mt="md">
            {inline(block.text)}
          </Title>
        );
      case 'list':
        return (
          <List key={index} type={block.ordered ? 'ordered' : 'unordered'} spacing={4} size="sm" withPadding>
            {block.items.map((item, itemIndex) => (
              <List.Item key={itemIndex}>{inline(item)}</List.Item>
            ))}
          </List>
        );
      case 'paragraph':
        return (
          <Text key={index} size="sm">
            {inline(block.text)}
          </Text>
        );
    }
  });
}
