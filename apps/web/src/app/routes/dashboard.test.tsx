import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '@/lib/i18n/locale';
import { tokenManager } from '@/lib/token-manager';
import { requestsTo, stubFetch, type StubReply } from '@/testing/fetch-stub';
import { buildPayoutTracker, buildTask, buildUser, CHAT_GROUP_LINK, storedSessionRoutes } from '@/testing/fixtures';
import { renderApp } from '@/testing/render';

const CHAT_GROUP_ROUTE = 'GET /api/public/options/telegram';

/** Lets the answers already sent reach the screen, before checking that something is not there. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

afterEach(() => {
  tokenManager.clear();
});

describe('dashboard', () => {
  it('names the country, the state and the saved choices in the language shown', async () => {
    await activateLocale('zh-Hans');
    stubFetch(
      storedSessionRoutes(
        buildUser({ country: 'Malaysia', location: 'Selangor', paymentMethod: 'Bank Transfer', bankName: 'Maybank' }),
      ),
    );
    renderApp('/');

    expect(await screen.findByRole('link', { name: '加入马来西亚创作者社群聊天群组' })).toBeInTheDocument();
    expect(await screen.findByText('雪兰莪、马来西亚')).toBeInTheDocument();
    expect(screen.getByText('银行转账')).toBeInTheDocument();
    expect(screen.getByText('美容')).toBeInTheDocument();
    expect(screen.getByText('马来语、英语')).toBeInTheDocument();
  });

  it("links to the chat group of the user's country, in a new tab", async () => {
    const fetchMock = stubFetch(storedSessionRoutes(buildUser({ country: 'Malaysia' })));
    renderApp('/');

    const banner = await screen.findByRole('link', { name: 'Join the Malaysia creators community chat group' });
    expect(banner).toHaveAttribute('href', CHAT_GROUP_LINK);
    expect(banner).toHaveAttribute('target', '_blank');
    expect(banner).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(requestsTo(fetchMock, CHAT_GROUP_ROUTE)[0]?.headers.has('Authorization')).toBe(false);
  });

  it("keeps the banner's room while its link loads, neither shown nor announced, so the cards below stay put", async () => {
    let answerChatGroup: (reply: StubReply) => void = () => {};
    stubFetch({
      ...storedSessionRoutes(buildUser({ country: 'Malaysia' })),
      [CHAT_GROUP_ROUTE]: () => new Promise<StubReply>((resolve) => (answerChatGroup = resolve)),
    });
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    const placeholder = screen.getByText('Join the Malaysia creators community chat group').closest('[role="region"]');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).toHaveStyle({ visibility: 'hidden' });
    expect(screen.queryByRole('link', { name: /community chat group/ })).not.toBeInTheDocument();

    answerChatGroup({ body: { value: CHAT_GROUP_LINK } });
    const banner = await screen.findByRole('link', { name: 'Join the Malaysia creators community chat group' });
    // A named region: an invitation, not an alert announced on every visit.
    expect(screen.getByRole('region', { name: 'Community chat group' })).toContainElement(banner);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(banner.closest('[role="region"]')).not.toHaveAttribute('aria-hidden');
    expect(banner.closest('[role="region"]')).not.toHaveStyle({ visibility: 'hidden' });
  });

  it('shows no banner when the country has no chat group', async () => {
    const fetchMock = stubFetch({ ...storedSessionRoutes(), [CHAT_GROUP_ROUTE]: { body: { value: null } } });
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetchMock, CHAT_GROUP_ROUTE)).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('link', { name: /community chat group/ })).not.toBeInTheDocument();
  });

  it('shows no banner, and asks for none, when the user has no country', async () => {
    const fetchMock = stubFetch(storedSessionRoutes(buildUser({ country: null })));
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    await settle();
    expect(screen.queryByRole('link', { name: /community chat group/ })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, CHAT_GROUP_ROUTE)).toHaveLength(0);
  });

  it('sums up the profile, with its social links, and links to Edit Profile', async () => {
    stubFetch(storedSessionRoutes(buildUser()));
    renderApp('/');

    const card = await screen.findByRole('region', { name: 'My Profile' });
    expect(within(card).getByText('Ana Creator')).toBeInTheDocument();
    expect(within(card).getByText('Selangor, Malaysia')).toBeInTheDocument();
    expect(within(card).getByText('12 Apr 1996')).toBeInTheDocument();
    expect(within(card).getByText('Beauty')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.com/ana.creator',
    );
    expect(within(card).getByText('Instagram: 12,500')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/edit-profile');
  });

  it('masks the bank account and document numbers', async () => {
    stubFetch(
      storedSessionRoutes(
        buildUser({
          paymentMethod: 'Bank Transfer',
          bankName: 'Maybank',
          bankAccName: 'Ana Creator',
          bankAccNo: '1234 5678 9012',
          nationalityDoc: 'NRIC',
          nric: '960412-10-5678',
        }),
      ),
    );
    renderApp('/');

    const card = await screen.findByRole('region', { name: 'Payment Details' });
    expect(within(card).getByText('Bank Transfer')).toBeInTheDocument();
    expect(within(card).getByText('Maybank')).toBeInTheDocument();
    expect(within(card).getByText('••••••••9012')).toBeInTheDocument();
    expect(within(card).getByText('••••••••5678')).toBeInTheDocument();
    expect(within(card).queryByText(/1234/)).not.toBeInTheDocument();
    expect(within(card).queryByText(/960412/)).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Edit payment details' })).toHaveAttribute('href', '/bank-details');
  });

  it('shows the PayPal email of a PayPal user', async () => {
    stubFetch(storedSessionRoutes(buildUser({ paymentMethod: 'Paypal', paypalEmail: 'ana@paypal.example' })));
    renderApp('/');

    const card = await screen.findByRole('region', { name: 'Payment Details' });
    expect(within(card).getByText('ana@paypal.example')).toBeInTheDocument();
    expect(within(card).queryByText('Bank Name')).not.toBeInTheDocument();
  });

  it('says when there are no payment details yet', async () => {
    stubFetch(storedSessionRoutes(buildUser()));
    renderApp('/');

    const card = await screen.findByRole('region', { name: 'Payment Details' });
    expect(within(card).getByText('No payment details yet')).toBeInTheDocument();
  });
});

/** What the panel says next to a label (its dt), e.g. 'Overdue' → 'RM 400.00'. */
function figure(panel: HTMLElement, label: string): string | null | undefined {
  return within(panel).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

const nothing = { amountMinor: 0, count: 0 };

describe('earnings at a glance', () => {
  it('shows each currency: awaiting with the next due date, overdue, paid this month and year, referral fees', async () => {
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/payments/summary': {
        body: {
          currencies: [
            {
              currency: 'RM',
              awaiting: { amountMinor: 125000, count: 2, nearestDueOn: '2026-12-01' },
              overdue: { amountMinor: 40000, count: 1 },
              paidThisMonthMinor: 1500,
              paidThisYearMinor: 123456789,
              referralFees: { pendingMinor: 500, payableMinor: 1000, paidMinor: 2500 },
            },
            {
              currency: 'USD',
              awaiting: { amountMinor: 5000, count: 1, nearestDueOn: null },
              overdue: nothing,
              paidThisMonthMinor: 0,
              paidThisYearMinor: 0,
              referralFees: { pendingMinor: 0, payableMinor: 0, paidMinor: 0 },
            },
          ],
        },
      },
    });
    renderApp('/');

    const panel = await screen.findByRole('region', { name: 'Earnings' });
    const ringgit = (await within(panel).findByRole('heading', { name: 'RM' })).parentElement as HTMLElement;
    expect(figure(ringgit, 'Awaiting payment')).toBe('RM 1,250.00Next due by 1 Dec 2026');
    expect(figure(ringgit, 'Overdue')).toBe('RM 400.00');
    expect(figure(ringgit, 'Paid this month')).toBe('RM 15.00');
    expect(figure(ringgit, 'Paid this year')).toBe('RM 1,234,567.89');
    expect(figure(ringgit, 'Referral fees pending')).toBe('RM 5.00');
    expect(figure(ringgit, 'Referral fees payable')).toBe('RM 10.00');
    expect(figure(ringgit, 'Referral fees paid')).toBe('RM 25.00');
    const dollars = within(panel).getByRole('heading', { name: 'USD' }).parentElement as HTMLElement;
    expect(figure(dollars, 'Awaiting payment')).toBe('USD 50.00');
    expect(figure(dollars, 'Overdue')).toBe('USD 0.00');
  });

  it('names no currency when there is only one', async () => {
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/payments/summary': {
        body: {
          currencies: [
            {
              currency: 'RM',
              awaiting: { ...nothing, nearestDueOn: null },
              overdue: nothing,
              paidThisMonthMinor: 0,
              paidThisYearMinor: 15000,
              referralFees: { pendingMinor: 0, payableMinor: 0, paidMinor: 0 },
            },
          ],
        },
      },
    });
    renderApp('/');

    const panel = await screen.findByRole('region', { name: 'Earnings' });
    await within(panel).findByText('Paid this year');
    expect(figure(panel, 'Paid this year')).toBe('RM 150.00');
    expect(within(panel).queryByRole('heading', { name: 'RM' })).not.toBeInTheDocument();
  });

  it('says when there are no earnings yet', async () => {
    stubFetch(storedSessionRoutes());
    renderApp('/');

    const panel = await screen.findByRole('region', { name: 'Earnings' });
    expect(await within(panel).findByText(/^No earnings yet/)).toBeInTheDocument();
    expect(within(panel).queryByText('Awaiting payment')).not.toBeInTheDocument();
  });

  it('puts the earnings, which arrive after the page, below the profile and payment cards so they push nothing down', async () => {
    stubFetch(storedSessionRoutes());
    renderApp('/');

    const earnings = await screen.findByRole('region', { name: 'Earnings' });
    for (const card of ['My Profile', 'Payment Details']) {
      const position = screen.getByRole('region', { name: card }).compareDocumentPosition(earnings);
      expect(position & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });
});

const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

describe('next steps', () => {
  it('links each step to its task, naming the campaign and what to do, most urgent first', async () => {
    const task = (id: string, campaignTitle: string, overrides: Parameters<typeof buildTask>[0]) =>
      buildTask({ id, campaignDetails: { campaignTitle }, ...overrides });
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/task': {
        body: [
          task('pay-1', 'Kopi Morning Likes', { status: 'APPROVED-PENDING-PAYMENT', paymentDueOn: '2099-12-04' }),
          task('invite-1', 'Raya Glow Serum', { status: 'SELECTED', taskDeadline: null }),
          task('report-1', 'EcoHome Refill', { status: 'APPROVED-PENDING-REPORT' }),
          task('due-1', 'Teh Tarik Reels', { status: 'ACCEPTED', taskDeadline: inHours(20.5) }),
          task('rejected-1', 'Sambal Review', { status: 'REJECTED', taskDeadline: null }),
          task('later-1', 'Batik Story', { status: 'ACCEPTED', taskDeadline: inHours(24 * 5) }),
          task('checking-1', 'Durian Post', { status: 'PENDING-CHECKING' }),
        ],
      },
    });
    renderApp('/');
    const person = userEvent.setup();

    const region = await screen.findByRole('region', { name: 'Next steps' });
    const links = await within(region).findAllByRole('link', { name: /Teh Tarik|Sambal|Raya|EcoHome|Kopi/ });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Teh Tarik ReelsSubmit your work: due in 20 hours', '/campaign/due-1'],
      ['Sambal ReviewResubmit: the brand asked for changes', '/campaign/rejected-1'],
      ['Raya Glow SerumAnswer the invite', '/campaign/invite-1'],
    ]);
    expect(within(region).getByRole('list')).toBeInTheDocument();

    await person.click(within(region).getByRole('button', { name: 'Show 2 more' }));
    expect(within(region).getByRole('link', { name: 'EcoHome Refill Send your report' })).toHaveAttribute(
      'href',
      '/campaign/report-1',
    );
    expect(within(region).getByRole('link', { name: 'Kopi Morning Likes Payment due by 4 Dec 2099' })).toHaveAttribute(
      'href',
      '/campaign/pay-1',
    );
    expect(within(region).getAllByRole('listitem')).toHaveLength(5);
    expect(within(region).queryByText(/Batik Story|Durian Post/)).not.toBeInTheDocument();
  });

  it('says plainly when nothing needs the creator, with a link to My Tasks', async () => {
    stubFetch({ ...storedSessionRoutes(), 'GET /api/task': { body: [buildTask({ status: 'COMPLETED' })] } });
    renderApp('/');

    const region = await screen.findByRole('region', { name: 'Next steps' });
    expect(await within(region).findByText('Nothing needs you right now.')).toBeInTheDocument();
    expect(within(region).queryByRole('list')).not.toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Go to My Tasks' })).toHaveAttribute('href', '/my-tasks');
  });

  it('shows the shape of the list while it loads, and the error with a retry when it fails', async () => {
    let calls = 0;
    let answer: (reply: { status?: number; body: unknown }) => void = () => {};
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/task': () => {
        calls += 1;
        if (calls === 1) return new Promise((resolve) => (answer = resolve));
        return { body: [buildTask({ id: 'report-1', status: 'APPROVED-PENDING-REPORT' })] };
      },
    });
    renderApp('/');
    const person = userEvent.setup();

    const region = await screen.findByRole('region', { name: 'Next steps' });
    expect(within(region).getByRole('status')).toHaveTextContent('Loading your next steps...');
    // The list is asked for once the token is in, a moment after the page shows: answered only then.
    await waitFor(() => expect(calls).toBe(1));
    answer({ status: 403, body: { message: 'Forbidden', code: 'forbidden' } });

    const failure = await within(region).findByRole('alert', { name: 'Could not load your next steps' });
    expect(failure).toHaveTextContent('Forbidden');
    await person.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await within(region).findByRole('link', { name: 'Raya Glow Serum Send your report' })).toHaveAttribute(
      'href',
      '/campaign/report-1',
    );
  });

  it('comes above the banner and the cards', async () => {
    stubFetch(storedSessionRoutes(buildUser({ country: 'Malaysia' })));
    renderApp('/');

    const steps = await screen.findByRole('region', { name: 'Next steps' });
    const banner = await screen.findByRole('link', { name: /community chat group/ });
    for (const later of [banner, screen.getByRole('region', { name: 'My Profile' })]) {
      expect(steps.compareDocumentPosition(later) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });
});

describe('dashboard: a payment that came back', () => {
  it('says which payment came back and links to what to do', async () => {
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/payments/payouts': {
        body: {
          payouts: [
            buildPayoutTracker({ taskId: 'task-1', stage: 'sent' }),
            buildPayoutTracker({
              taskId: 'task-2',
              campaign: 'Kopi Morning',
              stage: 'returned',
              problem: 'returned',
              method: 'bank',
            }),
          ],
        },
      },
    });
    renderApp('/');

    const notice = await screen.findByRole('region', { name: 'A payment came back' });
    expect(within(notice).getAllByRole('listitem')).toHaveLength(1);
    expect(within(notice).getByText(/Your payment of RM 150\.50 for Kopi Morning came back\./)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'What to do' })).toHaveAttribute('href', '/payment-history');
  });

  it('shows no notice while no payment came back', async () => {
    stubFetch({
      ...storedSessionRoutes(),
      'GET /api/payments/payouts': { body: { payouts: [buildPayoutTracker({ stage: 'sent' })] } },
    });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Dashboard' })).toBeInTheDocument();
    await settle();
    expect(screen.queryByRole('region', { name: 'A payment came back' })).not.toBeInTheDocument();
  });
});
