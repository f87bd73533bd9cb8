import { type Endpoint, isEndpoint } from '@contracts/endpoint';

/**
 * The recorded provider replies of contracts/, by endpoint. A fixture file is
 * named `<endpoint module>.<status>[.<variant>].json`.
 */
const jsonFiles = import.meta.glob<unknown>('../../contracts/**/*.json', { eager: true, import: 'default' });
const modules = import.meta.glob<Record<string, unknown>>(['../../contracts/**/*.ts', '!../../contracts/**/*.test.ts'], {
  eager: true,
});

const baseOf = (file: string) => file.replace('../../contracts/', '').replace(/\.ts$/, '');

const endpointBases = new Map<Endpoint, string>(
  Object.entries(modules).flatMap(([file, exports]) =>
    Object.values(exports)
      .filter(isEndpoint)
      .map((endpoint) => [endpoint, baseOf(file)] as const),
  ),
);

export const allEndpoints = [...endpointBases.keys()];

/** A deep copy of a recorded reply, e.g. `fixture(getProjects)`, `fixture(subscribe, 422)`, `fixture(getLatestPosts, 200, 'page-2')`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read into fixtures freely; the contract test types them
export function fixture<T = any>(endpoint: Endpoint, status = 200, variant?: string): T {
  const base = endpointBases.get(endpoint);
  const file = `../../contracts/${base}.${status}${variant ? `.${variant}` : ''}.json`;
  if (!(file in jsonFiles)) throw new Error(`No fixture ${file}`);
  return structuredClone(jsonFiles[file]) as T;
}

/** The success fixture of an endpoint, if it has one (201 counts too). */
export function successFixture(endpoint: Endpoint): { status: number; body: unknown } | null {
  for (const status of [200, 201]) {
    const base = endpointBases.get(endpoint);
    const file = `../../contracts/${base}.${status}.json`;
    if (file in jsonFiles) return { status, body: structuredClone(jsonFiles[file]) };
  }
  return null;
}
