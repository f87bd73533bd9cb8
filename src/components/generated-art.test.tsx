import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GeneratedArt, sceneFor } from '@/components/generated-art';

describe('GeneratedArt', () => {
  it('draws what the title is about: a shop, a dashboard, an app, a chart or a page', () => {
    expect(sceneFor('ShopNest Marketplace')).toBe('shop');
    expect(sceneFor('Karim Traders ERP')).toBe('dashboard');
    expect(sceneFor('Choosing Between Flutter and React Native in 2026')).toBe('phone');
    expect(sceneFor("How We Cut a Client's Page Load Time by 70%")).toBe('chart');
    expect(sceneFor('Northbound Travel')).toBe('page');
  });

  it('never prints the title in the picture', () => {
    const { container } = render(<GeneratedArt seed="Dhaka Crafts Storefront" />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('text')).toBeNull();
    expect(container.textContent).toBe('');
  });
});
