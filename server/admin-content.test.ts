import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCategory } from '../contracts/admin/create-category.ts';
import { createJob } from '../contracts/admin/create-job.ts';
import { createProject } from '../contracts/admin/create-project.ts';
import { createTeamMember } from '../contracts/admin/create-team-member.ts';
import { createTeamSection } from '../contracts/admin/create-team-section.ts';
import { createTestimonial } from '../contracts/admin/create-testimonial.ts';
import { deleteCategory } from '../contracts/admin/delete-category.ts';
import { deleteJob } from '../contracts/admin/delete-job.ts';
import { deleteTeamSection } from '../contracts/admin/delete-team-section.ts';
import { getSettings } from '../contracts/admin/get-settings.ts';
import { listCategories } from '../contracts/admin/list-categories.ts';
import { listJobs } from '../contracts/admin/list-jobs.ts';
import { listProjects } from '../contracts/admin/list-projects.ts';
import { listTeamSections } from '../contracts/admin/list-team-sections.ts';
import { listTestimonials } from '../contracts/admin/list-testimonials.ts';
import { listTrash } from '../contracts/admin/list-trash.ts';
import { restoreTrashItem } from '../contracts/admin/restore-trash-item.ts';
import { staffLogin } from '../contracts/admin/staff-login.ts';
import { updateJob } from '../contracts/admin/update-job.ts';
import { updateSettings } from '../contracts/admin/update-settings.ts';
import { uploadImage } from '../contracts/admin/upload-image.ts';
import { getCareer } from '../contracts/career/get-career.ts';
import { buildPath } from '../contracts/endpoint.ts';
import { getProjects } from '../contracts/projects/get-projects.ts';
import { getWebsiteSettings } from '../contracts/settings/get-website-settings.ts';
import { getTeamMembers } from '../contracts/team/get-team-members.ts';
import { getTestimonials } from '../contracts/testimonials/get-testimonials.ts';
import { DEMO_ADMIN } from './seed/admin.ts';
import { PNG_BYTES, bearer, expectContract, fakePdfBytes, postForm, postJson, startProvider } from './test-support.ts';

const provider = startProvider({ refusalHoldMs: 0 });
afterAll(() => provider.dispose());

const token = expectContract(staffLogin, await (await postJson(provider, staffLogin.path, { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password })).json()).data.token;
const auth = bearer(token);
const get = (path: string) => provider.app.request(path, { headers: { Accept: 'application/json', ...auth } });
const publicGet = async (path: string) => (await provider.app.request(path)).json();

async function upload(purpose: string, bytes: Uint8Array<ArrayBuffer> = PNG_BYTES, name = 'photo.png', type = 'image/png') {
  const form = new FormData();
  form.set('purpose', purpose);
  form.set('file', new File([bytes], name, { type }));
  return postForm(provider, uploadImage.path, form, auth);
}

describe('uploads', () => {
  it('stores an image by its bytes and answers the path each field reads', async () => {
    const post = expectContract(uploadImage, await (await upload('post')).json()).data;
    expect(post.path).toMatch(/^storage\/admin\/[0-9a-f]{32}\.png$/);
    const project = expectContract(uploadImage, await (await upload('project')).json()).data;
    expect(project.path).toMatch(/^admin\/[0-9a-f]{32}\.png$/);
    const team = expectContract(uploadImage, await (await upload('team')).json()).data;
    expect(team.path).toMatch(/^upload\/admin\/[0-9a-f]{32}\.png$/);
    for (const { url } of [post, project, team]) expect((await provider.app.request(url)).status).toBe(200);
  });

  it('refuses a file that only claims to be an image', async () => {
    const res = await upload('post', fakePdfBytes(), 'photo.png', 'image/png');
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: 'The file must be an image (png, jpg, webp or gif).', errors: { file: ['The file must be an image (png, jpg, webp or gif).'] } });
  });
});

describe('jobs', () => {
  const job = { job_title: 'QA Engineer', department: 'Engineering', employment_type: 'Full-time', working_type: 'On-site', location: 'Dhaka', salary_range: 'BDT 50,000', experience: '2 Year+', description: '<p>Test <b>things</b>.</p><script>x</script>', deadline: '2099-12-31', status: 'open' };

  it('opens a job on /career at once, sanitised, and closes it', async () => {
    const res = await postJson(provider, createJob.path, job, auth);
    expect(res.status).toBe(201);
    const created = expectContract(createJob, await res.json()).data;
    expect(created).toMatchObject({ description: '<p>Test <b>things</b>.</p>', status: 'open', applications: 0 });
    const open = expectContract(getCareer, await publicGet(getCareer.path)).data;
    expect(open.map((j) => j.job_title)).toContain('QA Engineer');
    await postJson(provider, buildPath(updateJob.path, { id: created.id }), { ...job, status: 'closed' }, auth);
    expect(expectContract(getCareer, await publicGet(getCareer.path)).data.map((j) => j.job_title)).not.toContain('QA Engineer');
    expect(expectContract(listJobs, await (await get(listJobs.path)).json()).data.find((j) => j.id === created.id)?.status).toBe('closed');
    expect((await postJson(provider, createJob.path, { ...job, deadline: '31/12/2099' }, auth)).status).toBe(422);
  });

  it('refuses to delete a job with applications (409): close it instead', async () => {
    const [withApplications] = expectContract(getCareer, await publicGet(getCareer.path)).data;
    const form = new FormData();
    for (const [key, value] of Object.entries({ first_name: 'A', last_name: 'B', phone: '+8801811223344', email: 'a@example.com', summary: 'Hi', job_id: String(withApplications!.id) })) form.set(key, value);
    await postForm(provider, '/api/submit/job', form);
    const res = await postJson(provider, buildPath(deleteJob.path, { id: withApplications!.id }), {}, auth);
    expect(res.status).toBe(409);
  });
});

describe('portfolio', () => {
  it('adds a category and a project with an uploaded thumbnail, which /api/projects lists at once', async () => {
    const category = expectContract(createCategory, await (await postJson(provider, createCategory.path, { name: 'Education' }, auth)).json()).data;
    expect((await postJson(provider, createCategory.path, { name: 'education' }, auth)).status).toBe(422);
    const thumbnail = expectContract(uploadImage, await (await upload('project')).json()).data.path;
    const res = await postJson(provider, createProject.path, { title: 'School ERP', link: 'https://school.example.com', thumbnail, category_id: category.id, technology: ['Laravel', 'Vue'] }, auth);
    expect(res.status).toBe(201);
    const projects = expectContract(getProjects, await publicGet(getProjects.path)).data;
    expect(projects.find((p) => p.title === 'School ERP')).toMatchObject({ thumbnail, technology: ['Laravel', 'Vue'] });
    expect(expectContract(listProjects, await (await get(listProjects.path)).json()).data.some((p) => p.title === 'School ERP')).toBe(true);
    expect((await postJson(provider, buildPath(deleteCategory.path, { id: category.id }), {}, auth)).status).toBe(409);
    expect(expectContract(listCategories, await (await get(listCategories.path)).json()).data.find((c) => c.id === category.id)?.projects).toBe(1);
  });

  it('refuses a thumbnail that is not an upload of ours, and an unknown category', async () => {
    const res = await postJson(provider, createProject.path, { title: 'X', thumbnail: '../../provider.sqlite', category_id: 999 }, auth);
    expect(res.status).toBe(422);
    expect(Object.keys(((await res.json()) as { errors: object }).errors).sort()).toEqual(['category_id', 'thumbnail']);
  });
});

describe('testimonials and team', () => {
  it('adds a testimonial the public list shows', async () => {
    await postJson(provider, createTestimonial.path, { name: 'Shahidul Islam', designation: 'CEO', description: 'Six weeks.', rating: 5 }, auth);
    expect(expectContract(getTestimonials, await publicGet(getTestimonials.path)).testimonials.map((t) => t.name)).toContain('Shahidul Islam');
    expect(expectContract(listTestimonials, await (await get(listTestimonials.path)).json()).data.length).toBeGreaterThan(0);
    expect((await postJson(provider, createTestimonial.path, { name: 'X', description: 'Y', rating: 6 }, auth)).status).toBe(422);
  });

  it('adds a section with a member and photo, and deletes and restores the section with its members', async () => {
    const section = expectContract(createTeamSection, await (await postJson(provider, createTeamSection.path, { name: 'Design', sort_order: 9 }, auth)).json()).data;
    const image = expectContract(uploadImage, await (await upload('team')).json()).data.path;
    const member = await postJson(provider, createTeamMember.path, { section_id: section.id, name: 'Mim', designation: 'Designer', image }, auth);
    expect(member.status).toBe(201);
    const sections = async () => expectContract(getTeamMembers, await publicGet(getTeamMembers.path)).data;
    expect((await sections()).find((s) => s.section_name === 'Design')?.members).toMatchObject([{ name: 'Mim', image }]);
    await postJson(provider, buildPath(deleteTeamSection.path, { id: section.id }), {}, auth);
    expect((await sections()).some((s) => s.section_name === 'Design')).toBe(false);
    const [item] = expectContract(listTrash, await (await get(listTrash.path)).json()).data;
    await postJson(provider, buildPath(restoreTrashItem.path, { id: item!.id }), {}, auth);
    expect((await sections()).find((s) => s.section_name === 'Design')?.members).toMatchObject([{ name: 'Mim' }]);
    expect(expectContract(listTeamSections, await (await get(listTeamSections.path)).json()).data.find((s) => s.id === section.id)?.members).toHaveLength(1);
  });
});

describe('settings', () => {
  it('changes the office phone and the sister concerns, keeps fields not sent, and the public settings show it', async () => {
    const before = expectContract(getSettings, await (await get(getSettings.path)).json()).data;
    // The form sends back what it was given: the seed's values all pass.
    const { updated_at: _updatedAt, ...unchanged } = before;
    expect((await postJson(provider, updateSettings.path, unchanged, auth)).status).toBe(200);
    const image = expectContract(uploadImage, await (await upload('settings')).json()).data.path;
    const images = [...before.images, { image_url: image, link: 'https://new.example.com' }];
    const res = await postJson(provider, updateSettings.path, { phone1: '+8801799999999', images }, auth);
    expect(res.status).toBe(200);
    const settings = expectContract(getWebsiteSettings, await publicGet(getWebsiteSettings.path)).data;
    expect(settings).toMatchObject({ phone1: '+8801799999999', email1: before.email1, address: before.address });
    expect(settings.images).toEqual(images);
    expect(existsSync(join(provider.dataDir, 'media', image))).toBe(true);
    const badEmail = await postJson(provider, updateSettings.path, { email1: 'not-an-email' }, auth);
    expect(((await badEmail.json()) as { errors: object }).errors).toEqual({ email1: ['The email must be a valid email address.'] });
    const scripted = await postJson(provider, updateSettings.path, { footer_logo_url: 'javascript:alert(1)', map_embed_url: 'http://maps.example' }, auth);
    expect(Object.keys(((await scripted.json()) as { errors: object }).errors).sort()).toEqual(['footer_logo_url', 'map_embed_url']);
    const notUploaded = await postJson(provider, updateSettings.path, { images: [{ image_url: 'storage/elsewhere.png', link: 'https://x.example' }] }, auth);
    expect(((await notUploaded.json()) as { errors: object }).errors).toEqual({ 'images.0.image_url': ['The image must be a path from an upload.'] });
  });
});
