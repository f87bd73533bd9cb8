import { formatDateGB } from '@/lib/format';
import { useHydrated } from '@/lib/use-client-value';

/**
 * A date in the site's one format, on the reader's own calendar day (SPEC §3
 * has blog dates in the reader's locale: the zone is theirs, the format the
 * site's). The server knows neither, so its HTML, and the render that
 * hydrates it, carry the UTC day; the reader's day follows at once.
 */
export function LocalDate({ value }: { value: string }) {
  const hydrated = useHydrated();
  return <time dateTime={value}>{formatDateGB(value, { utc: !hydrated })}</time>;
}
