import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';

/**
 * Schema changes in order. Each entry runs once, tracked by SQLite's
 * `user_version`, so starting the server again never re-runs one; append new
 * entries, never edit shipped ones.
 */
const MIGRATIONS: readonly (string | ((db: DatabaseSync) => void))[] = [
  `
  CREATE TABLE settings (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    office_time TEXT, email1 TEXT, email2 TEXT, phone1 TEXT, phone2 TEXT, whatsapp_number TEXT,
    address TEXT, header_logo_url TEXT, footer_logo TEXT, footer_logo_url TEXT,
    footer_description TEXT, copyright_text TEXT, map_embed_url TEXT,
    images TEXT, -- JSON string of {image_url, link}, returned as is like the real provider
    created_at TEXT NOT NULL, updated_at TEXT NOT NULL
  );
  CREATE TABLE categories (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL
  );
  CREATE TABLE projects (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL, subtitle TEXT, link TEXT, thumbnail TEXT,
    category_id INTEGER REFERENCES categories (id),
    technology TEXT NOT NULL DEFAULT '[]', -- JSON-encoded list of strings
    sort_order INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );
  CREATE TABLE testimonials (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL, designation TEXT, description TEXT NOT NULL,
    rating INTEGER NOT NULL CHECK (rating BETWEEN 0 AND 5),
    created_at TEXT NOT NULL
  );
  CREATE TABLE team_sections (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    sort_order INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE team_members (
    id INTEGER PRIMARY KEY,
    section_id INTEGER NOT NULL REFERENCES team_sections (id) ON DELETE CASCADE,
    name TEXT NOT NULL, designation TEXT, image TEXT,
    sort_order INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE posts (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    author TEXT, thumbnail TEXT, content TEXT NOT NULL,
    is_featured INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL, updated_at TEXT NOT NULL
  );
  CREATE INDEX posts_created_at ON posts (created_at DESC, id DESC);
  CREATE TABLE jobs (
    id INTEGER PRIMARY KEY,
    job_title TEXT NOT NULL, department TEXT, employment_type TEXT, working_type TEXT,
    location TEXT, salary_range TEXT, experience TEXT, description TEXT NOT NULL,
    deadline TEXT, -- YYYY-MM-DD, last day to apply
    status INTEGER NOT NULL DEFAULT 1, -- 1 published, 0 withdrawn
    created_at TEXT NOT NULL
  );
  CREATE TABLE job_applications (
    id INTEGER PRIMARY KEY,
    job_id INTEGER NOT NULL REFERENCES jobs (id),
    first_name TEXT NOT NULL, last_name TEXT NOT NULL, phone TEXT NOT NULL, email TEXT NOT NULL,
    summary TEXT NOT NULL,
    cv_path TEXT NOT NULL, -- relative to the data folder, private
    cv_original_name TEXT NOT NULL, cv_mime TEXT NOT NULL, cv_size INTEGER NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE contact_messages (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL, phone TEXT NOT NULL, subject TEXT, message TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE subscriptions (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    created_at TEXT NOT NULL
  );
  CREATE TABLE consultations (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL, phone TEXT NOT NULL, message TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE TABLE affiliates (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
    phone TEXT,
    affiliateid TEXT NOT NULL UNIQUE COLLATE NOCASE,
    password_hash TEXT NOT NULL,
    address TEXT,
    profile_image TEXT, -- public path, e.g. storage/affiliates/<random>.png
    profile_image_original_name TEXT,
    created_at TEXT NOT NULL, updated_at TEXT NOT NULL
  );
  CREATE TABLE affiliate_tokens (
    id INTEGER PRIMARY KEY,
    affiliate_id INTEGER NOT NULL REFERENCES affiliates (id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE, -- SHA-256 hex of the bearer token; the token itself is never stored
    expires_at TEXT NOT NULL, -- ISO 8601 UTC
    created_at TEXT NOT NULL
  );
  CREATE INDEX affiliate_tokens_affiliate ON affiliate_tokens (affiliate_id);
  CREATE TABLE affiliate_transactions (
    id INTEGER PRIMARY KEY,
    affiliate_id INTEGER NOT NULL REFERENCES affiliates (id) ON DELETE CASCADE,
    date TEXT NOT NULL, -- YYYY-MM-DD
    description TEXT NOT NULL,
    amount_poisha INTEGER NOT NULL CHECK (amount_poisha > 0), -- money as integer poisha (1/100 taka)
    type TEXT NOT NULL CHECK (type IN ('credit', 'debit')),
    created_at TEXT NOT NULL
  );
  CREATE INDEX affiliate_transactions_affiliate ON affiliate_transactions (affiliate_id, date DESC);
  `,
  `
  -- Sessions that end: a token's expiry slides by its idle time on each use ('Remember me' gives a longer one).
  ALTER TABLE affiliate_tokens ADD COLUMN idle_ms INTEGER; -- NULL for tokens issued before: they keep their fixed expiry
  ALTER TABLE affiliate_tokens ADD COLUMN last_used_at TEXT;
  CREATE INDEX affiliate_tokens_expiry ON affiliate_tokens (expires_at);
  `,
  // last_used_at was written and never read (the sliding expiry needs only expires_at). For a
  // while the entry above was edited not to add it, so some data folders never had it.
  (db) => {
    const columns = db.prepare('PRAGMA table_info(affiliate_tokens)').all();
    if (columns.some((column) => column['name'] === 'last_used_at')) db.exec('ALTER TABLE affiliate_tokens DROP COLUMN last_used_at');
  },
  `
  -- SPEC §5: the resume is optional, so an application may come without a CV (its four
  -- columns NULL). SQLite cannot drop NOT NULL in place: the table is copied into a new one.
  CREATE TABLE job_applications_optional_cv (
    id INTEGER PRIMARY KEY,
    job_id INTEGER NOT NULL REFERENCES jobs (id),
    first_name TEXT NOT NULL, last_name TEXT NOT NULL, phone TEXT NOT NULL, email TEXT NOT NULL,
    summary TEXT NOT NULL,
    cv_path TEXT, -- relative to the data folder, private
    cv_original_name TEXT, cv_mime TEXT, cv_size INTEGER,
    created_at TEXT NOT NULL
  );
  INSERT INTO job_applications_optional_cv SELECT * FROM job_applications;
  DROP TABLE job_applications;
  ALTER TABLE job_applications_optional_cv RENAME TO job_applications;
  `,
  // The back office (issue 30), written to run again safely over a schema that already has it.
  (db) => {
    db.exec(`
    -- The back office (issue 30). Staff are not affiliates: their own accounts, roles and tokens.
    CREATE TABLE IF NOT EXISTS staff (
      id INTEGER PRIMARY KEY,
      email TEXT NOT NULL UNIQUE COLLATE NOCASE,
      name TEXT NOT NULL,
      role TEXT NOT NULL CHECK (role IN ('admin', 'editor')),
      password_hash TEXT NOT NULL,
      disabled_at TEXT,
      last_login_at TEXT,
      created_at TEXT NOT NULL, updated_at TEXT NOT NULL
    );
    CREATE TABLE IF NOT EXISTS staff_tokens (
      id INTEGER PRIMARY KEY,
      staff_id INTEGER NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
      token_hash TEXT NOT NULL UNIQUE, -- SHA-256 hex; the token itself is never stored
      expires_at TEXT NOT NULL,
      idle_ms INTEGER NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS staff_tokens_staff ON staff_tokens (staff_id);
    CREATE INDEX IF NOT EXISTS staff_tokens_expiry ON staff_tokens (expires_at);

    -- What the staff add to a lead, whichever table the lead lives in. No row: new and unread.
    CREATE TABLE IF NOT EXISTS lead_states (
      lead_type TEXT NOT NULL CHECK (lead_type IN ('contact', 'consultation', 'application', 'subscriber')),
      lead_id INTEGER NOT NULL,
      status TEXT NOT NULL DEFAULT 'new',
      read_at TEXT,
      deal_value_poisha INTEGER CHECK (deal_value_poisha >= 0), -- a won deal's value (issue 31 pays commission on it)
      updated_at TEXT NOT NULL,
      PRIMARY KEY (lead_type, lead_id)
    );
    CREATE TABLE IF NOT EXISTS lead_notes (
      id INTEGER PRIMARY KEY,
      lead_type TEXT NOT NULL,
      lead_id INTEGER NOT NULL,
      staff_id INTEGER REFERENCES staff (id) ON DELETE SET NULL,
      author_name TEXT NOT NULL, -- kept as written, should the account go
      body TEXT NOT NULL,
      created_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS lead_notes_lead ON lead_notes (lead_type, lead_id);

    -- Posts keep their old slugs, so an old address answers 301.
    CREATE TABLE IF NOT EXISTS post_old_slugs (
      slug TEXT PRIMARY KEY,
      post_id INTEGER NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
      created_at TEXT NOT NULL
    );

    CREATE TABLE IF NOT EXISTS audit_log (
      id INTEGER PRIMARY KEY,
      staff_id INTEGER, -- no foreign key: the record outlives the account
      staff_email TEXT, staff_name TEXT,
      action TEXT NOT NULL,
      entity TEXT NOT NULL,
      entity_id TEXT,
      summary TEXT NOT NULL,
      changes TEXT NOT NULL DEFAULT '{}', -- JSON {field: {before, after}}
      created_at TEXT NOT NULL
    );
    CREATE INDEX IF NOT EXISTS audit_log_entity ON audit_log (entity, id DESC);

    -- Soft delete: a deleted row (with the rows that hang on it) as JSON, restorable for 30 days.
    CREATE TABLE IF NOT EXISTS trash (
      id INTEGER PRIMARY KEY,
      entity TEXT NOT NULL,
      entity_id TEXT NOT NULL,
      label TEXT NOT NULL,
      data TEXT NOT NULL, -- JSON {table: [rows]} in insertion order
      deleted_by INTEGER, deleted_by_name TEXT,
      deleted_at TEXT NOT NULL
    );

    -- Notification mails: sent through SMTP_URL when set, otherwise kept here for the back office to show.
    CREATE TABLE IF NOT EXISTS outbox (
      id INTEGER PRIMARY KEY,
      to_address TEXT,
      subject TEXT NOT NULL,
      body TEXT NOT NULL,
      lead_type TEXT, lead_id INTEGER,
      status TEXT NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'sent', 'failed')),
      error TEXT,
      created_at TEXT NOT NULL,
      sent_at TEXT
    );
    `);
    // Posts become drafts or published, with a publication time (NULL: when written).
    const columns = db.prepare('PRAGMA table_info(posts)').all().map((column) => column['name']);
    if (!columns.includes('status')) {
      db.exec("ALTER TABLE posts ADD COLUMN status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published'))");
    }
    if (!columns.includes('published_at')) db.exec('ALTER TABLE posts ADD COLUMN published_at TEXT');
  },
  // The affiliate programme pays (issue 31): referral visits, attributed leads, commissions and
  // payouts, with money moved only by appending to referral_ledger (docs/decisions/0014); like the
  // back office's, written to run again safely over a schema that already has it.
  (db) => {
    db.exec(`
  CREATE TABLE IF NOT EXISTS referral_settings (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    rate_bp INTEGER NOT NULL DEFAULT 1000 CHECK (rate_bp BETWEEN 0 AND 5000), -- basis points: 1000 = 10 %
    hold_days INTEGER NOT NULL DEFAULT 30 CHECK (hold_days BETWEEN 0 AND 365),
    min_payout_poisha INTEGER NOT NULL DEFAULT 100000 CHECK (min_payout_poisha >= 0),
    updated_at TEXT NOT NULL
  );
  INSERT OR IGNORE INTO referral_settings (id, updated_at) VALUES (1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));

  -- Visits through a referral link, counted per affiliate and day: nothing about the visitor.
  CREATE TABLE IF NOT EXISTS referral_visits (
    affiliate_id INTEGER NOT NULL REFERENCES affiliates (id) ON DELETE CASCADE,
    day TEXT NOT NULL, -- YYYY-MM-DD (UTC)
    visits INTEGER NOT NULL,
    PRIMARY KEY (affiliate_id, day)
  ) WITHOUT ROWID;

  -- A lead that came through an affiliate's link (never a self-referral).
  CREATE TABLE IF NOT EXISTS lead_referrals (
    lead_type TEXT NOT NULL,
    lead_id INTEGER NOT NULL,
    affiliate_id INTEGER NOT NULL REFERENCES affiliates (id) ON DELETE CASCADE,
    created_at TEXT NOT NULL,
    PRIMARY KEY (lead_type, lead_id)
  );
  CREATE INDEX IF NOT EXISTS lead_referrals_affiliate ON lead_referrals (affiliate_id, created_at);

  -- Facts that never change; their status is read from the ledger.
  CREATE TABLE IF NOT EXISTS commissions (
    id INTEGER PRIMARY KEY,
    affiliate_id INTEGER NOT NULL REFERENCES affiliates (id),
    lead_type TEXT NOT NULL,
    lead_id INTEGER NOT NULL,
    deal_value_poisha INTEGER NOT NULL CHECK (deal_value_poisha > 0),
    rate_bp INTEGER NOT NULL,
    amount_poisha INTEGER NOT NULL CHECK (amount_poisha >= 0),
    available_at TEXT NOT NULL, -- when the hold ends
    created_at TEXT NOT NULL,
    UNIQUE (lead_type, lead_id) -- at most one commission per lead
  );
  CREATE TABLE IF NOT EXISTS payouts (
    id INTEGER PRIMARY KEY,
    affiliate_id INTEGER NOT NULL REFERENCES affiliates (id),
    amount_poisha INTEGER NOT NULL CHECK (amount_poisha > 0),
    method TEXT NOT NULL, -- JSON, the method as it was when requested
    created_at TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS payout_methods (
    affiliate_id INTEGER PRIMARY KEY REFERENCES affiliates (id) ON DELETE CASCADE,
    method TEXT NOT NULL, -- JSON PayoutMethod
    updated_at TEXT NOT NULL
  );

  -- Every movement of an affiliate's money between accounts: 'earned' (outside: deals) -> pending
  -- -> available -> reserved -> 'paid' (outside), or to 'void' when rejected. An account's balance
  -- is what came in minus what went out. Rows are only ever added.
  CREATE TABLE IF NOT EXISTS referral_ledger (
    id INTEGER PRIMARY KEY,
    affiliate_id INTEGER NOT NULL REFERENCES affiliates (id),
    kind TEXT NOT NULL CHECK (kind IN ('commission', 'release', 'approve', 'reject', 'payout_request', 'payout_paid', 'payout_reject', 'import')),
    from_account TEXT NOT NULL CHECK (from_account IN ('earned', 'pending', 'available', 'reserved')),
    to_account TEXT NOT NULL CHECK (to_account IN ('pending', 'available', 'reserved', 'paid', 'void')),
    amount_poisha INTEGER NOT NULL CHECK (amount_poisha >= 0),
    commission_id INTEGER REFERENCES commissions (id),
    payout_id INTEGER REFERENCES payouts (id),
    legacy_transaction_id INTEGER UNIQUE, -- an affiliate_transactions row brought in as history
    note TEXT, -- a rejection's reason, a payment's reference
    staff_id INTEGER,
    created_at TEXT NOT NULL,
    CHECK (from_account <> to_account)
  );
  CREATE INDEX IF NOT EXISTS referral_ledger_affiliate ON referral_ledger (affiliate_id, id);
  CREATE INDEX IF NOT EXISTS referral_ledger_commission ON referral_ledger (commission_id, id);
  CREATE INDEX IF NOT EXISTS referral_ledger_payout ON referral_ledger (payout_id, id);
  CREATE TRIGGER IF NOT EXISTS referral_ledger_no_update BEFORE UPDATE ON referral_ledger
    BEGIN SELECT RAISE(ABORT, 'referral_ledger is append-only: add a correcting entry'); END;
  CREATE TRIGGER IF NOT EXISTS referral_ledger_no_delete BEFORE DELETE ON referral_ledger
    BEGIN SELECT RAISE(ABORT, 'referral_ledger is append-only: add a correcting entry'); END;
  CREATE TRIGGER IF NOT EXISTS commissions_no_update BEFORE UPDATE ON commissions
    BEGIN SELECT RAISE(ABORT, 'commissions are append-only'); END;
  CREATE TRIGGER IF NOT EXISTS commissions_no_delete BEFORE DELETE ON commissions
    BEGIN SELECT RAISE(ABORT, 'commissions are append-only'); END;
  CREATE TRIGGER IF NOT EXISTS payouts_no_update BEFORE UPDATE ON payouts
    BEGIN SELECT RAISE(ABORT, 'payouts are append-only'); END;
  CREATE TRIGGER IF NOT EXISTS payouts_no_delete BEFORE DELETE ON payouts
    BEGIN SELECT RAISE(ABORT, 'payouts are append-only'); END;
  `);
    // An affiliate's own rate; NULL: the programme's.
    const columns = db.prepare('PRAGMA table_info(affiliates)').all().map((column) => column['name']);
    if (!columns.includes('commission_rate_bp')) db.exec('ALTER TABLE affiliates ADD COLUMN commission_rate_bp INTEGER CHECK (commission_rate_bp BETWEEN 0 AND 5000)');
  },
];

function migrate(db: DatabaseSync): void {
  const row = db.prepare('PRAGMA user_version').get();
  const current = Number(row?.['user_version'] ?? 0);
  MIGRATIONS.slice(current).forEach((migration, index) => {
    transaction(db, () => {
      if (typeof migration === 'string') db.exec(migration);
      else migration(db);
      db.exec(`PRAGMA user_version = ${current + index + 1}`);
    });
  });
}

export function openDatabase(file: string): DatabaseSync {
  const db = new DatabaseSync(file, { enableForeignKeyConstraints: true, timeout: 5000 });
  // WAL lets an outside reader (the e2e suite) open the file while the server runs.
  db.exec('PRAGMA journal_mode = WAL');
  migrate(db);
  return db;
}

export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}

/** Typed helpers over one connection, with prepared statements cached by their SQL. */
export interface Sql {
  all<T>(sql: string, ...params: SQLInputValue[]): T[];
  get<T>(sql: string, ...params: SQLInputValue[]): T | undefined;
  run(sql: string, ...params: SQLInputValue[]): { changes: number; lastInsertRowid: number };
}

/** Prepares each SQL text once per connection: compiling a statement costs more than running it. */
export function statementCache(db: DatabaseSync): (sql: string) => StatementSync {
  const statements = new Map<string, StatementSync>();
  return (sql) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
}

export function createSql(db: DatabaseSync): Sql {
  const prepare = statementCache(db);
  return {
    all: <T>(sql: string, ...params: SQLInputValue[]) => prepare(sql).all(...params) as T[],
    get: <T>(sql: string, ...params: SQLInputValue[]) => prepare(sql).get(...params) as T | undefined,
    run: (sql, ...params) => {
      const result = prepare(sql).run(...params);
      return { changes: Number(result.changes), lastInsertRowid: Number(result.lastInsertRowid) };
    },
  };
}

/** SQLite's unique-constraint failure, e.g. two registrations racing for one email. */
export function isUniqueViolation(error: unknown, column: string): boolean {
  return error instanceof Error && error.message.includes(`UNIQUE constraint failed: ${column}`);
}
