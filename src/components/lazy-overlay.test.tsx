import { render, screen } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { LazyOverlay } from '@/components/lazy-overlay';

/** Records every `opened` it is rendered with, as an overlay's transition would see them. */
function Probe({ opened, seen }: { opened: boolean; seen: boolean[] }) {
  const last = useRef<boolean | null>(null);
  useEffect(() => {
    if (last.current !== opened) seen.push(opened);
    last.current = opened;
  });
  return <p>{opened ? 'open' : 'closed'}</p>;
}

describe('LazyOverlay', () => {
  it('renders nothing until the overlay is wanted', () => {
    render(<LazyOverlay opened={false}>{() => <p>overlay</p>}</LazyOverlay>);
    expect(screen.queryByText('overlay')).not.toBeInTheDocument();
  });

  it('mounts the overlay closed first, then opens it, so its opening is a change it can animate', async () => {
    const seen: boolean[] = [];
    render(<LazyOverlay opened>{(opened) => <Probe opened={opened} seen={seen} />}</LazyOverlay>);
    expect(await screen.findByText('open')).toBeInTheDocument();
    expect(seen).toEqual([false, true]);
  });

  it('mounts it closed when only preloaded', async () => {
    const seen: boolean[] = [];
    render(
      <LazyOverlay opened={false} preload>
        {(opened) => <Probe opened={opened} seen={seen} />}
      </LazyOverlay>,
    );
    expect(await screen.findByText('closed')).toBeInTheDocument();
    expect(seen).toEqual([false]);
  });
});
