import type { I18n } from '@lingui/core';
import type { Mail } from './mailer.ts';

/** The product's name, the same in every language (as the web app's header shows it). */
const PRODUCT_NAME = 'Creator Portal';
/**
 * The folder of the web app's files that e-mails show (apps/web/public/icons): the web plugin lets
 * other origins load them, as a mail client's page does.
 */
export const MAIL_IMAGES_DIR = 'icons';
/** The product's mark as the web app serves it: a PNG, which mail clients show. */
const MARK_PATH = `/${MAIL_IMAGES_DIR}/icon-192.png`;

/** The web app's theme colours (apps/web/src/app/theme.ts), each reading at 4.5:1 or more on what is behind it. */
const COLORS = {
  page: '#f1f3f5',
  card: '#ffffff',
  text: '#212529',
  muted: '#495057',
  primary: '#7048e8',
  link: '#1864ab',
  rule: '#dee2e6',
};
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The portal's address of `path` (from '/'), for a link in an e-mail: PUBLIC_URL may end with a slash. */
export const portalUrl = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}${path}`;

/** What an e-mail says, split where its HTML part's layout puts it. */
export interface MailContent {
  to: string;
  subject: string;
  /** The text above the footer: paragraphs apart by a blank line. */
  body: string;
  /** The text in the footer (a signature, an unsubscribe line), if any. */
  footer?: string;
  /** The addresses in the text that are links; nothing else is made one (a remark's words stay words). */
  links: readonly string[];
  headers?: Record<string, string>;
}

/**
 * The e-mail of `content`, in the language of `catalogue`: its text part the body, then the footer
 * after a blank line; its HTML part the same words in the product's layout.
 */
export function composeMail(content: MailContent, catalogue: I18n, publicUrl: string): Mail {
  const { to, subject, body, footer, headers } = content;
  const mail: Mail = {
    to,
    subject,
    text: footer ? `${body}\n\n${footer}` : body,
    html: mailHtml(content, catalogue, publicUrl),
  };
  if (headers) mail.headers = headers;
  return mail;
}

/**
 * The HTML part of an e-mail: one centred column of tables (what every mail client lays out),
 * the product's mark and name on top, the text below as it reads in the text part, its links made
 * links, in the language of `catalogue`. Every value is escaped: titles and remarks are others' words.
 */
function mailHtml(content: MailContent, catalogue: I18n, publicUrl: string): string {
  // The mark's alt is empty: the product's name stands beside it, so a screen reader says it once,
  // and a client that shows no images shows no alt text cut to the mark's 28 pixels.
  const markUrl = portalUrl(publicUrl, MARK_PATH);
  const linkPattern =
    content.links.length > 0
      ? new RegExp(
          [...content.links]
            .sort((a, b) => b.length - a.length)
            .map((link) => escapeRegExp(escapeHtml(link)))
            .join('|'),
          'g',
        )
      : null;
  const withLinks = (escaped: string) =>
    linkPattern
      ? escaped.replace(
          linkPattern,
          (href) =>
            `<a href="${href}" style="color:${COLORS.link};text-decoration:underline;word-break:break-all">${href}</a>`,
        )
      : escaped;
  const paragraphs = (text: string, style: string) =>
    text
      .split(/\n{2,}/)
      .map((paragraph) => paragraph.trim())
      .filter((paragraph) => paragraph.length > 0)
      .map(
        (paragraph) =>
          `<p style="margin:0 0 16px;${style}">${paragraph
            .split('\n')
            .map((line) => withLinks(escapeHtml(line)))
            .join('<br>')}</p>`,
      )
      .join('\n');
  const footer = content.footer
    ? `<tr><td style="padding:16px 24px 8px;border-top:1px solid ${COLORS.rule}">
${paragraphs(content.footer, `font-size:14px;line-height:20px;color:${COLORS.muted}`)}
</td></tr>`
    : '';
  return `<!DOCTYPE html>
<html lang="${escapeHtml(catalogue.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLORS.page};color:${COLORS.text};font-family:${FONT}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${COLORS.page}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background-color:${COLORS.card};border-radius:8px;border-top:4px solid ${COLORS.primary}">
<tr><td style="padding:20px 24px 8px">
<table role="presentation" cellpadding="0" cellspacing="0" border="0"><tr>
<td style="padding-right:8px;vertical-align:middle"><img src="${escapeHtml(markUrl)}" width="28" height="28" alt="" style="display:block;border:0;border-radius:6px"></td>
<td style="vertical-align:middle;font-size:18px;line-height:24px;font-weight:700;color:${COLORS.text}">${PRODUCT_NAME}</td>
</tr></table>
</td></tr>
<tr><td style="padding:16px 24px 8px">
${paragraphs(content.body, `font-size:16px;line-height:24px;color:${COLORS.text}`)}
</td></tr>
${footer}
</table>
</td></tr>
</table>
</body>
</html>
`;
}
