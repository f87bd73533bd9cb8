import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import type { Endpoint } from './endpoint.ts';
import { SISTER_CONCERN_PARSE_FAILURE, parseSisterConcernImages, parseTechnologyList } from './normalize.ts';
import { loadContracts } from '../server/contracts-on-disk.ts';
import { ErrorReply } from './shared.ts';

const { endpoints, replies: fixtures } = await loadContracts();

function endpointFor(base: string): Endpoint {
  const found = endpoints.find((entry) => entry.base === base);
  if (!found) throw new Error(`No endpoint module for fixture base ${base}`);
  return found.endpoint;
}

describe('contracts', () => {
  it('finds the endpoints of SPEC §7 plus the consultation submit, besides the back office', () => {
    const site = endpoints.filter(({ endpoint, area }) => !endpoint.path.startsWith('/api/admin/') && area !== 'referrals');
    expect(site.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`).sort()).toEqual([
      'GET /api/affiliate/dashboard',
      'GET /api/affiliate/transaction',
      'GET /api/blogs',
      'GET /api/career',
      'GET /api/categories',
      'GET /api/circular/details/:id',
      'GET /api/featured/posts',
      'GET /api/latest/posts',
      'GET /api/post/details/:slug',
      'GET /api/projects',
      'GET /api/team-members',
      'GET /api/testimonials',
      'GET /api/website/settings',
      'POST /api/affiliate/login',
      'POST /api/affiliate/logout',
      'POST /api/affiliate/profile/update',
      'POST /api/affiliate/register',
      'POST /api/consultation',
      'POST /api/contact',
      'POST /api/submit/job',
      'POST /api/subscribe',
    ]);
  });

  it('keeps the back office in contracts/admin, every call but the login behind a staff token and a role', () => {
    const office = endpoints.filter(({ endpoint }) => endpoint.path.startsWith('/api/admin/'));
    expect(office.length).toBeGreaterThan(40);
    for (const { endpoint, area } of office) {
      expect(area, endpoint.name).toBe('admin');
      if (endpoint.name === 'staffLogin') continue;
      expect(endpoint.auth, endpoint.name).toBe(true);
      expect(['admin', 'editor'], endpoint.name).toContain(endpoint.staff);
    }
    expect(endpoints.filter(({ endpoint }) => endpoint.staff).every(({ endpoint }) => endpoint.path.startsWith('/api/admin/'))).toBe(true);
  });

  it('names every endpoint once: names are the operation ids', () => {
    const names = endpoints.map(({ endpoint }) => endpoint.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it.each(endpoints.map(({ endpoint, base }) => [endpoint.name, base] as const))(
    '%s has a success fixture',
    (_name, base) => {
      expect(fixtures.some((fixture) => fixture.base === base && fixture.status < 300)).toBe(true);
    },
  );

  it.each(endpoints.filter(({ endpoint }) => endpoint.request).map(({ endpoint, base }) => [endpoint.name, base] as const))(
    '%s has a 422 fixture for its payload',
    (_name, base) => {
      expect(fixtures.some((fixture) => fixture.base === base && fixture.status === 422)).toBe(true);
    },
  );

  it.each(fixtures.map((fixture) => [fixture.file, fixture] as const))('%s parses against its contract', (_file, fixture) => {
    const { body } = fixture;
    const schema = fixture.status < 300 ? endpointFor(fixture.base).response : ErrorReply;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = v.safeParse(schema, body);
    warn.mockRestore();
    expect(result.issues ?? []).toEqual([]);
    if (fixture.status >= 400) expect((body as ErrorReply).message).toEqual(expect.any(String));
  });
});

describe('DataReply', () => {
  const body = (file: string) => fixtures.find((fixture) => fixture.file === file)?.body;
  const parsed = (base: string, file: string) => v.parse(endpointFor(base).response, body(file)) as { data: unknown };

  it('reads the profile and the transactions wrapped in data or bare, as SPEC §7 leaves open', () => {
    const profile = parsed('affiliate/get-dashboard', 'affiliate/get-dashboard.200.json').data;
    expect(parsed('affiliate/get-dashboard', 'affiliate/get-dashboard.200.bare.json').data).toEqual(profile);
    const transactions = parsed('affiliate/get-transactions', 'affiliate/get-transactions.200.json').data as unknown[];
    expect(parsed('affiliate/get-transactions', 'affiliate/get-transactions.200.bare.json').data).toEqual(transactions.slice(0, 3));
  });

  it('still refuses a reply that is neither', () => {
    expect(v.safeParse(endpointFor('affiliate/get-transactions').response, { data: 'none' }).success).toBe(false);
    expect(v.safeParse(endpointFor('affiliate/get-dashboard').response, { success: true }).success).toBe(false);
  });
});

describe('parseTechnologyList', () => {
  it('reads a JSON-encoded list of strings', () => {
    expect(parseTechnologyList('["React","Laravel"]')).toEqual(['React', 'Laravel']);
  });

  it.each([['not json'], ['{"a":1}'], ['"React"'], [null], [undefined], [42]])('turns %j into an empty list', (raw) => {
    expect(parseTechnologyList(raw)).toEqual([]);
  });
});

describe('parseSisterConcernImages', () => {
  const complete = { image_url: 'storage/a.svg', link: 'https://a.example' };

  it('keeps only entries with both image_url and link, from an array', () => {
    expect(parseSisterConcernImages([complete, { image_url: 'x.svg', link: '' }, { link: 'https://b' }, null])).toEqual([complete]);
  });

  it('reads the same entries from a JSON string', () => {
    expect(parseSisterConcernImages(JSON.stringify([complete, { image_url: null, link: 'x' }]))).toEqual([complete]);
  });

  it('logs a parse failure and yields an empty list', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(parseSisterConcernImages('[{"image_url": ')).toEqual([]);
    expect(warn).toHaveBeenCalledWith(SISTER_CONCERN_PARSE_FAILURE, expect.anything());
    warn.mockRestore();
  });
});
