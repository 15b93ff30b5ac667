import { i18n } from '@lingui/core';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '@portal/domain/i18n';
import { tokenManager } from '@/lib/token-manager';
import { requestsTo, stubFetch } from '@/testing/fetch-stub';
import { buildReferralRow, buildTask, tokenRoutes } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { TaskReferrals } from './task-referrals';

const CAMPAIGN_ID = '3f1c2a9e-8b7d-4c6e-9a1b-2d3e4f5a6b7c';

const referralCampaign = {
  referralFee: 25,
  referralCriteria: 'Friends with 1,000 followers',
  referralInstructions: 'Share your link with a friend',
};

const taskWithReferrals = (status: 'ACCEPTED' | 'COMPLETED' = 'ACCEPTED') =>
  buildTask({ status, associatedCampaign: CAMPAIGN_ID, campaignDetails: referralCampaign });

const linkUrl = (code: string) => `${window.location.origin}/refer/${code}`;

/** The value of a labelled row. */
const rowValue = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

afterEach(() => {
  tokenManager.clear();
});

describe('Refer a Friend panel', () => {
  it('is not there when the campaign pays no referral fee', () => {
    stubFetch(tokenRoutes);
    renderWithProviders(<TaskReferrals task={buildTask({ status: 'ACCEPTED' })} />);

    expect(screen.queryByRole('heading', { name: 'Refer a Friend' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Referrals' })).not.toBeInTheDocument();
  });

  it('is hidden once the task is completed, leaving the referrals', async () => {
    const fetchMock = stubFetch({ ...tokenRoutes, 'GET /api/referral/task': { body: [] } });
    renderWithProviders(<TaskReferrals task={taskWithReferrals('COMPLETED')} />);

    expect(await screen.findByText('No referrals yet.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Refer a Friend' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET /api/referral/link')).toHaveLength(0);
  });

  it('generates the link on click, then copies it', async () => {
    const fetchMock = stubFetch({
      ...tokenRoutes,
      'GET /api/referral/link': { body: { code: null } },
      'POST /api/link': { body: { code: 'abc123' } },
      'GET /api/referral/task': { body: [] },
    });
    renderWithProviders(<TaskReferrals task={taskWithReferrals()} />);
    const person = userEvent.setup();

    expect(screen.getByRole('heading', { name: 'Refer a Friend' })).toBeInTheDocument();
    expect(rowValue('Referral Fee')).toBe('RM 25.00');
    expect(rowValue('Referral Criteria')).toBe('Friends with 1,000 followers');
    expect(rowValue('Referral Instructions')).toBe('Share your link with a friend');
    await person.click(await screen.findByRole('button', { name: 'Generate Referral Link' }));

    const link = await screen.findByRole('textbox', { name: 'Referral Link' });
    expect(link).toHaveValue(linkUrl('abc123'));
    expect(link).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Generate Referral Link' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST /api/link')[0]?.body).toEqual({ campaignId: CAMPAIGN_ID });

    await person.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Link Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(linkUrl('abc123'));
  });

  it('shows the link generated on an earlier visit straight away', async () => {
    const fetchMock = stubFetch({
      ...tokenRoutes,
      'GET /api/referral/link': { body: { code: 'xyz789' } },
      'GET /api/referral/task': { body: [] },
    });
    renderWithProviders(<TaskReferrals task={taskWithReferrals()} />);

    expect(await screen.findByRole('textbox', { name: 'Referral Link' })).toHaveValue(linkUrl('xyz789'));
    expect(screen.queryByRole('button', { name: 'Generate Referral Link' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      `/api/referral/link?campaignId=${CAMPAIGN_ID}`,
    );
    expect(requestsTo(fetchMock, 'POST /api/link')).toHaveLength(0);
  });

  it('only logs a failed load of the link, and still offers to generate it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch({
      ...tokenRoutes,
      'GET /api/referral/link': { status: 403, body: { message: 'Forbidden', code: 'forbidden' } },
      'GET /api/referral/task': { body: [] },
    });
    renderWithProviders(<TaskReferrals task={taskWithReferrals()} />);

    expect(await screen.findByRole('button', { name: 'Generate Referral Link' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Error retrieving referral link', expect.anything());
    expect(screen.queryByText('Forbidden')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    warn.mockRestore();
  });
});

describe('Referrals table', () => {
  it('lists each referral with its status and payment, linking a paid one to the payment history', async () => {
    stubFetch({
      ...tokenRoutes,
      'GET /api/referral/link': { body: { code: null } },
      'GET /api/referral/task': {
        body: [
          buildReferralRow({ id: 'r1', status: 'REFERRAL-INVITED', referredUserDetails: { fullName: 'Aina' } }),
          buildReferralRow({ id: 'r2', status: 'REFERRAL-PAYMENT', referredUserDetails: { fullName: 'Badrul' } }),
          buildReferralRow({ id: 'r3', status: 'REFERRAL-COMPLETED', referredUserDetails: { fullName: 'Chong' } }),
          buildReferralRow({ id: 'r4', status: 'REFERRAL-REJECTED', referredUserDetails: { fullName: 'Devi' } }),
          buildReferralRow({ id: 'r5', status: 'SOMETHING-ELSE', referredUserDetails: { fullName: 'Eddie' } }),
        ],
      },
    });
    renderWithProviders(<TaskReferrals task={taskWithReferrals()} />);

    const region = screen.getByRole('region', { name: 'Referrals' });
    expect(region).toHaveAttribute('id', 'referrals');
    await within(region).findByText('Aina');
    const table = within(region).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Referral Status', 'Payment Status']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Aina', 'Invited', '-'],
      ['Badrul', 'Pending', 'Pending'],
      ['Chong', 'Approved', 'Paid View'],
      ['Devi', 'Rejected', 'Rejected'],
      ['Eddie', 'Unknown', '-'],
    ]);
    expect(within(table).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/payment-history');
  });

  it('reads each status in the language shown', async () => {
    i18n.loadAndActivate({ locale: 'zh-Hans', messages: await loadMessages('zh-Hans') });
    stubFetch({
      ...tokenRoutes,
      'GET /api/referral/link': { body: { code: null } },
      'GET /api/referral/task': {
        body: [
          buildReferralRow({ id: 'r2', status: 'REFERRAL-PAYMENT', referredUserDetails: { fullName: 'Badrul' } }),
          buildReferralRow({ id: 'r3', status: 'REFERRAL-COMPLETED', referredUserDetails: { fullName: 'Chong' } }),
          buildReferralRow({ id: 'r5', status: 'SOMETHING-ELSE', referredUserDetails: { fullName: 'Eddie' } }),
        ],
      },
    });
    renderWithProviders(<TaskReferrals task={taskWithReferrals()} />);

    const table = await screen.findByRole('table');
    await within(table).findByText('Badrul');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['Badrul', '待处理', '待处理'],
      ['Chong', '已批准', '已付款 查看'],
      ['Eddie', '未知', '-'],
    ]);
    expect(screen.getByRole('heading', { name: '推荐朋友' })).toBeInTheDocument();
  });

  it('says when nobody has been referred yet', async () => {
    stubFetch({
      ...tokenRoutes,
      'GET /api/referral/link': { body: { code: null } },
      'GET /api/referral/task': { body: [] },
    });
    renderWithProviders(<TaskReferrals task={taskWithReferrals()} />);

    expect(await screen.findByText('No referrals yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
