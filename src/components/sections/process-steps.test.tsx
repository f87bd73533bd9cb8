import { screen, within } from '@testing-library/react';
import { IconShare } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { ProcessSteps } from '@/components/sections/process-steps';
import { renderWithProviders } from '@/test/render';

describe('ProcessSteps', () => {
  it('lists the steps in order, each with its heading and text', () => {
    renderWithProviders(
      <ProcessSteps
        steps={[
          { title: 'Audit', description: 'We review your channels.' },
          { title: 'Launch', description: 'Campaigns go live.' },
        ]}
      />,
    );

    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual(['Audit', 'Launch']);
    expect(steps[1]).toHaveTextContent('Campaigns go live.');
    expect(steps[0]!.querySelector('svg')).toBeNull();
  });

  it('draws a step icon beside the title, hidden from assistive tech', () => {
    renderWithProviders(<ProcessSteps steps={[{ icon: IconShare, title: 'Share Your Affiliate ID', description: 'Introduce ITBD.' }]} />);

    const step = screen.getByRole('listitem');
    const icon = step.querySelector('svg.tabler-icon-share');
    expect(icon).not.toBeNull();
    expect(icon!.closest('[aria-hidden]')).not.toBeNull();
    expect(within(step).getByRole('heading', { name: 'Share Your Affiliate ID' })).toBeInTheDocument();
  });
});
