import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTerms } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { TermsCard } from './terms-card';

const termsShown = () => within(screen.getByRole('region', { name: 'Your terms' })).getAllByRole('listitem');

describe('TermsCard', () => {
  it('says in plain words what the creator is promised', () => {
    renderWithProviders(
      <TermsCard
        terms={buildTerms({
          incentive: 450,
          paymentDays: 14,
          reviewDays: 3,
          revisionsIncluded: 2,
          usageRights: 'PAID_90',
          usageNote: 'Malaysia only',
          deadline: '2026-12-31T15:59:00.000Z',
        })}
      />,
    );

    expect(termsShown().map((item) => item.textContent)).toEqual([
      'You will be paid RM 450.00 within 14 working days of approval',
      'The brand reviews each submission within 3 working days',
      '2 revisions are included',
      'The brand may use your content in organic posts and in paid ads for 90 daysMalaysia only',
      'Deadline: 31 Dec 2026, 15:59',
    ]);
  });

  it('speaks of one day and no revisions as such, and of organic and perpetual rights', () => {
    const { unmount } = renderWithProviders(
      <TermsCard terms={buildTerms({ paymentDays: 1, reviewDays: 1, revisionsIncluded: 0, usageRights: 'ORGANIC' })} />,
    );
    expect(termsShown().map((item) => item.textContent)).toEqual(
      expect.arrayContaining([
        'You will be paid RM 150.50 within 1 working day of approval',
        'The brand reviews each submission within 1 working day',
        'No revisions are included',
        'The brand may share your content in organic posts only, not in paid ads',
      ]),
    );
    unmount();
    renderWithProviders(
      <TermsCard terms={buildTerms({ revisionsIncluded: 1, usageRights: 'PERPETUAL', deadline: null })} />,
    );
    expect(termsShown().map((item) => item.textContent)).toEqual([
      'You will be paid RM 150.50 within 14 working days of approval',
      'The brand reviews each submission within 3 working days',
      '1 revision is included',
      'The brand may use your content in any way, with no time limit',
    ]);
  });

  it('says the work is approved automatically when the brand is late, only when the campaign does so', () => {
    const { unmount } = renderWithProviders(<TermsCard terms={buildTerms({ reviewDays: 3 })} autoApproval />);
    expect(termsShown()[1]?.textContent).toBe(
      'The brand reviews each submission within 3 working days' +
        'Not reviewed within 2 working days after that? Your draft or submission is approved automatically.',
    );
    unmount();
    renderWithProviders(<TermsCard terms={buildTerms({ reviewDays: 3 })} autoApproval={false} />);
    expect(screen.queryByText(/approved automatically/)).not.toBeInTheDocument();
  });

  it('says the payment is secured, in words, only when the brand has set the money aside', () => {
    const { unmount } = renderWithProviders(<TermsCard terms={buildTerms()} paymentSecured />);
    const card = screen.getByRole('region', { name: 'Your terms' });
    expect(within(card).getByText('Payment secured')).toBeInTheDocument();
    expect(card).toHaveTextContent('The brand has set aside the money for this campaign’s payments.');
    unmount();
    renderWithProviders(<TermsCard terms={buildTerms()} />);
    expect(screen.queryByText('Payment secured')).not.toBeInTheDocument();
    expect(screen.queryByText(/set aside the money/)).not.toBeInTheDocument();
  });
});
