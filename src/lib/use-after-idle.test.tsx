import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterIdle } from '@/lib/use-after-idle';

function Waiter({ name }: { name: string }) {
  return <p>{`${name}: ${useAfterIdle() ? 'idle' : 'waiting'}`}</p>;
}

describe('useAfterIdle', () => {
  const idleCallbacks: IdleRequestCallback[] = [];
  const nextIdlePeriod = () =>
    act(() => {
      idleCallbacks.shift()?.({ didTimeout: false, timeRemaining: () => 50 });
    });

  beforeEach(() => {
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idleCallbacks.push(callback));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    idleCallbacks.length = 0;
  });

  it('gives waiting components their moment one idle period apart, first come first served', () => {
    render(
      <>
        <Waiter name="video" />
        <Waiter name="carousel" />
      </>,
    );
    expect(screen.getByText('video: waiting')).toBeInTheDocument();
    expect(screen.getByText('carousel: waiting')).toBeInTheDocument();

    nextIdlePeriod();
    expect(screen.getByText('video: idle')).toBeInTheDocument();
    expect(screen.getByText('carousel: waiting')).toBeInTheDocument();

    nextIdlePeriod();
    expect(screen.getByText('carousel: idle')).toBeInTheDocument();

    // Nobody is left waiting: no idle callbacks pile up.
    nextIdlePeriod();
    expect(idleCallbacks).toHaveLength(0);
  });

  it('skips a component that unmounted while it waited', () => {
    const { rerender } = render(
      <>
        <Waiter key="gone" name="gone" />
        <Waiter key="stays" name="stays" />
      </>,
    );
    rerender(
      <>
        <Waiter key="stays" name="stays" />
      </>,
    );
    nextIdlePeriod();
    expect(screen.getByText('stays: idle')).toBeInTheDocument();
  });
});
