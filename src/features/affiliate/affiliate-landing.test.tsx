import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render';

describe('AffiliateLanding', () => {
  it('leads to signup and login with the exact labels', async () => {
    await renderRoute('/affiliate');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Earn Commission by Bringing Clients to ITBD');
    expect(screen.getByRole('link', { name: 'Start Earning Now' })).toHaveAttribute('href', '/affiliate-signup');
    expect(screen.getByRole('link', { name: 'LogIn' })).toHaveAttribute('href', '/affiliate-login');
    expect(document.title).toBe('Affiliate Programme — ITBD');
  });

  it('states the programme in numbers', async () => {
    await renderRoute('/affiliate');

    const numbers = screen.getByRole('region', { name: 'The programme in numbers' });
    for (const [value, label] of [
      ['৳50K+', 'average monthly earnings'],
      ['1000+', 'active partners'],
      ['24/7', 'support'],
    ] as const) {
      expect(within(numbers).getByText(value)).toBeInTheDocument();
      expect(within(numbers).getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Up to 50% Commission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Monthly Payments' })).toBeInTheDocument();
  });

  it("says each of the spec's figures once on the page, so a reader finds it without ambiguity", async () => {
    await renderRoute('/affiliate');

    for (const words of ['৳50K+', '1000+', '24/7', 'Up to 50% Commission', 'Monthly Payments']) {
      expect(screen.getAllByText(words, { exact: false }), words).toHaveLength(1);
    }
  });

  it('explains how it works and answers the questions asked before joining', async () => {
    const { user } = await renderRoute('/affiliate');

    const steps = within(screen.getByRole('region', { name: 'From Sign-up to Payout in Four Steps' })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);

    const faq = screen.getByRole('region', { name: 'Questions Before You Join' });
    for (const question of [
      'Who Can Join the Affiliate Programme?',
      'How Is My Commission Calculated?',
      'When and How Do I Get Paid?',
      'How Are My Referrals Tracked?',
      'Does It Cost Anything to Join?',
      'How Do I Get Help?',
    ]) {
      expect(within(faq).getByRole('button', { name: question })).toBeInTheDocument();
    }
    const payouts = within(faq).getByRole('button', { name: 'When and How Do I Get Paid?' });
    await user.click(payouts);
    expect(payouts).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(within(faq).getByText(/Payouts are made monthly, to your bKash account or to your bank account/)).toBeVisible(),
    );
  });
});
