/**
 * Dates for structured data and feeds. The provider (Laravel) writes timestamps as
 * '2026-10-28T06:30:00.000000Z', '2026-10-28 06:30:00' or a bare '2026-12-31'.
 * `Date.parse` is only required to read its own format (three fraction digits,
 * 'T'), so engines disagree on these; a small ISO 8601 reader gives the same
 * answer on the server and in every browser.
 */

export type DateInput = string | Date | null | undefined;

export interface Timestamp {
  /** The calendar date as written ('YYYY-MM-DD'), or the UTC date of a Date object. */
  date: string;
  /** 'HH:MM:SS' (plus milliseconds when not zero), or null for a bare date. */
  time: string | null;
  /** Whether the text carried 'Z' or an offset, so `instant` is a real moment rather than a guess. */
  zoned: boolean;
  /** The moment, reading a timestamp without a zone as UTC. */
  instant: Date;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function fromDate(value: Date): Timestamp | null {
  if (Number.isNaN(value.getTime())) return null;
  const iso = value.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 19), zoned: true, instant: new Date(value.getTime()) };
}

/** Offset in minutes east of UTC, or null when out of range. */
function offsetMinutes(zone: string): number | null {
  if (zone.toUpperCase() === 'Z') return 0;
  const [, sign, hours, minutes] = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone) ?? [];
  const h = Number(hours);
  const m = Number(minutes ?? 0);
  if (h > 14 || m > 59) return null;
  return (sign === '-' ? -1 : 1) * (h * 60 + m);
}

export function parseTimestamp(value: DateInput): Timestamp | null {
  if (value instanceof Date) return fromDate(value);
  const match = ISO.exec(value?.trim() ?? '');
  if (!match) return null;
  const [, y, mo, d, h, mi, s, fraction, zone] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hour = Number(h ?? 0);
  const minute = Number(mi ?? 0);
  const second = Number(s ?? 0);
  // Microseconds (Laravel's default) are more precision than anyone reads.
  const ms = fraction ? Math.floor(Number(`0.${fraction}`) * 1000) : 0;
  const offset = zone ? offsetMinutes(zone) : 0;
  if (offset === null || hour > 23 || minute > 59 || second > 59) return null;

  const utc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  const check = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-30 over into March; such a date was never valid.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;

  const time = h === undefined ? null : `${pad(hour)}:${pad(minute)}:${pad(second)}${ms ? `.${pad(ms, 3)}` : ''}`;
  return { date: `${y}-${mo}-${d}`, time, zoned: Boolean(zone), instant: new Date(utc - offset * 60_000) };
}

/**
 * ISO 8601 for schema.org dates: a zoned moment in UTC ('…Z'), a zone-less
 * timestamp as written (claiming UTC for it could be hours off), a bare date as a date.
 */
export function isoDateTime(value: DateInput): string | undefined {
  const parsed = parseTimestamp(value);
  if (!parsed) return undefined;
  if (parsed.time === null) return parsed.date;
  if (!parsed.zoned) return `${parsed.date}T${parsed.time}`;
  return parsed.instant.toISOString().replace('.000Z', 'Z');
}

/** W3C date ('YYYY-MM-DD') for a sitemap's lastmod; a zoned moment counts by its UTC day. */
export function w3cDate(value: DateInput): string | undefined {
  const parsed = parseTimestamp(value);
  if (!parsed) return undefined;
  return parsed.zoned ? parsed.instant.toISOString().slice(0, 10) : parsed.date;
}

/**
 * The last second of the given calendar day, at `offset` (Bangladesh by default,
 * where a job's deadline is meant): an application is still on time that evening.
 */
export function endOfDay(value: DateInput, offset = '+06:00'): string | undefined {
  const parsed = parseTimestamp(value);
  return parsed ? `${parsed.date}T23:59:59${offset}` : undefined;
}

/** RFC 822 date for RSS ('Wed, 28 Oct 2026 06:30:00 GMT'). */
export function rfc822(value: DateInput): string | undefined {
  return parseTimestamp(value)?.instant.toUTCString();
}
