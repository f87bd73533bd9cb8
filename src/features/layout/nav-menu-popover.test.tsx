import { RouterContextProvider } from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NavMenuPopover } from '@/features/layout/nav-menu-popover';
import { createAppRouter } from '@/router';
import { navGroup } from '@/test/nav-group';
import { renderWithProviders } from '@/test/render';

/** The header's part: it holds which dropdown is open. */
function Harness({ onChange }: { onChange: (opened: boolean) => void }) {
  const [opened, setOpened] = useState(false);
  const [router] = useState(() => createAppRouter());
  return (
    <RouterContextProvider router={router}>
      <NavMenuPopover
        group={navGroup('about')}
        opened={opened}
        onChange={(next) => {
          onChange(next);
          setOpened(next);
        }}
        current={false}
      />
    </RouterContextProvider>
  );
}

describe('NavMenuPopover', () => {
  it('opens on hover, and a link chosen under the resting pointer closes it for good', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: 'About' });
    fireEvent.mouseEnter(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
    const link = await screen.findByRole('link', { name: 'Our Team' });
    const dropdown = link.closest('ul')!.parentElement!;
    fireEvent.mouseEnter(dropdown);
    fireEvent.click(link);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // The navigation the link started settles.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // The page changing under the pointer makes the browser report it entering the dropdown
    // again while the dropdown fades out: that must not open it again.
    onChange.mockClear();
    fireEvent.mouseEnter(dropdown);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(onChange).not.toHaveBeenCalledWith(true);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
