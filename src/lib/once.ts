/** A value made on first use, then kept: for things too costly to build at start-up, such as Intl formatters. */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
