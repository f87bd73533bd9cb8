import { RouterContextProvider } from '@tanstack/react-router';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NavMenu } from '@/features/layout/nav-menu';
import { createAppRouter } from '@/router';
import { navGroup } from '@/test/nav-group';
import { renderWithProviders } from '@/test/render';

/** The header's part: it decides when the menu's code loads (here, at the press of a test button). */
function Harness({ onChange }: { onChange: (opened: boolean) => void }) {
  const [preload, setPreload] = useState(false);
  const [router] = useState(() => createAppRouter());
  return (
    <RouterContextProvider router={router}>
      <NavMenu group={navGroup('about')} opened={false} onChange={onChange} current={false} preload={preload} />
      <button type="button" onClick={() => setPreload(true)}>
        Load menu code
      </button>
    </RouterContextProvider>
  );
}

function renderMenu() {
  const onChange = vi.fn();
  return { onChange, ...renderWithProviders(<Harness onChange={onChange} />) };
}

describe('NavMenu before its code arrives', () => {
  it('stands in with a collapsed disclosure trigger of the same name', () => {
    renderMenu();
    const trigger = screen.getByRole('button', { name: 'About' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // A disclosure of links, not an application menu (or dialog).
    expect(trigger).not.toHaveAttribute('aria-haspopup');
  });

  it('keeps focus on the trigger when the menu replaces the stand-in', async () => {
    const { onChange } = renderMenu();
    const standIn = screen.getByRole('button', { name: 'About' });
    standIn.focus();
    expect(standIn).toHaveFocus();
    // A synthetic click moves no focus, as the header's own preload would not.
    fireEvent.click(screen.getByRole('button', { name: 'Load menu code' }));
    expect(standIn).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('button', { name: 'About' })).not.toBe(standIn));
    await waitFor(() => expect(screen.getByRole('button', { name: 'About' })).toHaveFocus());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('asks to open the menu when the stand-in is clicked', async () => {
    const { user, onChange } = renderMenu();
    await user.click(screen.getByRole('button', { name: 'About' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(true));
  });
});
