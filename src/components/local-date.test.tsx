import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocalDate } from '@/components/local-date';
import { formatDateGB } from '@/lib/format';
import { renderHydrated } from '@/test/render';

const CREATED_AT = '2026-03-01T22:30:00.000000Z';

describe('LocalDate', () => {
  it("sends the UTC day from the server and the reader's own day once hydrated, in the one format, without a mismatch", async () => {
    const { serverHtml, recovered } = await renderHydrated(<LocalDate value={CREATED_AT} />);
    expect(recovered).toEqual([]);
    expect(serverHtml).toContain(`<time datetime="${CREATED_AT}">${formatDateGB(CREATED_AT, { utc: true })}</time>`);
    expect(screen.getByText(formatDateGB(CREATED_AT))).toHaveAttribute('datetime', CREATED_AT);
  });
});
