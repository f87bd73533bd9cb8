import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint, MountInTurn } from '@/components/after-first-paint';

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

describe('MountInTurn', () => {
  it('mounts one part per painted frame, holding the rest of the place until the last', async () => {
    render(
      <MountInTurn placeholder={<p>Holding the place</p>}>
        <p>First</p>
        <p>Second</p>
        <p>Third</p>
      </MountInTurn>,
    );
    expect(screen.getByText('First')).toBeInTheDocument();
    expect(screen.queryByText('Second')).not.toBeInTheDocument();
    expect(screen.getByText('Holding the place')).toBeInTheDocument();

    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('Third')).not.toBeInTheDocument();
    expect(screen.getByText('Holding the place')).toBeInTheDocument();

    expect(await screen.findByText('Third')).toBeInTheDocument();
    expect(screen.queryByText('Holding the place')).not.toBeInTheDocument();
    expect(screen.getAllByText(/First|Second|Third/).map((part) => part.textContent)).toEqual(['First', 'Second', 'Third']);
  });
});
