import { useMounted } from '@mantine/hooks';
import { formatDateGB } from '@/lib/format';

/**
 * A date in the site's one format, on the reader's own calendar day (SPEC §3
 * has blog dates in the reader's locale: the zone is theirs, the format the
 * site's). The server knows neither, so its HTML, and the render that
 * hydrates it, carry the UTC day; the reader's day follows once mounted.
 */
export function LocalDate({ value }: { value: string }) {
  const mounted = useMounted();
  return <time dateTime={value}>{formatDateGB(value, { utc: !mounted })}</time>;
}
