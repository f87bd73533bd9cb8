/** What every checker is given and gives back. */
interface CheckContext {
  /** The server under test, e.g. http://127.0.0.1:4281. */
  origin: string;
  /** Every page to check, as absolute addresses: the sitemap's, the portal's and a 404. */
  pages: readonly string[];
}

/** One line per error; an empty list passes. */
export type Checker = (context: CheckContext) => Promise<string[]>;

/** An address without its origin, for shorter reports. */
export const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/**
 * fetch, tried once more when the connection drops: a checker that ran for a while (the Nu
 * checker's JVM) leaves pooled keep-alive sockets the server has since closed.
 */
export async function get(url: string): Promise<Response> {
  try {
    return await fetch(url);
  } catch {
    await new Promise((done) => setTimeout(done, 200));
    return fetch(url);
  }
}
