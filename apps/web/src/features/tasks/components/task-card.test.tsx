import { cleanup, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenManager } from '@/lib/token-manager';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { buildTask, buildTerms, tokenRoutes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { TaskCard } from './task-card';

const NOW = new Date('2026-11-22T10:00:00Z');

afterEach(() => {
  tokenManager.clear();
});

function renderCard(task = buildTask(), { hasPaymentMethod = true } = {}) {
  renderWithProviders(<TaskCard task={task} now={NOW} hasPaymentMethod={hasPaymentMethod} />);
  return screen.getByRole('article', { name: task.campaignDetails.campaignTitle });
}

/** The value of a labelled row of the card. */
const rowValue = (card: HTMLElement, label: string) => within(card).getByText(label).nextElementSibling?.textContent;

describe('TaskCard', () => {
  it('shows an invite with its incentive, referral fee and platform, and links to its detail', () => {
    const card = renderCard(
      buildTask({ id: 'task-9', campaignDetails: { referralFee: 20, currency: '', platform: 'TIKTOK' } }),
    );

    expect(within(card).getByRole('heading', { name: 'Raya Glow Serum' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Raya Glow Serum' })).toHaveAttribute('href', '/campaign/task-9');
    expect(within(card).getByRole('img', { name: 'Raya Glow Serum logo' })).toBeInTheDocument();
    expect(within(card).getByText('Post')).toBeInTheDocument();
    expect(rowValue(card, 'Incentive')).toBe('RM 150.50');
    expect(rowValue(card, 'Referral fee')).toBe('RM 20.00');
    expect(rowValue(card, 'Platform')).toBe('TikTok');
    expect(within(card).getByRole('link', { name: 'View More' })).toHaveAttribute('href', '/campaign/task-9');
  });

  it('leaves out the referral fee and the logo when there are none, and names an unknown platform', () => {
    const card = renderCard(buildTask({ campaignDetails: { brandLogoURL: null, platform: 'MYSPACE' } }));

    expect(within(card).queryByText('Referral fee')).not.toBeInTheDocument();
    expect(within(card).queryByRole('img')).not.toBeInTheDocument();
    // The brand's initials stand in for its logo.
    expect(within(card).getByText('RG')).toBeInTheDocument();
    expect(rowValue(card, 'Platform')).toBe('Missing Info');
  });

  it("shows an invite's deadline before it is accepted", () => {
    const card = renderCard(
      buildTask({ status: 'SELECTED', campaignDetails: { terms: buildTerms({ deadline: '2026-12-01T04:00:00Z' }) } }),
    );

    expect(rowValue(card, 'Deadline')).toBe('1 Dec 2026, 04:00');
  });

  it('colours each status by what it asks of the creator', () => {
    const tones = { SELECTED: 'action', 'PENDING-CHECKING': 'waiting', COMPLETED: 'done', EXPIRED: 'problem' } as const;
    for (const [status, tone] of Object.entries(tones)) {
      const card = renderCard(buildTask({ id: status, status: status as keyof typeof tones }));
      expect(
        within(card)
          .getByText(/^Status: /)
          .closest('[data-tone]'),
      ).toHaveAttribute('data-tone', tone);
      cleanup();
    }
  });

  it('counts down to the deadline of an on-going task in days and hh:mm', () => {
    const card = renderCard(buildTask({ status: 'ACCEPTED', taskDeadline: '2026-11-25T14:25:10Z' }));

    expect(within(card).getByText('Status: On-Going')).toBeInTheDocument();
    expect(rowValue(card, 'Time Remaining')).toBe('3 days 04:25');
    expect(within(card).queryByRole('link', { name: 'View More' })).not.toBeInTheDocument();
  });

  it('shows zero once the deadline has passed, with the rejection remark', () => {
    const card = renderCard(
      buildTask({ status: 'REJECTED', taskDeadline: '2026-11-20T10:00:00Z', rejectionComments: 'Blurry screenshot' }),
    );

    expect(within(card).getByText('Status: Rejected - Resubmit Required')).toBeInTheDocument();
    expect(rowValue(card, 'Time Remaining')).toBe('0 days 00:00');
    expect(rowValue(card, 'Remark')).toBe('Blurry screenshot');
  });

  it('says by when an approved task is paid, how late once overdue, and when it was paid', () => {
    // NOW is 22 November 2026.
    let card = renderCard(buildTask({ status: 'APPROVED-PENDING-PAYMENT', paymentDueOn: '2026-12-12' }));
    expect(within(card).getByText('Payment due by 12 Dec 2026')).toBeInTheDocument();
    cleanup();
    card = renderCard(buildTask({ id: 'late', status: 'APPROVED-PROCESSING-PAYMENT', paymentDueOn: '2026-11-19' }));
    expect(within(card).getByText('Overdue by 3 days')).toBeInTheDocument();
    cleanup();
    card = renderCard(
      buildTask({
        id: 'paid',
        status: 'COMPLETED',
        paymentDueOn: '2026-11-19',
        paidAt: '2026-11-18T04:00:00Z',
        paymentReference: 'MBB-1234',
      }),
    );
    expect(within(card).getByText('Paid on 18 Nov 2026 · ref. MBB-1234')).toBeInTheDocument();
  });

  it('lets a creator reapply after an application rejection', async () => {
    const fetchMock = stubFetch({
      ...tokenRoutes,
      'PUT /api/task/reapply': { body: buildTask({ status: 'APPLIED' }) },
    });
    const card = renderCard(
      buildTask({ status: 'APPLICATION-REJECTED', applicationRejectionComments: 'Too few followers' }),
    );
    const person = userEvent.setup();

    expect(rowValue(card, 'Remark')).toBe('Too few followers');
    expect(
      within(card).getByText('Please make sure you have followed feedback before reapplying.'),
    ).toBeInTheDocument();
    await person.click(within(card).getByRole('button', { name: 'Reapply for Task' }));

    expect(await screen.findByText('Applied Successfully')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT /api/task/reapply')[0]?.body).toEqual({
      task: 'task-1',
      shownTerms: buildTerms(),
    });
  });

  it('says so when reapplying fails', async () => {
    stubFetch({
      ...tokenRoutes,
      'PUT /api/task/reapply': { status: 500, body: { message: 'Down', code: 'internal' } },
    });
    const card = renderCard(buildTask({ status: 'APPLICATION-REJECTED' }));

    await userEvent.setup().click(within(card).getByRole('button', { name: 'Reapply for Task' }));

    expect(await screen.findByText('Error applying for task')).toBeInTheDocument();
  });

  it('asks an applicant to complete their profile', () => {
    const card = renderCard(buildTask({ status: 'APPLIED' }));

    expect(within(card).getByText('Status: Pending Application Review')).toBeInTheDocument();
    expect(
      within(card).getByText(/Complete your profile to improve your chances of being selected\./),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/edit-profile');
  });

  it('asks for bank details when an approved task awaits payment and there are none', () => {
    const card = renderCard(buildTask({ status: 'APPROVED-PENDING-PAYMENT' }), { hasPaymentMethod: false });

    expect(within(card).getByText('Status: Approved')).toBeInTheDocument();
    expect(within(card).getByText('Payment: Awaiting')).toBeInTheDocument();
    expect(within(card).getByText('Please add your bank details to allow payment to be made.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Add Bank Details' })).toHaveAttribute('href', '/bank-details');
  });

  it('does not ask for bank details the creator already gave', () => {
    const card = renderCard(buildTask({ status: 'APPROVED-PENDING-PAYMENT' }), { hasPaymentMethod: true });

    expect(within(card).queryByRole('link', { name: 'Add Bank Details' })).not.toBeInTheDocument();
  });

  it('links a completed task to its payment', () => {
    const card = renderCard(buildTask({ status: 'COMPLETED' }));

    expect(within(card).getByText('Payment: Successful')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Payment' })).toHaveAttribute('href', '/payment-history');
  });

  it.each([
    'APPLIED',
    'PENDING-CHECKING',
    'APPROVED-PENDING-PAYMENT',
    'APPROVED-PROCESSING-PAYMENT',
    'COMPLETED',
  ] as const)('links a %s task with a referral fee to its referrals', (status) => {
    const card = renderCard(buildTask({ id: 'task-3', status, campaignDetails: { referralFee: 10 } }));

    expect(within(card).getByText('Referral Status')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/campaign/task-3#referrals');
  });

  it('shows no referral status without a referral fee, nor for other statuses', () => {
    renderCard(buildTask({ status: 'COMPLETED' }));
    renderWithProviders(
      <TaskCard
        task={buildTask({ id: 'task-4', status: 'ACCEPTED', campaignDetails: { referralFee: 10 } })}
        now={NOW}
        hasPaymentMethod
      />,
    );

    expect(screen.queryByText('Referral Status')).not.toBeInTheDocument();
  });

  it("shows how many of the brand's messages are unread, linking to them, and nothing when none are", () => {
    const card = renderCard(buildTask({ id: 'task-3', unreadMessages: 2 }));
    expect(within(card).getByRole('link', { name: '2 new messages' })).toHaveAttribute(
      'href',
      '/campaign/task-3#messages',
    );
    cleanup();
    const one = renderCard(buildTask({ id: 'task-4', unreadMessages: 1 }));
    expect(within(one).getByRole('link', { name: '1 new message' })).toBeInTheDocument();
    cleanup();
    const none = renderCard(buildTask({ unreadMessages: 0 }));
    expect(within(none).queryByText(/new message/)).toBeNull();
  });
});
