import { afterAll, describe, expect, it } from 'vitest';
import { addLeadNote } from '../contracts/admin/add-lead-note.ts';
import { deleteSubscriber } from '../contracts/admin/delete-subscriber.ts';
import { getLead } from '../contracts/admin/get-lead.ts';
import { getUnreadCounts } from '../contracts/admin/get-unread-counts.ts';
import { listAuditLog } from '../contracts/admin/list-audit-log.ts';
import { listLeads } from '../contracts/admin/list-leads.ts';
import { listTrash } from '../contracts/admin/list-trash.ts';
import { restoreTrashItem } from '../contracts/admin/restore-trash-item.ts';
import { staffLogin } from '../contracts/admin/staff-login.ts';
import { updateLead } from '../contracts/admin/update-lead.ts';
import { getCareer } from '../contracts/career/get-career.ts';
import { buildPath } from '../contracts/endpoint.ts';
import { DEMO_ADMIN } from './seed/admin.ts';
import { bearer, docxBytes, expectContract, postForm, postJson, startProvider } from './test-support.ts';

const provider = startProvider({ refusalHoldMs: 0 });
afterAll(() => provider.dispose());

const token = expectContract(staffLogin, await (await postJson(provider, staffLogin.path, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password })).json()).data.token;
const get = (path: string, withToken = true) => provider.app.request(path, { headers: { Accept: 'application/json', ...(withToken ? bearer(token) : {}) } });

const contact = { name: 'Farhana Akter', phone: '+8801712345678', subject: '=HYPERLINK("http://evil","x")', message: 'Line one, "quoted"\nline two' };
await postJson(provider, '/api/contact', contact);
await postJson(provider, '/api/consultation', { name: 'Imran Hossain', phone: '+8801911000222', message: 'ERP for a garment factory' });
await postJson(provider, '/api/subscribe', { email: 'reader@example.com' });
const { data: jobs } = (await (await provider.app.request(getCareer.path)).json()) as { data: Array<{ id: number; job_title: string }> };
const application = new FormData();
for (const [key, value] of Object.entries({ first_name: 'Tanvir', last_name: 'Rahman', phone: '+8801811223344', email: 'tanvir@example.com', summary: 'Laravel for five years.', job_id: String(jobs[0]!.id) })) {
  application.set(key, value);
}
const CV = docxBytes();
application.set('cv', new File([CV], 'Tanvir CV.docx'));
await postForm(provider, '/api/submit/job', application);

const list = async (query = '') => expectContract(listLeads, await (await get(`${listLeads.path}${query}`)).json());

describe('leads inbox', () => {
  it('lists every kind of lead newest first, new and unread, with unread counts per type', async () => {
    const { data, meta } = await list();
    expect(data.map((lead) => lead.type)).toEqual(['application', 'subscriber', 'consultation', 'contact']);
    expect(data.every((lead) => lead.status === 'new' && !lead.read)).toBe(true);
    expect(meta).toEqual({ current_page: 1, last_page: 1, per_page: 25, total: 4 });
    expect(data[0]).toMatchObject({ name: 'Tanvir Rahman', title: jobs[0]!.job_title, email: 'tanvir@example.com' });
    const counts = expectContract(getUnreadCounts, await (await get(getUnreadCounts.path)).json()).data;
    expect(counts).toEqual({ contact: 1, consultation: 1, application: 1, subscriber: 1, total: 4 });
  });

  it('filters by type, status, unread and a search that takes % and _ literally', async () => {
    expect((await list('?type=consultation')).data.map((lead) => lead.name)).toEqual(['Imran Hossain']);
    expect((await list('?q=GARMENT')).data.map((lead) => lead.type)).toEqual(['consultation']);
    expect((await list('?q=%25')).data).toEqual([]);
    expect((await list('?status=won')).data).toEqual([]);
    expect((await get(`${listLeads.path}?type=spam`)).status).toBe(422);
  });

  it('opens a lead (marking it read), moves its status, adds a note with author and time', async () => {
    const [lead] = (await list('?type=contact')).data;
    const path = buildPath(getLead.path, { type: 'contact', id: lead!.id });
    const detail = expectContract(getLead, await (await get(path)).json()).data;
    expect(detail).toMatchObject({ read: true, message: contact.message, statuses: ['new', 'contacted', 'won', 'lost'], cv: null });
    expect(expectContract(getUnreadCounts, await (await get(getUnreadCounts.path)).json()).data.contact).toBe(0);

    const updated = expectContract(updateLead, await (await postJson(provider, path, { status: 'contacted' }, bearer(token))).json()).data;
    expect(updated.status).toBe('contacted');
    expect((await postJson(provider, path, { status: 'hired' }, bearer(token))).status).toBe(422);
    const noted = await postJson(provider, buildPath(addLeadNote.path, { type: 'contact', id: lead!.id }), { body: 'Called back.' }, bearer(token));
    expect(noted.status).toBe(201);
    const again = expectContract(getLead, await (await get(path)).json()).data;
    expect(again.notes).toEqual([{ id: expect.any(Number), body: 'Called back.', author: { id: expect.any(Number), name: 'Demo Admin' }, created_at: expect.any(String) }]);
    expect((await list('?status=contacted')).data.map((l) => l.id)).toEqual([lead!.id]);
    const log = expectContract(listAuditLog, await (await get(`${listAuditLog.path}?entity=lead`)).json()).data;
    expect(log.map((entry) => [entry.action, entry.entity])).toEqual([['note', 'lead:contact'], ['update', 'lead:contact']]);
    expect(log[1]?.changes).toEqual({ status: { before: 'new', after: 'contacted' } });
  });

  it('keeps an application to its own statuses and records a won deal value in poisha for the affiliate programme', async () => {
    const [app] = (await list('?type=application')).data;
    const path = buildPath(updateLead.path, { type: 'application', id: app!.id });
    expect((await postJson(provider, path, { status: 'won' }, bearer(token))).status).toBe(422);
    expect(expectContract(updateLead, await (await postJson(provider, path, { status: 'interview' }, bearer(token))).json()).data.status).toBe('interview');
    const [consultation] = (await list('?type=consultation')).data;
    const won = await postJson(provider, buildPath(updateLead.path, { type: 'consultation', id: consultation!.id }), { status: 'won', deal_value: 50000.5 }, bearer(token));
    expect(expectContract(updateLead, await won.json()).data).toMatchObject({ status: 'won', deal_value: 50000.5 });
    expect(provider.db.prepare('SELECT deal_value_poisha FROM lead_states WHERE lead_type = ?').get('consultation')).toEqual({ deal_value_poisha: 5000050 });
  });

  it('opens a CV only with a staff token, as an attachment with its cleaned name', async () => {
    const [app] = (await list('?type=application')).data;
    const detail = expectContract(getLead, await (await get(buildPath(getLead.path, { type: 'application', id: app!.id }))).json()).data;
    expect(detail.cv).toMatchObject({ name: 'Tanvir CV.docx', size: CV.byteLength });
    const cvUrl = detail.cv!.cv_url;
    expect((await get(cvUrl, false)).status).toBe(401);
    const res = await get(cvUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain("filename*=UTF-8''Tanvir%20CV.docx");
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(CV);
    // No public address reaches the private folder.
    const stored = String(provider.db.prepare('SELECT cv_path FROM job_applications').get()!['cv_path']);
    for (const path of [`/${stored}`, `/storage/${stored}`, `/upload/${stored}`]) expect((await provider.app.request(path)).status).toBe(404);
  });

  it('exports the filtered list as CSV, quoting what needs it and defusing formulas', async () => {
    const res = await get('/api/admin/leads/export?type=contact');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const csv = await res.text();
    const lines = csv.replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('type,id,created_at,status,read,name,email,phone,title,message,deal_value');
    expect(csv).toContain(`,'+8801712345678,"'=HYPERLINK(""http://evil"",""x"")","Line one, ""quoted""\nline two",`);
    expect(lines.filter(Boolean)).toHaveLength(2);
    const all = await (await get('/api/admin/leads/export')).text();
    expect(all.trim().split('\r\n')).toHaveLength(5);
  });

  it('removes a subscriber to the trash, and restores it', async () => {
    const [subscriber] = (await list('?type=subscriber')).data;
    const res = await postJson(provider, buildPath(deleteSubscriber.path, { id: subscriber!.id }), {}, bearer(token));
    expect(res.status).toBe(200);
    expect((await list('?type=subscriber')).data).toEqual([]);
    const [item] = expectContract(listTrash, await (await get(listTrash.path)).json()).data;
    expect(item).toMatchObject({ entity: 'subscriber', label: 'reader@example.com' });
    await postJson(provider, buildPath(restoreTrashItem.path, { id: item!.id }), {}, bearer(token));
    expect((await list('?type=subscriber')).data.map((lead) => lead.email)).toEqual(['reader@example.com']);
  });
});
