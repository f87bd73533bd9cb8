import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSamePageLinkScroll } from '@/features/layout/use-same-page-link-scroll';

function Links() {
  useSamePageLinkScroll();
  return (
    // As the router's links do: the page stays, and jsdom does not try to load another.
    <nav onClick={(event) => event.preventDefault()}>
      <a href="/blog">
        <span>Blog</span>
      </a>
      <a href="/contact">Contact</a>
      <a href="/blog#latest">Latest</a>
      <a href="/blog?page=2">Page 2</a>
      <a href="/blog" target="_blank">
        Blog in a new tab
      </a>
    </nav>
  );
}

describe('useSamePageLinkScroll', () => {
  const scrollTo = vi.spyOn(window, 'scrollTo');
  beforeEach(() => window.history.replaceState(null, '', '/blog'));
  afterEach(() => scrollTo.mockClear());

  it('scrolls to the top when a link leads to the page already shown', () => {
    render(<Links />);
    fireEvent.click(screen.getByText('Blog'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('leaves other pages, fragments, other searches, new tabs and modified clicks to the browser and the router', () => {
    render(<Links />);
    fireEvent.click(screen.getByText('Contact'));
    fireEvent.click(screen.getByText('Latest'));
    fireEvent.click(screen.getByText('Page 2'));
    fireEvent.click(screen.getByText('Blog in a new tab'));
    fireEvent.click(screen.getByText('Blog'), { ctrlKey: true });
    fireEvent.click(screen.getByText('Blog'), { button: 1 });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('stops listening when the layout unmounts', () => {
    const { unmount } = render(<Links />);
    const link = screen.getByText('Blog');
    unmount();
    document.body.append(link);
    fireEvent.click(link);
    link.remove();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
