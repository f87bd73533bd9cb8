import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from '@/components/icon-button';
import { PlainButton } from '@/components/plain-button';
import { PagePending } from '@/components/page-pending';
import { renderWithProviders } from '@/test/render';

describe('PlainButton', () => {
  it('is an ordinary button that does not submit a form, drawn in the variant it is given', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(
      <form onSubmit={() => expect.unreachable('a plain button does not submit')}>
        <PlainButton variant="light" onClick={onClick}>
          Try Again
        </PlainButton>
      </form>,
    );

    const button = screen.getByRole('button', { name: 'Try Again' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'light');
    expect(button.style.getPropertyValue('--button-color')).toBe('var(--mantine-color-brand-light-color)');
    await user.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("submits when it is a form's button, and takes Button's sizes", async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user } = renderWithProviders(
      <form onSubmit={onSubmit}>
        <PlainButton type="submit" size="compact-sm">
          Send
        </PlainButton>
      </form>,
    );

    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('data-size', 'compact-sm');
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});

describe('IconButton', () => {
  it('is named by its label and can be disabled', () => {
    renderWithProviders(
      <IconButton variant="default" aria-label="Next service" disabled>
        →
      </IconButton>,
    );

    expect(screen.getByRole('button', { name: 'Next service' })).toBeDisabled();
  });
});

describe('PagePending', () => {
  it('is a polite status with a spinner named Loading', () => {
    renderWithProviders(<PagePending />);

    expect(screen.getByRole('status')).toContainElement(screen.getByRole('img', { name: 'Loading' }));
  });
});
