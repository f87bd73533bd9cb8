import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Endpoint, isEndpoint } from '../contracts/endpoint.ts';

/**
 * What `contracts/` holds, read from disk (Node only): every endpoint with the module
 * it lives in, and every recorded reply, named `<endpoint module>.<status>[.<variant>].json`.
 * The contract tests and the provider's OpenAPI description read them from here.
 */
export const CONTRACTS_DIR = join(import.meta.dirname, '..', 'contracts');

export interface ContractEndpoint {
  endpoint: Endpoint;
  /** The module it lives in, e.g. `blog/get-post-details`: its fixtures are named after it. */
  base: string;
  /** The folder, e.g. `blog`: the operation's tag. */
  area: string;
}

export interface RecordedReply {
  /** e.g. `blog/get-latest-posts.200.page-2.json` */
  file: string;
  base: string;
  status: number;
  variant: string | undefined;
  body: unknown;
}

/** `blog/get-latest-posts.200.page-2.json` -> base `blog/get-latest-posts`, status 200, variant `page-2`. */
const FIXTURE_NAME = /^(.+?)\.(\d{3})(?:\.([\w-]+))?\.json$/;

function filesUnder(dir: string, accept: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name), accept) : accept(entry.name) ? [join(dir, entry.name)] : [],
  );
}

const relativeName = (dir: string, file: string) => relative(dir, file).split(sep).join('/');

/** Every endpoint module and recorded reply in `contracts/`. */
export async function loadContracts(dir = CONTRACTS_DIR): Promise<{ endpoints: ContractEndpoint[]; replies: RecordedReply[] }> {
  const modules = filesUnder(dir, (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
  const endpoints = (
    await Promise.all(
      modules.map(async (file) => {
        const exports = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
        const base = relativeName(dir, file).replace(/\.ts$/, '');
        return Object.values(exports)
          .filter(isEndpoint)
          .map((endpoint) => ({ endpoint, base, area: base.split('/')[0] ?? base }));
      }),
    )
  ).flat();
  const replies = filesUnder(dir, (name) => name.endsWith('.json')).map((path) => {
    const file = relativeName(dir, path);
    const match = FIXTURE_NAME.exec(file);
    if (!match) throw new Error(`Fixture ${file} is not named <endpoint>.<status>[.<variant>].json`);
    return {
      file,
      base: match[1]!,
      status: Number(match[2]),
      variant: match[3],
      body: JSON.parse(readFileSync(path, 'utf8')) as unknown,
    };
  });
  return { endpoints, replies };
}
