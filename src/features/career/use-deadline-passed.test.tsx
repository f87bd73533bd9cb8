import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeadlinePassed } from '@/features/career/use-deadline-passed';
import { renderHydrated } from '@/test/render';

const DAY = 24 * 60 * 60 * 1000;

function Applications({ deadline, fetchedAt }: { deadline: string; fetchedAt: number }) {
  return <p>{useDeadlinePassed(deadline, fetchedAt) ? 'Closed' : 'Open'}</p>;
}

describe('useDeadlinePassed', () => {
  it('judges as of the fetch on the server and while hydrating, so a cached page hydrates cleanly, then as of now', async () => {
    const lastWeek = new Date(Date.now() - 7 * DAY).toISOString().slice(0, 10);
    const { serverHtml, recovered } = await renderHydrated(<Applications deadline={lastWeek} fetchedAt={Date.now() - 10 * DAY} />);
    expect(recovered).toEqual([]);
    expect(serverHtml).toContain('Open');
    expect(screen.getByText('Closed')).toBeInTheDocument();
  });
});
