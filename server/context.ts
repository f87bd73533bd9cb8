import { join } from 'node:path';
import type { TokenPolicy } from './auth.ts';
import type { Sql } from './db.ts';
import type { Limits } from './limits.ts';
import type { Mailer } from './mail.ts';

/** Where everything lives inside the data folder. */
export interface DataPaths {
  root: string;
  database: string;
  /** The abuse limits' counters (server/limits.ts). */
  limitsDatabase: string;
  /** Public: served at `/storage/*` and `/upload/*` (seed images and profile photos). */
  media: string;
  /** Private: never served (CVs). */
  uploads: string;
}

export function dataPaths(root: string): DataPaths {
  return {
    root,
    database: join(root, 'provider.sqlite'),
    limitsDatabase: join(root, 'limits.sqlite'),
    media: join(root, 'media'),
    uploads: join(root, 'uploads'),
  };
}

/** What the route modules need from the app. */
export interface Deps {
  sql: Sql;
  paths: DataPaths;
  tokens: TokenPolicy;
  limits: Limits;
  /** SITE_URL, the origin absolute links are built on; never taken from the request. */
  siteUrl: string | undefined;
  /** Sends or keeps the notification mails for new leads (server/mail.ts). */
  mail: Mailer;
  /** Runs `work` in one write transaction (BEGIN IMMEDIATE ... COMMIT, or ROLLBACK when it throws). */
  transaction<T>(work: () => T): T;
  /** Says the public content changed through this connection, so rendered pages are made anew (server/site.ts). */
  contentChanged(): void;
}

/** A signed-in staff member, set by the staff token middleware. */
export interface StaffRow {
  id: number;
  email: string;
  name: string;
  role: 'admin' | 'editor';
  disabled_at: string | null;
  last_login_at: string | null;
  created_at: string;
}

/** The signed-in affiliate, set by the bearer-token middleware. */
export interface AffiliateRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  affiliateid: string;
  address: string | null;
  profile_image: string | null;
  created_at: string;
}

export interface AppEnv {
  /** The signed-in affiliate and the token they sent (logout revokes it). */
  Variables: { affiliate: AffiliateRow; tokenId: number; staff: StaffRow; staffTokenId: number };
}
