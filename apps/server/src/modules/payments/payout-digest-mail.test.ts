import { expect, it } from 'vitest';
import { i18nFor } from '../../lib/i18n.ts';
import { linksInHtml, linksInText } from '../../testing/eml.ts';
import { payoutDigestMail } from './payout-digest-mail.ts';

it("lays the team's payout list out in an HTML part too, every name and title escaped", async () => {
  const mail = payoutDigestMail(
    [
      {
        creator: 'Ana <Lim>',
        campaignTitle: 'Glow & <script>alert(1)</script>',
        amountMinor: 15000,
        currency: 'MYR',
        dueOn: '2026-08-20',
        daysOverdue: 2,
      },
    ],
    {
      to: 'ops@example.com',
      horizon: '2026-08-25',
      publicUrl: 'https://portal.example',
      catalogue: await i18nFor('en'),
    },
  );

  expect(mail.text).toContain(
    '- Ana <Lim>, Glow & <script>alert(1)</script>: MYR 150.00, due 20 Aug 2026 (overdue by 2 days)',
  );
  expect(mail.html).toContain('- Ana &lt;Lim&gt;, Glow &amp; &lt;script&gt;alert(1)&lt;/script&gt;: MYR 150.00');
  expect(mail.html).not.toContain('<script>');
  expect(mail.html).toContain('>Creator Portal</td>');
  expect(mail.html).toContain('<img src="https://portal.example/icons/icon-192.png"');
  expect(linksInHtml(mail.html)).toEqual(['https://portal.example/admin/payouts']);
  expect(linksInHtml(mail.html)).toEqual(linksInText(mail.text));
});
