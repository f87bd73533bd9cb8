/** The back office's demo admin, seeded into a fresh data folder and named in the README. */
export const DEMO_ADMIN = {
  name: 'Demo Admin',
  email: 'demo.admin@itbd.net',
  password: 'ItbdAdmin2026',
  role: 'admin',
} as const;
