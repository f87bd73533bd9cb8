import { mkdirSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { HTTPException } from 'hono/http-exception';
import { DEFAULT_TOKEN_POLICY, type TokenPolicy } from './auth.ts';
import { type AppEnv, type Deps, dataPaths } from './context.ts';
import { createSql, openDatabase, transaction } from './db.ts';
import { contentAdminRoutes } from './admin/content.ts';
import { leadRoutes } from './admin/leads.ts';
import { recordRoutes } from './admin/records.ts';
import { referralAdminRoutes } from './admin/referrals.ts';
import { staffRoutes } from './admin/staff.ts';
import { trashRoutes } from './admin/trash.ts';
import { affiliateRoutes } from './api/affiliate.ts';
import { blogRoutes, currentSlugFor } from './api/blog.ts';
import { careerRoutes } from './api/career.ts';
import { contentRoutes } from './api/content.ts';
import { inquiryRoutes } from './api/inquiries.ts';
import { referralRoutes } from './api/referrals.ts';
import { createLimits, installLimits, openLimitsDatabase } from './limits.ts';
import { type Mailer, createMailer } from './mail.ts';
import { openApiRoutes } from './openapi-routes.ts';
import { importLegacyTransactions } from './referrals/ledger.ts';
import { seedDatabase, writeSeedMedia } from './seed/seed.ts';
import { apiCors, securityHeaders } from './security.ts';
import { hasBuiltSite, siteRoutes } from './site.ts';
import { mediaRoutes } from './static.ts';

/** Room for a 5 MB profile photo or a 2 MB CV plus the form around it; bigger bodies are refused unread. */
export const BODY_LIMIT_BYTES = 6 * 1024 * 1024;

export interface AppOptions {
  /** Holds `provider.sqlite`, public `media/` and private `uploads/`; created when missing. */
  dataDir: string;
  /** The built site (`dist`, with `client/` and `server/`); rendered and served when it exists. */
  staticDir?: string;
  /** SITE_URL: the public origin for canonical addresses, the sitemap and the feed; default the request's origin. */
  siteUrl?: string | undefined;
  /** CORS_ORIGINS: origins besides SITE_URL's that may call the API from a browser (a URL stands for its origin). */
  corsOrigins?: readonly string[];
  /** TRUST_PROXY: believe the proxy's `X-Forwarded-*` headers (HTTPS for HSTS, the client's address). */
  trustProxy?: boolean;
  /** How long affiliate bearer tokens live without use, and how many one affiliate may hold. */
  tokens?: Partial<TokenPolicy>;
  /** CV_BUDGET_MB: total size the private CV folder may reach; 1 GiB by default. */
  cvBudgetBytes?: number;
  /** How long a request the abuse limits refuse is held before its 429 (server/limits.ts; their own tests use 0). */
  refusalHoldMs?: number;
  /** SMTP_URL: where notification mails for new leads go; without it they wait in the outbox. */
  smtpUrl?: string | undefined;
  /** SMTP_FROM: their sender. */
  smtpFrom?: string | undefined;
}

export interface ProviderApp {
  app: Hono<AppEnv>;
  db: DatabaseSync;
  mail: Mailer;
  close(): void;
}

export function createApp(options: AppOptions): ProviderApp {
  const paths = dataPaths(options.dataDir);
  for (const dir of [paths.root, paths.media, paths.uploads]) mkdirSync(dir, { recursive: true });
  const db = openDatabase(paths.database);
  const sql = createSql(db);
  seedDatabase(db, sql);
  // The older transactions table (the demo's seeded history) moves into the programme's ledger once.
  transaction(db, () => importLegacyTransactions(sql));
  writeSeedMedia(paths.media);

  const limits = createLimits(openLimitsDatabase(paths.limitsDatabase), {
    trustProxy: options.trustProxy ?? false,
    cvBudgetBytes: options.cvBudgetBytes,
    refusalHoldMs: options.refusalHoldMs,
  });
  // Writes through this connection do not move SQLite's data_version (only other connections' do): the back office says so here.
  let localContentVersion = 0;
  const deps: Deps = {
    sql,
    paths,
    tokens: { ...DEFAULT_TOKEN_POLICY, ...options.tokens },
    limits,
    siteUrl: options.siteUrl,
    mail: createMailer(sql, { smtpUrl: options.smtpUrl, from: options.smtpFrom }),
    transaction: (work) => transaction(db, work),
    contentChanged: () => {
      localContentVersion += 1;
    },
  };
  const app = new Hono<AppEnv>();

  const security = { siteUrl: options.siteUrl, corsOrigins: options.corsOrigins ?? [], trustProxy: options.trustProxy ?? false };
  app.use('*', securityHeaders(security));
  // The API and media (static.ts) are compressed per response: the build's files have .br/.gz copies and pages are compressed once with their cache (site.ts).
  app.use('/api/*', compress());
  // A repeated read answers 304 when nothing changed: the hash of a JSON body is cheap next to sending it.
  const apiEtag = etag();
  app.use('/api/*', (c, next) => (c.req.method === 'GET' ? apiEtag(c, next) : next()));
  app.use('/api/*', apiCors(security));
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      onError: (c) => c.json({ message: 'The request is too large. Files must not exceed 2 MB (CV) or 5 MB (photo).' }, 413),
    }),
  );

  installLimits(app, limits);
  // Leads, CVs and staff lists are personal data: no cache in between, and no browser, keeps a copy.
  app.use('/api/admin/*', async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'private, no-store');
  });

  app.route('/', contentRoutes(deps));
  app.route('/', blogRoutes(deps));
  app.route('/', careerRoutes(deps));
  app.route('/', inquiryRoutes(deps));
  app.route('/', affiliateRoutes(deps));
  app.route('/', referralRoutes(deps));
  app.route('/', staffRoutes(deps));
  app.route('/', leadRoutes(deps));
  app.route('/', contentAdminRoutes(deps));
  app.route('/', trashRoutes(deps));
  app.route('/', recordRoutes(deps));
  app.route('/', referralAdminRoutes(deps));
  app.route('/', openApiRoutes());
  app.route('/', mediaRoutes(paths.media));
  if (options.staticDir && hasBuiltSite(options.staticDir)) {
    // Another connection's commit (an editor, a script, a test) bumps SQLite's data_version.
    const dataVersion = db.prepare('PRAGMA data_version');
    app.route(
      '/',
      siteRoutes({
        staticDir: options.staticDir,
        siteUrl: options.siteUrl,
        providerFetch: (request) => app.fetch(request),
        // Both counters only grow, so their sum changes whenever either does.
        contentVersion: () => Number((dataVersion.get() as { data_version: number }).data_version) + localContentVersion,
        redirectFor: (path) => {
          const match = /^\/blog\/([^/]+)\/?$/.exec(path);
          if (!match?.[1]) return undefined;
          let slug: string;
          try {
            slug = decodeURIComponent(match[1]);
          } catch {
            return undefined;
          }
          const current = currentSlugFor(sql, slug);
          return current ? `/blog/${encodeURIComponent(current)}` : undefined;
        },
      }),
    );
  }

  app.notFound((c) => c.json({ message: 'Not Found.' }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) return error.getResponse();
    // The message and stack only: request bodies (passwords) and headers (tokens) are never logged.
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ message: 'Server Error' }, 500);
  });

  return {
    app,
    db,
    mail: deps.mail,
    close: () => {
      limits.stop();
      db.close();
    },
  };
}
