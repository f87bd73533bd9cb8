import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Validator } from '@seriousme/openapi-schema-validator';
import * as v from 'valibot';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ErrorReply } from '../contracts/shared.ts';
import { CONTRACTS_DIR, loadContracts } from './contracts-on-disk.ts';
import { DOCS_ASSETS_PATH, DOCS_PATH, OPENAPI_PATH, openApiPath } from './openapi.ts';
import { startProvider } from './test-support.ts';

const provider = startProvider();
afterAll(() => provider.dispose());

const res = await provider.app.request(OPENAPI_PATH);
const document = (await res.json()) as {
  openapi: string;
  info: { contact?: { name?: string; email?: string } };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, { operationId: string; description?: string; tags: string[]; responses: Record<string, { content?: Record<string, Example> }> }>>;
};
interface Example {
  examples?: Record<string, { value: unknown; 'x-fixture': string }>;
}
const { endpoints, replies } = await loadContracts();

describe(OPENAPI_PATH, () => {
  it('answers with an OpenAPI 3.1 document that validates against the specification', async () => {
    expect(res.status).toBe(200);
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('describes every API route the provider serves', () => {
    // Hono lists each registered handler; middleware (`ALL`, `*`) is not a route.
    const routes = provider.app.routes
      .filter((route) => route.path.startsWith('/api/') && !route.path.endsWith('*') && route.method !== 'ALL')
      .map((route) => `${route.method} ${openApiPath(route.path)}`);
    const described = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(routes.length).toBeGreaterThan(20);
    expect(new Set(described)).toEqual(new Set(routes));
  });

  it('says what every operation does, declares every tag it uses, and names a contact (Spectral: spectral:oas)', () => {
    const operations = Object.values(document.paths).flatMap((byMethod) => Object.values(byMethod));
    for (const operation of operations) expect(operation.description?.trim(), operation.operationId).toBeTruthy();
    const declared = new Map(document.tags.map((tag) => [tag.name, tag.description]));
    for (const tag of new Set(operations.flatMap((operation) => operation.tags))) {
      expect(declared.get(tag), tag).toBeTruthy();
      expect(declared.get(tag), tag).not.toBe(tag);
    }
    expect(document.info.contact?.email).toBeTruthy();
  });

  it('describes every contract, with its recorded replies as examples', () => {
    for (const { endpoint } of endpoints) {
      const operation = document.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId, endpoint.name).toBe(endpoint.name);
    }
    const documented = Object.values(document.paths)
      .flatMap((operations) => Object.values(operations))
      .flatMap((operation) => Object.values(operation.responses))
      .flatMap((response) => Object.values(response.content ?? {}))
      .flatMap((content) => Object.values(content.examples ?? {}))
      .map((example) => example['x-fixture']);
    expect(documented.sort()).toEqual(replies.map((reply) => reply.file).sort());
  });

  it('documents only examples that are recorded fixtures and parse through their contract', () => {
    // The malformed settings fixture is recorded to show the client logs and survives it.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let checked = 0;
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        const contract = endpoints.find(({ endpoint }) => endpoint.name === operation.operationId);
        for (const [status, response] of Object.entries(operation.responses)) {
          for (const example of Object.values(response.content ?? {}).flatMap((content) => Object.values(content.examples ?? {}))) {
            const recorded: unknown = JSON.parse(readFileSync(join(CONTRACTS_DIR, example['x-fixture']), 'utf8'));
            expect(example.value, example['x-fixture']).toEqual(recorded);
            expect(contract, `${operation.operationId} has a contract`).toBeDefined();
            const schema = Number(status) < 300 ? contract!.endpoint.response : ErrorReply;
            expect(v.safeParse(schema, example.value).issues ?? [], example['x-fixture']).toEqual([]);
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBe(replies.length);
    vi.restoreAllMocks();
  });

  it('puts the back office under its own tag, behind the staff token, with 403 where only an admin may call', () => {
    const office = Object.entries(document.paths).filter(([path]) => path.startsWith('/api/admin/'));
    expect(office.length).toBeGreaterThan(30);
    for (const [path, operations] of office) {
      for (const operation of Object.values(operations) as unknown as Array<Record<string, unknown>>) {
        expect(operation['tags'], path).toEqual(['admin']);
        if (path === '/api/admin/login') continue;
        expect(operation['security'], path).toEqual([{ staffToken: [] }]);
        const responses = operation['responses'] as Record<string, unknown>;
        expect(Object.keys(responses), path).toContain('401');
        if (operation['x-staff-role'] === 'admin') expect(Object.keys(responses), path).toContain('403');
      }
    }
    expect(Object.keys(document.paths['/api/admin/leads/export']?.['get']?.responses['200']?.content ?? {})).toEqual(['text/csv']);
  });

  it('serves the description compressed, the same bytes each time, and answers a revalidation with 304', async () => {
    const request = (headers: Record<string, string> = {}) => provider.app.request(OPENAPI_PATH, { headers: { 'Accept-Encoding': 'br', ...headers } });
    const first = await request();
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(JSON.parse(brotliDecompressSync(bytes).toString())).toEqual(document);
    expect(Buffer.from(await (await request()).arrayBuffer()).equals(bytes)).toBe(true);
    const etag = first.headers.get('etag')!;
    expect(etag).not.toBe(res.headers.get('etag'));
    expect((await request({ 'If-None-Match': etag })).status).toBe(304);
  });
});

describe(DOCS_PATH, () => {
  it('serves a reference page that loads only this origin, with its script and stylesheet from node_modules', async () => {
    const page = await provider.app.request(DOCS_PATH);
    expect(page.status).toBe(200);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    const html = await page.text();
    expect(html).not.toMatch(/(?:src|href)="https?:/);
    const assets = [...html.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map(([, path]) => path!);
    expect(assets).toEqual([`${DOCS_ASSETS_PATH}/swagger-ui.css`, `${DOCS_ASSETS_PATH}/swagger-ui-bundle.js`]);
    for (const path of assets) {
      const asset = await provider.app.request(path);
      expect(asset.status, path).toBe(200);
      expect((await asset.text()).length, path).toBeGreaterThan(50);
    }
    expect((await provider.app.request(`${DOCS_ASSETS_PATH}/package.json`)).status).toBe(404);
  });

  it('allows the one inline script that starts Swagger UI by its hash, and no other', async () => {
    const page = await provider.app.request(DOCS_PATH);
    const csp = page.headers.get('content-security-policy') ?? '';
    const inline = [...(await page.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => body!);
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain(`url: '${OPENAPI_PATH}'`);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('serves the 1.7 MB Swagger UI bundle as %s, the same bytes each time, and answers a revalidation with 304', async (encoding, decode) => {
    const path = `${DOCS_ASSETS_PATH}/swagger-ui-bundle.js`;
    const source = await (await provider.app.request(path)).text();
    const request = (headers: Record<string, string> = {}) => provider.app.request(path, { headers: { 'Accept-Encoding': encoding, ...headers } });
    const first = await request();
    expect(first.headers.get('content-encoding')).toBe(encoding);
    expect(first.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(decode(bytes).toString()).toBe(source);
    expect(Buffer.from(await (await request()).arrayBuffer()).equals(bytes)).toBe(true);
    expect((await request({ 'If-None-Match': first.headers.get('etag')! })).status).toBe(304);
  });
});
