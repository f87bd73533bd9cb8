import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { changePassword } from '../contracts/admin/change-password.ts';
import { createPost } from '../contracts/admin/create-post.ts';
import { createStaff } from '../contracts/admin/create-staff.ts';
import { COMMON_PASSWORD } from './passwords.ts';
import { deletePost } from '../contracts/admin/delete-post.ts';
import { disableStaff } from '../contracts/admin/disable-staff.ts';
import { getMe } from '../contracts/admin/get-me.ts';
import { listAuditLog } from '../contracts/admin/list-audit-log.ts';
import { listPosts } from '../contracts/admin/list-posts.ts';
import { listStaff } from '../contracts/admin/list-staff.ts';
import { listTrash } from '../contracts/admin/list-trash.ts';
import { restoreTrashItem } from '../contracts/admin/restore-trash-item.ts';
import { staffLogin } from '../contracts/admin/staff-login.ts';
import { staffLogout } from '../contracts/admin/staff-logout.ts';
import { updatePost } from '../contracts/admin/update-post.ts';
import { login } from '../contracts/affiliate/login.ts';
import { getLatestPosts } from '../contracts/blog/get-latest-posts.ts';
import { buildPath } from '../contracts/endpoint.ts';
import { createApp } from './app.ts';
import { loadContracts } from './contracts-on-disk.ts';
import { DEMO_ADMIN } from './seed/admin.ts';
import { DEMO_AFFILIATE } from './seed/affiliate.ts';
import { type TestProvider, bearer, expectContract, postJson, startProvider } from './test-support.ts';

const providers: TestProvider[] = [];
function fresh(options: Parameters<typeof startProvider>[0] = {}): TestProvider {
  const provider = startProvider({ refusalHoldMs: 0, ...options });
  providers.push(provider);
  return provider;
}
afterAll(() => providers.forEach((provider) => provider.dispose()));

async function signInStaff(provider: TestProvider, email: string = DEMO_ADMIN.email, password: string = DEMO_ADMIN.password) {
  const res = await postJson(provider, staffLogin.path, { email, password });
  expect(res.status).toBe(200);
  return expectContract(staffLogin, await res.json()).data.token;
}

const get = (provider: TestProvider, path: string, token?: string) =>
  provider.app.request(path, { headers: { Accept: 'application/json', ...(token ? bearer(token) : {}) } });

async function addEditor(provider: TestProvider, adminToken: string, email = 'editor@itbd.net') {
  const password = 'editor-password-1';
  const res = await postJson(provider, createStaff.path, { email, name: 'Nusrat Jahan', role: 'editor', password }, bearer(adminToken));
  expect(res.status).toBe(201);
  return { id: expectContract(createStaff, await res.json()).data.id, token: await signInStaff(provider, email, password) };
}

const post = { title: 'Choosing an ERP', content: '<p>Start with the floor.</p>', status: 'published' };

describe('staff sessions and roles', () => {
  const provider = fresh();

  it('signs the seeded demo admin in and answers who they are', async () => {
    const token = await signInStaff(provider);
    const res = await get(provider, getMe.path, token);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const me = expectContract(getMe, await res.json());
    expect(me.data).toMatchObject({ email: DEMO_ADMIN.email, role: 'admin', disabled: false });
    const row = provider.db.prepare('SELECT password_hash FROM staff WHERE email = ?').get(DEMO_ADMIN.email)!;
    expect(String(row['password_hash'])).toMatch(/^\$argon2id\$/);
    const stored = provider.db.prepare('SELECT token_hash FROM staff_tokens').all().map((t) => t['token_hash']);
    expect(stored).not.toContain(token);
  });

  it('answers 401 on every back-office call without a staff token, and with an affiliate token', async () => {
    const affiliate = await postJson(provider, login.path, { email: DEMO_AFFILIATE.email, password: DEMO_AFFILIATE.password });
    const affiliateToken = ((await affiliate.json()) as { data: { token: string } }).data.token;
    const { endpoints } = await loadContracts();
    const office = endpoints.filter(({ endpoint }) => endpoint.staff);
    expect(office.length).toBeGreaterThan(40);
    for (const { endpoint } of office) {
      const path = buildPath(endpoint.path, { id: 1, type: 'contact' });
      for (const headers of [{}, bearer(affiliateToken)]) {
        const res = await provider.app.request(path, { method: endpoint.method, headers: { Accept: 'application/json', ...headers } });
        expect(res.status, `${endpoint.name} ${JSON.stringify(headers)}`).toBe(401);
      }
    }
  });

  it('refuses an editor what only an admin may do (403), and lets them work on content', async () => {
    const admin = await signInStaff(provider);
    const editor = await addEditor(provider, admin);
    const { endpoints } = await loadContracts();
    for (const { endpoint } of endpoints.filter(({ endpoint }) => endpoint.staff === 'admin')) {
      const res = await provider.app.request(buildPath(endpoint.path, { id: 1 }), { method: endpoint.method, headers: bearer(editor.token) });
      expect(res.status, endpoint.name).toBe(403);
      expect(await res.json()).toEqual({ message: 'This action is unauthorized.' });
    }
    expect((await get(provider, listPosts.path, editor.token)).status).toBe(200);
    expect((await postJson(provider, createPost.path, { ...post, title: 'By the editor' }, bearer(editor.token))).status).toBe(201);
  });

  it('ends a disabled member’s sessions at once and refuses their login; an admin cannot disable themselves', async () => {
    const admin = await signInStaff(provider);
    const editor = await addEditor(provider, admin, 'leaving@itbd.net');
    const res = await postJson(provider, buildPath(disableStaff.path, { id: editor.id }), { disabled: true }, bearer(admin));
    expect(expectContract(disableStaff, await res.json()).data.disabled).toBe(true);
    expect((await get(provider, getMe.path, editor.token)).status).toBe(401);
    expect((await postJson(provider, staffLogin.path, { email: 'leaving@itbd.net', password: 'editor-password-1' })).status).toBe(401);
    const me = expectContract(getMe, await (await get(provider, getMe.path, admin)).json()).data;
    const self = await postJson(provider, buildPath(disableStaff.path, { id: me.id }), { disabled: true }, bearer(admin));
    expect(self.status).toBe(422);
    const list = expectContract(listStaff, await (await get(provider, listStaff.path, admin)).json());
    expect(list.data.find((staff) => staff.email === 'leaving@itbd.net')?.disabled).toBe(true);
  });

  it('changes the own password (10 characters at least), keeps this session and ends the others', async () => {
    const p = fresh();
    const kept = await signInStaff(p);
    const other = await signInStaff(p);
    const short = await postJson(p, changePassword.path, { current_password: DEMO_ADMIN.password, password: 'short', password_confirmation: 'short' }, bearer(kept));
    expect(short.status).toBe(422);
    const wrong = await postJson(p, changePassword.path, { current_password: 'nope', password: 'a-new-password', password_confirmation: 'a-new-password' }, bearer(kept));
    expect(((await wrong.json()) as { errors: Record<string, string[]> }).errors['current_password']).toEqual(['The current password is incorrect.']);
    const ok = await postJson(p, changePassword.path, { current_password: DEMO_ADMIN.password, password: 'a-new-password', password_confirmation: 'a-new-password' }, bearer(kept));
    expect(ok.status).toBe(200);
    expect((await get(p, getMe.path, kept)).status).toBe(200);
    expect((await get(p, getMe.path, other)).status).toBe(401);
    await signInStaff(p, DEMO_ADMIN.email, 'a-new-password');
  });

  it('refuses a common password for a new account and a changed one (422 on the field)', async () => {
    const p = fresh();
    const token = await signInStaff(p);
    const created = await postJson(p, createStaff.path, { email: 'new@itbd.net', name: 'New Editor', role: 'editor', password: 'password123' }, bearer(token));
    expect(created.status).toBe(422);
    expect(((await created.json()) as { errors: Record<string, string[]> }).errors['password']).toEqual([COMMON_PASSWORD]);
    const changed = await postJson(p, changePassword.path, { current_password: DEMO_ADMIN.password, password: 'qwertyuiop', password_confirmation: 'qwertyuiop' }, bearer(token));
    expect(((await changed.json()) as { errors: Record<string, string[]> }).errors['password']).toEqual([COMMON_PASSWORD]);
  });

  it('expires a token after its idle time; every request moves the expiry on', async () => {
    const token = await signInStaff(provider);
    const expiry = () => String(provider.db.prepare('SELECT expires_at FROM staff_tokens ORDER BY id DESC LIMIT 1').get()!['expires_at']);
    provider.db.prepare('UPDATE staff_tokens SET expires_at = ? WHERE id = (SELECT MAX(id) FROM staff_tokens)').run(new Date(Date.now() + 60 * 60 * 1000).toISOString());
    const before = expiry();
    expect((await get(provider, getMe.path, token)).status).toBe(200);
    expect(Date.parse(expiry()) - Date.parse(before)).toBeGreaterThan(6 * 60 * 60 * 1000);
    provider.db.prepare('UPDATE staff_tokens SET expires_at = ? WHERE id = (SELECT MAX(id) FROM staff_tokens)').run(new Date(Date.now() - 1000).toISOString());
    expect((await get(provider, getMe.path, token)).status).toBe(401);
  });

  it('revokes the token on logout', async () => {
    const token = await signInStaff(provider);
    expect((await postJson(provider, staffLogout.path, {}, bearer(token))).status).toBe(200);
    expect((await get(provider, getMe.path, token)).status).toBe(401);
  });

  it('locks a staff account out after 5 wrong passwords from one address, like the affiliates', async () => {
    const p = fresh();
    for (let i = 0; i < 5; i++) expect((await postJson(p, staffLogin.path, { email: DEMO_ADMIN.email, password: 'wrong-password' })).status).toBe(401);
    const locked = await postJson(p, staffLogin.path, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('audit log', () => {
  it('records who changed what, with the fields before and after, for admins only', async () => {
    const provider = fresh();
    const admin = await signInStaff(provider);
    const created = expectContract(createPost, await (await postJson(provider, createPost.path, post, bearer(admin))).json()).data;
    await postJson(provider, buildPath(updatePost.path, { id: created.id }), { ...post, title: 'Choosing an ERP, Revised' }, bearer(admin));
    const log = expectContract(listAuditLog, await (await get(provider, `${listAuditLog.path}?entity=post`, admin)).json());
    expect(log.data.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(log.data[0]).toMatchObject({
      staff: { email: DEMO_ADMIN.email },
      entity: 'post',
      entity_id: String(created.id),
      changes: { title: { before: 'Choosing an ERP', after: 'Choosing an ERP, Revised' } },
    });
    expect(log.data[0]?.changes).not.toHaveProperty('content');
  });
});

describe('soft delete', () => {
  it('takes a deleted post off the public calls, lists it in the trash, and restores it under its id', async () => {
    const provider = fresh();
    const admin = await signInStaff(provider);
    const created = expectContract(createPost, await (await postJson(provider, createPost.path, post, bearer(admin))).json()).data;
    const publicSlugs = async () =>
      expectContract(getLatestPosts, await (await provider.app.request(getLatestPosts.path)).json()).data.data.map((p) => p.slug);
    expect(await publicSlugs()).toContain(created.slug);

    expect((await postJson(provider, buildPath(deletePost.path, { id: created.id }), {}, bearer(admin))).status).toBe(200);
    expect(await publicSlugs()).not.toContain(created.slug);
    expect((await provider.app.request(`/api/post/details/${created.slug}`)).status).toBe(404);
    const trash = expectContract(listTrash, await (await get(provider, listTrash.path, admin)).json()).data;
    expect(trash[0]).toMatchObject({ entity: 'post', entity_id: String(created.id), label: post.title });

    const restored = await postJson(provider, buildPath(restoreTrashItem.path, { id: trash[0]!.id }), {}, bearer(admin));
    expect(restored.status).toBe(200);
    expect(await publicSlugs()).toContain(created.slug);
    expect(expectContract(listTrash, await (await get(provider, listTrash.path, admin)).json()).data).toEqual([]);
    const log = expectContract(listAuditLog, await (await get(provider, listAuditLog.path, admin)).json());
    expect(log.data.slice(0, 2).map((entry) => entry.action)).toEqual(['restore', 'delete']);
  });

  it('forgets a deleted thing after 30 days', async () => {
    const provider = fresh();
    const admin = await signInStaff(provider);
    const created = expectContract(createPost, await (await postJson(provider, createPost.path, post, bearer(admin))).json()).data;
    await postJson(provider, buildPath(deletePost.path, { id: created.id }), {}, bearer(admin));
    const [item] = expectContract(listTrash, await (await get(provider, listTrash.path, admin)).json()).data;
    provider.db.prepare('UPDATE trash SET deleted_at = ?').run(new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString());
    const res = await postJson(provider, buildPath(restoreTrashItem.path, { id: item!.id }), {}, bearer(admin));
    expect(res.status).toBe(404);
    expect(expectContract(listTrash, await (await get(provider, listTrash.path, admin)).json()).data).toEqual([]);
  });

  it('restores under a new id when a new row took the old one, and keeps the post’s old slugs with it', async () => {
    const provider = fresh();
    const admin = await signInStaff(provider);
    const created = expectContract(createPost, await (await postJson(provider, createPost.path, post, bearer(admin))).json()).data;
    await postJson(provider, buildPath(updatePost.path, { id: created.id }), { ...post, slug: 'erp-today' }, bearer(admin));
    await postJson(provider, buildPath(deletePost.path, { id: created.id }), {}, bearer(admin));
    const other = expectContract(createPost, await (await postJson(provider, createPost.path, { ...post, title: 'Another' }, bearer(admin))).json()).data;
    expect(other.id).toBe(created.id);
    const [item] = expectContract(listTrash, await (await get(provider, listTrash.path, admin)).json()).data;
    expect((await postJson(provider, buildPath(restoreTrashItem.path, { id: item!.id }), {}, bearer(admin))).status).toBe(200);
    const posts = expectContract(listPosts, await (await get(provider, listPosts.path, admin)).json()).data;
    expect(posts.find((p) => p.slug === 'erp-today')).toMatchObject({ old_slugs: ['choosing-an-erp'] });
    expect(posts.find((p) => p.slug === 'erp-today')?.id).not.toBe(created.id);
  });

  it('refuses a restore whose slug was taken since (409)', async () => {
    const provider = fresh();
    const admin = await signInStaff(provider);
    const created = expectContract(createPost, await (await postJson(provider, createPost.path, post, bearer(admin))).json()).data;
    await postJson(provider, buildPath(deletePost.path, { id: created.id }), {}, bearer(admin));
    await postJson(provider, createPost.path, post, bearer(admin));
    const [item] = expectContract(listTrash, await (await get(provider, listTrash.path, admin)).json()).data;
    const res = await postJson(provider, buildPath(restoreTrashItem.path, { id: item!.id }), {}, bearer(admin));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: 'It cannot be restored: its slug has been taken since.' });
  });
});

/** A one-connection SMTP server that takes every mail and remembers its data. */
async function fakeSmtp() {
  const received: string[] = [];
  const server = createServer((socket) => {
    let data = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let index: number;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (data) {
          if (line === '.') {
            data = false;
            socket.write('250 OK queued\r\n');
          } else received.push(line);
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 fake\r\n');
        else if (command === 'DATA') {
          data = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(4293, '127.0.0.1', resolve));
  return { received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('notifications', () => {
  const contact = { name: 'Farhana Akter', phone: '+8801712345678', subject: 'Website', message: 'We need a new site.' };

  it('keeps the mail for a new lead in the outbox, addressed to settings email1, when SMTP_URL is not set', async () => {
    const provider = fresh();
    expect((await postJson(provider, '/api/contact', contact)).status).toBe(200);
    const admin = await signInStaff(provider);
    const outbox = (await (await get(provider, '/api/admin/outbox', admin)).json()) as { smtp: boolean; data: Array<Record<string, unknown>> };
    const email1 = provider.db.prepare('SELECT email1 FROM settings').get()!['email1'];
    expect(outbox.smtp).toBe(false);
    expect(outbox.data[0]).toMatchObject({ to: email1, status: 'waiting', subject: 'New contact message from Farhana Akter', lead: { type: 'contact' } });
    expect(String(outbox.data[0]?.['body'])).toContain('We need a new site.');
  });

  it('sends it through SMTP_URL when set and marks it sent', async () => {
    const smtp = await fakeSmtp();
    try {
      const provider = fresh({ smtpUrl: 'smtp://127.0.0.1:4293?ignoreTLS=true' });
      expect((await postJson(provider, '/api/consultation', { name: 'Imran', phone: '+8801911000222', message: 'ERP please' })).status).toBe(200);
      await provider.mail.settled();
      const row = provider.db.prepare('SELECT status, sent_at, error FROM outbox').get()!;
      expect(row).toMatchObject({ status: 'sent', error: null });
      expect(smtp.received.join('\n')).toContain('ERP please');
    } finally {
      await smtp.close();
    }
  });

  it('marks the mail failed, and still stores the lead, when the SMTP server cannot be reached', async () => {
    const provider = fresh({ smtpUrl: 'smtp://127.0.0.1:4294?ignoreTLS=true&connectionTimeout=2000' });
    expect((await postJson(provider, '/api/contact', contact)).status).toBe(200);
    await provider.mail.settled();
    expect(provider.db.prepare('SELECT status, error FROM outbox').get()!['status']).toBe('failed');
    expect(provider.db.prepare('SELECT COUNT(*) AS n FROM contact_messages WHERE name = ?').get(contact.name)!['n']).toBe(1);
  });
});

describe('publishing through the site', () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'itbd-admin-site-'));
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }));
  mkdirSync(join(staticDir, 'client', '.vite'), { recursive: true });
  mkdirSync(join(staticDir, 'server'));
  writeFileSync(join(staticDir, 'client', '.vite', 'manifest.json'), '{}');
  // A stand-in renderer: each page lists the slugs the provider's blog call answers.
  writeFileSync(
    join(staticDir, 'server', 'entry-server.js'),
    `export function createPageRenderer({ fetch }) {
      return {
        async render(request) {
          const slugs = (await (await fetch('/api/blogs')).json()).data.map((post) => post.slug).join(' ');
          return new Response('<h1>' + new URL(request.url).pathname + '</h1><p>' + slugs + '</p>');
        },
        async document() { return null; },
      };
    }`,
  );

  it('shows a saved post on the next request (the page cache empties) and answers its old address with 301', async () => {
    const provider = fresh({ staticDir });
    const admin = await signInStaff(provider);
    expect(await (await provider.app.request('/blog')).text()).not.toContain('choosing-an-erp');
    const created = expectContract(createPost, await (await postJson(provider, createPost.path, post, bearer(admin))).json()).data;
    expect(created.slug).toBe('choosing-an-erp');
    expect(await (await provider.app.request('/blog')).text()).toContain('choosing-an-erp');

    const renamed = await postJson(provider, buildPath(updatePost.path, { id: created.id }), { ...post, slug: 'erp-for-factories' }, bearer(admin));
    expect(expectContract(updatePost, await renamed.json()).data.old_slugs).toEqual(['choosing-an-erp']);
    const moved = await provider.app.request('/blog/choosing-an-erp?from=mail');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/blog/erp-for-factories?from=mail');
    expect((await provider.app.request('/blog/erp-for-factories')).status).toBe(200);
    // A page already in the browser asks the API by the old slug: it reads the post and its current slug.
    const details = (await (await provider.app.request('/api/post/details/choosing-an-erp')).json()) as { data: { slug: string } };
    expect(details.data.slug).toBe('erp-for-factories');
  });
});

describe('posts', () => {
  it('keeps slugs unique (422), sanitises the HTML with the pages’ allow-list, and hides drafts and future posts', async () => {
    const provider = fresh();
    const admin = await signInStaff(provider);
    const res = await postJson(provider, createPost.path, { ...post, content: '<p onclick="x()">Hi<script>alert(1)</script><img src="javascript:alert(1)"></p><iframe src="https://x"></iframe>' }, bearer(admin));
    const created = expectContract(createPost, await res.json()).data;
    expect(created.content).toBe('<p>Hi<img></p>');
    const taken = await postJson(provider, createPost.path, { ...post, slug: created.slug }, bearer(admin));
    expect(taken.status).toBe(422);
    expect(((await taken.json()) as { errors: Record<string, string[]> }).errors['slug']).toEqual(['The slug has already been taken.']);
    const seeded = provider.db.prepare('SELECT slug FROM posts WHERE id <> ? LIMIT 1').get(created.id)!['slug'];
    const renamed = await postJson(provider, buildPath(updatePost.path, { id: created.id }), { ...post, slug: seeded }, bearer(admin));
    expect(renamed.status).toBe(422);

    await postJson(provider, createPost.path, { ...post, title: 'A Draft', status: 'draft' }, bearer(admin));
    await postJson(provider, createPost.path, { ...post, title: 'Tomorrow', published_at: new Date(Date.now() + 86_400_000).toISOString() }, bearer(admin));
    expect((await provider.app.request('/api/post/details/a-draft')).status).toBe(404);
    expect((await provider.app.request('/api/post/details/tomorrow')).status).toBe(404);
    expect((await provider.app.request(`/api/post/details/${created.slug}`)).status).toBe(200);
  });
});

describe('npm run admin', () => {
  const root = join(import.meta.dirname, '..');
  const run = (dataDir: string, args: string[], input: string) =>
    spawnSync(process.execPath, ['scripts/admin.ts', ...args], { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, input, encoding: 'utf8' });

  it('creates the first admin with the password from a pipe (never an argument), and the site then seeds no demo admin', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'itbd-admin-cli-'));
    try {
      const made = run(dataDir, ['create', '--email', 'boss@itbd.net', '--role', 'admin', '--name', 'Boss'], 'the-boss-password\n');
      expect(made.stderr).toBe('');
      expect(made.status).toBe(0);
      expect(run(dataDir, ['create', '--email', 'weak@itbd.net', '--role', 'editor'], 'short\n').stderr).toContain('at least 10 characters');
      expect(run(dataDir, ['create', '--email', 'boss@itbd.net', '--role', 'editor'], 'another-password\n').stderr).toContain('has an account already');
      const provider = createApp({ dataDir });
      try {
        const res = await postJson(provider as TestProvider, staffLogin.path, { email: 'boss@itbd.net', password: 'the-boss-password' });
        expect(expectContract(staffLogin, await res.json()).data.staff).toMatchObject({ name: 'Boss', role: 'admin' });
        expect(provider.db.prepare('SELECT email FROM staff').all()).toEqual([{ email: 'boss@itbd.net' }]);
      } finally {
        provider.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
