import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HoverHint } from '@/components/hover-hint';

function renderHint() {
  render(
    <HoverHint label="Switch to dark colour scheme" side="below">
      <button type="button" aria-label="Switch to dark colour scheme" />
    </HoverHint>,
  );
  return { anchor: screen.getByRole('button').parentElement!, hint: screen.getByRole('tooltip', { hidden: true }) };
}

describe('HoverHint', () => {
  it('renders its hint beside the control, for CSS to show on hover and focus', () => {
    const { anchor, hint } = renderHint();
    expect(hint).toHaveTextContent('Switch to dark colour scheme');
    expect(hint).toHaveAttribute('data-side', 'below');
    expect(anchor).toContainElement(hint);
    expect(anchor).not.toHaveAttribute('data-dismissed');
  });

  it('hides on Escape pressed anywhere while hovered, until the pointer leaves', () => {
    const { anchor } = renderHint();
    fireEvent.mouseEnter(anchor);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(anchor).toHaveAttribute('data-dismissed');
    fireEvent.mouseLeave(anchor);
    expect(anchor).not.toHaveAttribute('data-dismissed');
  });

  it('ignores Escape when neither hovered nor focused, and other keys', () => {
    const { anchor } = renderHint();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(anchor).not.toHaveAttribute('data-dismissed');
    fireEvent.focus(screen.getByRole('button'));
    fireEvent.keyDown(document.body, { key: 'Enter' });
    expect(anchor).not.toHaveAttribute('data-dismissed');
  });
});
