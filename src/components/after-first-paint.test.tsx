import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from '@/components/after-first-paint';

describe('AfterFirstPaint', () => {
  it('holds the place with the fallback, then shows the children after a frame', async () => {
    render(
      <AfterFirstPaint fallback={<p>Holding the place</p>}>
        <p>Below the fold</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('Holding the place')).toBeInTheDocument();
    expect(screen.queryByText('Below the fold')).not.toBeInTheDocument();
    expect(await screen.findByText('Below the fold')).toBeInTheDocument();
    expect(screen.queryByText('Holding the place')).not.toBeInTheDocument();
  });
});
