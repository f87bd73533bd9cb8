import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocalDate } from '@/components/local-date';
import { formatDateUTC, formatLocaleDate } from '@/lib/format';
import { renderHydrated } from '@/test/render';

const CREATED_AT = '2026-03-01T22:30:00.000000Z';

describe('LocalDate', () => {
  it("sends the UTC day from the server and shows the reader's own form once hydrated, without a mismatch", async () => {
    const { serverHtml, recovered } = await renderHydrated(<LocalDate value={CREATED_AT} />);
    expect(recovered).toEqual([]);
    expect(serverHtml).toContain(`<time datetime="${CREATED_AT}">${formatDateUTC(CREATED_AT)}</time>`);
    expect(screen.getByText(formatLocaleDate(CREATED_AT))).toHaveAttribute('datetime', CREATED_AT);
  });
});
