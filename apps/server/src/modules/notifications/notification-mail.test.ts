import { describe, expect, it } from 'vitest';
import { i18nFor } from '../../lib/i18n.ts';
import { linksInHtml, linksInText } from '../../testing/eml.ts';
import type { NotifiedEvent } from './event-wording.ts';
import { notificationMail } from './notification-mail.ts';

const PUBLIC_URL = 'https://portal.example';
const UNSUBSCRIBE = {
  page: 'https://portal.example/unsubscribe/abc?kind=invite&lang=en',
  oneClick: 'https://portal.example/api/unsubscribe/abc',
};
const rejectedDraft: NotifiedEvent = {
  action: 'rejectDraft',
  taskId: 'task-1',
  remark: 'Show the "before" & <after> shots',
  to: 'ana@example.com',
  name: 'Ana <b>Lim</b>',
  campaignTitle: 'Glow & <script>alert(1)</script>',
  draftComment: null,
  paid: null,
  deadline: null,
  friendName: null,
  referralFee: null,
  payout: null,
};

describe('a notification e-mail', () => {
  it('keeps its text part, and carries the same words and links laid out in an HTML part', async () => {
    const mail = notificationMail(rejectedDraft, PUBLIC_URL, await i18nFor('en'), UNSUBSCRIBE);

    expect(mail?.text).toBe(
      [
        'Hi Ana <b>Lim</b>,',
        '',
        'Your draft for "Glow & <script>alert(1)</script>" needs changes. Please send a new draft.',
        '',
        'What to change: Show the "before" & <after> shots',
        '',
        'https://portal.example/campaign/task-1',
        '',
        'The Creator Portal team',
        '',
        'To stop e-mails like this one, open: https://portal.example/unsubscribe/abc?kind=invite&lang=en',
      ].join('\n'),
    );
    const html = mail?.html ?? '';
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('>Creator Portal</td>');
    expect(html).toContain('<img src="https://portal.example/icons/icon-192.png"');
    // The name beside it says what the mark is: its alt is empty, never cut to the mark's width.
    expect(html).toContain('width="28" height="28" alt=""');
    expect(html).toContain('Hi Ana &lt;b&gt;Lim&lt;/b&gt;,');
    expect(html).toContain(
      'Your draft for &quot;Glow &amp; &lt;script&gt;alert(1)&lt;/script&gt;&quot; needs changes.',
    );
    expect(html).toContain('What to change: Show the &quot;before&quot; &amp; &lt;after&gt; shots');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(linksInHtml(html)).toEqual(linksInText(mail?.text ?? ''));
    expect(linksInHtml(html)).toEqual([
      'https://portal.example/campaign/task-1',
      'https://portal.example/unsubscribe/abc?kind=invite&lang=en',
    ]);
    // The unsubscribe line is in the footer, after the signature.
    expect(html.indexOf('To stop e-mails like this one')).toBeGreaterThan(html.indexOf('The Creator Portal team'));
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': '<https://portal.example/api/unsubscribe/abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('is in the reader’s language, the HTML part saying so', async () => {
    const mail = notificationMail(
      { ...rejectedDraft, action: 'invite', remark: null },
      PUBLIC_URL,
      await i18nFor('zh-Hans'),
    );

    expect(mail?.html).toContain('<html lang="zh-Hans">');
    expect(mail?.headers).toBeUndefined();
    expect(linksInHtml(mail?.html ?? '')).toEqual(['https://portal.example/campaign/task-1']);
  });
});

describe("a notification e-mail's date and time", () => {
  // 06:49 on 8 December in Malaysia.
  const extended: NotifiedEvent = {
    ...rejectedDraft,
    action: 'approveExtension',
    remark: null,
    deadline: '2026-12-07T22:49:00.000Z',
  };
  const deadlineIn = async (locale: string) =>
    notificationMail(extended, PUBLIC_URL, await i18nFor(locale))?.text.split('\n')[2] ?? '';

  it('names the time zone after the time, as each language writes it', async () => {
    expect(await deadlineIn('en')).toContain('Your new deadline is 8 Dec 2026, 6:49 GMT+8.');
    expect(await deadlineIn('ms')).toContain('Tarikh akhir baharu anda ialah 8 Dis 2026, 6:49 PG MYT.');
    const chinese = await deadlineIn('zh-Hans');
    expect(chinese).toContain('2026年12月8日 上午6:49（GMT+8）');
    expect(chinese).not.toMatch(/GMT\+8上午/);
  });
});
