import { formatDateUTC, formatLocaleDate } from '@/lib/format';
import { useHydrated } from '@/lib/use-client-value';

/**
 * A date in the reader's own locale (SPEC §3). The server knows neither the
 * reader's locale nor their time zone, so its HTML, and the render that
 * hydrates it, carry the day in en-GB at UTC; the reader's form follows at once.
 */
export function LocalDate({ value }: { value: string }) {
  const hydrated = useHydrated();
  return <time dateTime={value}>{hydrated ? formatLocaleDate(value) : formatDateUTC(value)}</time>;
}
