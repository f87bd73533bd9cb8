import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getCareer } from '../contracts/career/get-career.ts';
import { RESUME_MAX_BYTES, RESUME_NOT_A_FILE, RESUME_TOO_LARGE, RESUME_WRONG_TYPE, submitJob } from '../contracts/career/submit-job.ts';
import type { ErrorReply } from '../contracts/shared.ts';
import { RESUME_NOT_A_DOCUMENT, cleanFileName } from './uploads.ts';
import {
  docBytes,
  docxBytes,
  expectContract,
  fakePdfBytes,
  oleWithoutWordBytes,
  postForm,
  startProvider,
  WORD_CONTENT_TYPES,
} from './test-support.ts';
import { pdfBytes } from './test-documents.ts';

const provider = startProvider();
afterAll(() => provider.dispose());

const { data: jobs } = expectContract(getCareer, await (await provider.app.request(getCareer.path)).json());
const openJob = jobs[0]!;
const closedJobId = Number(provider.db.prepare("SELECT id FROM jobs WHERE job_title = 'DevOps Engineer'").get()?.['id']);

function application(cv: File | undefined, overrides: Record<string, string> = {}): FormData {
  const form = new FormData();
  const fields = {
    first_name: 'Tasnim',
    last_name: 'Hossain',
    phone: '+8801755123456',
    email: 'tasnim@example.com',
    summary: 'Five years of Laravel, two of them leading a small team.',
    job_id: String(openJob.id),
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  if (cv) form.set('cv', cv);
  return form;
}

const cvFiles = () => readdirSync(join(provider.dataDir, 'uploads', 'cv'));
const applications = () => Number(provider.db.prepare('SELECT COUNT(*) AS n FROM job_applications').get()?.['n']);

async function expect422(form: FormData): Promise<ErrorReply> {
  const before = applications();
  const res = await postForm(provider, submitJob.path, form);
  expect(res.status).toBe(422);
  expect(applications()).toBe(before);
  return (await res.json()) as ErrorReply;
}

describe('POST /api/submit/job', () => {
  it('stores a PDF under a random name in the private uploads folder', async () => {
    const res = await postForm(provider, submitJob.path, application(new File([pdfBytes()], 'Tasnim CV.pdf', { type: 'application/pdf' })));
    expect(res.status).toBe(200);
    expect(expectContract(submitJob, await res.json())).toEqual({ success: true, message: 'Application submitted successfully!' });

    const row = provider.db.prepare('SELECT * FROM job_applications ORDER BY id DESC').get()!;
    expect(row).toMatchObject({ job_id: openJob.id, email: 'tasnim@example.com', cv_original_name: 'Tasnim CV.pdf', cv_mime: 'application/pdf' });
    expect(row['cv_path']).toMatch(/^uploads\/cv\/[0-9a-f]{32}\.pdf$/);
    expect(existsSync(join(provider.dataDir, String(row['cv_path'])))).toBe(true);
  });

  it('never serves an uploaded CV', async () => {
    const row = provider.db.prepare('SELECT cv_path FROM job_applications ORDER BY id DESC').get()!;
    const name = String(row['cv_path']).split('/').pop();
    for (const path of [`/storage/cv/${name}`, `/upload/cv/${name}`, `/uploads/cv/${name}`, `/storage/../uploads/cv/${name}`]) {
      expect((await provider.app.request(path)).status, path).toBe(404);
    }
  });

  it('accepts a .doc and a .docx with matching content', async () => {
    const doc = new File([docBytes()], 'cv.doc', { type: 'application/msword' });
    const docx = new File([docxBytes()], 'cv.DOCX', { type: 'application/octet-stream' });
    expect((await postForm(provider, submitJob.path, application(doc))).status).toBe(200);
    expect((await postForm(provider, submitJob.path, application(docx))).status).toBe(200);
    expect(cvFiles().filter((file) => file.endsWith('.doc')).length).toBe(1);
    expect(cvFiles().filter((file) => file.endsWith('.docx')).length).toBe(1);
  });

  it('accepts a CV of exactly 2 MB', async () => {
    const cv = new File([pdfBytes(RESUME_MAX_BYTES)], 'exact.pdf', { type: 'application/pdf' });
    expect((await postForm(provider, submitJob.path, application(cv))).status).toBe(200);
    const row = provider.db.prepare('SELECT cv_path, cv_size FROM job_applications ORDER BY id DESC').get()!;
    expect(row['cv_size']).toBe(RESUME_MAX_BYTES);
    expect(statSync(join(provider.dataDir, String(row['cv_path']))).size).toBe(RESUME_MAX_BYTES);
  });

  it("refuses a CV just over 2 MB with 'File size should not exceed 2MB.'", async () => {
    const cv = new File([pdfBytes(RESUME_MAX_BYTES + 1)], 'big.pdf', { type: 'application/pdf' });
    expect(await expect422(application(cv))).toEqual({ message: RESUME_TOO_LARGE, errors: { cv: [RESUME_TOO_LARGE] } });
  });

  it('refuses a file with another extension', async () => {
    const cv = new File([pdfBytes()], 'cv.txt', { type: 'text/plain' });
    expect((await expect422(application(cv))).errors).toEqual({ cv: [RESUME_WRONG_TYPE] });
  });

  it('refuses a .pdf whose content is not a PDF', async () => {
    const files = cvFiles().length;
    const cv = new File(['just some text pretending'], 'cv.pdf', { type: 'application/pdf' });
    expect(await expect422(application(cv))).toEqual({ message: RESUME_WRONG_TYPE, errors: { cv: [RESUME_WRONG_TYPE] } });
    expect(cvFiles()).toHaveLength(files);
  });

  it.each([
    ['a PDF header in front of an executable', new File([fakePdfBytes()], 'cv.pdf')],
    ['a Word zip without its document part', new File([docxBytes({ '[Content_Types].xml': WORD_CONTENT_TYPES, 'word/styles.xml': '<w:styles/>' })], 'cv.docx')],
    ['an OLE file that is not a Word document', new File([oleWithoutWordBytes()], 'cv.doc')],
  ])('refuses %s with 422 and says why', async (_case, cv) => {
    const files = cvFiles().length;
    expect(await expect422(application(cv))).toEqual({ message: RESUME_NOT_A_DOCUMENT, errors: { cv: [RESUME_NOT_A_DOCUMENT] } });
    expect(cvFiles()).toHaveLength(files);
  });

  it('stores a cleaned original name: no folders, safe characters, capped length', async () => {
    const cv = new File([pdfBytes()], '../../etc/<script>x</script>.pdf', { type: 'application/pdf' });
    expect((await postForm(provider, submitJob.path, application(cv))).status).toBe(200);
    const row = provider.db.prepare('SELECT cv_original_name FROM job_applications ORDER BY id DESC').get()!;
    expect(row['cv_original_name']).toBe('script_.pdf');
  });

  it('refuses a .docx that is really a PDF', async () => {
    const cv = new File([pdfBytes()], 'cv.docx', { type: 'application/pdf' });
    expect((await expect422(application(cv))).errors).toEqual({ cv: [RESUME_WRONG_TYPE] });
  });

  it('requires every field but the CV (SPEC §5)', async () => {
    const body = await expect422(new FormData());
    expect(body).toEqual({
      message: 'The first name field is required. (and 5 more errors)',
      errors: {
        first_name: ['The first name field is required.'],
        last_name: ['The last name field is required.'],
        phone: ['The phone field is required.'],
        email: ['The email field is required.'],
        summary: ['The summary field is required.'],
        job_id: ['The job id field is required.'],
      },
    });
  });

  it.each([['9999'], ['abc'], ['closed']])("refuses job_id %s with 'The selected job id is invalid.'", async (jobId) => {
    const cv = new File([pdfBytes()], 'cv.pdf', { type: 'application/pdf' });
    const form = application(cv, { job_id: jobId === 'closed' ? String(closedJobId) : jobId });
    expect((await expect422(form)).errors).toEqual({ job_id: ['The selected job id is invalid.'] });
  });

  it('treats an empty job_id as missing', async () => {
    const form = application(new File([pdfBytes()], 'cv.pdf', { type: 'application/pdf' }), { job_id: '' });
    expect((await expect422(form)).errors).toEqual({ job_id: ['The job id field is required.'] });
  });

  it('reports field errors and a bad CV together', async () => {
    const cv = new File(['nope'], 'cv.pdf', { type: 'application/pdf' });
    const body = await expect422(application(cv, { email: 'not-an-email' }));
    expect(body).toEqual({
      message: 'The email field must be a valid email address. (and 1 more error)',
      errors: { email: ['The email field must be a valid email address.'], cv: [RESUME_WRONG_TYPE] },
    });
  });
});

describe('POST /api/submit/job without a CV (SPEC §5: the resume is not required)', () => {
  // A provider of its own: the application limit per address is spent by the tests above.
  const withoutCv = startProvider();
  afterAll(() => withoutCv.dispose());
  const cvFolder = join(withoutCv.dataDir, 'uploads', 'cv');

  it.each([
    ['no cv field', undefined],
    ['an empty file input', new File([], '')],
    ['an empty cv text field', ''],
  ])('stores the application with %s, and no file', async (_, emptyInput) => {
    const form = application(undefined, { email: 'no-cv@example.com' });
    if (emptyInput !== undefined) form.set('cv', emptyInput);

    const res = await postForm(withoutCv, submitJob.path, form);

    expect(res.status).toBe(200);
    expect(expectContract(submitJob, await res.json())).toEqual({ success: true, message: 'Application submitted successfully!' });
    const row = withoutCv.db.prepare('SELECT * FROM job_applications ORDER BY id DESC').get()!;
    expect(row).toMatchObject({ email: 'no-cv@example.com', cv_path: null, cv_original_name: null, cv_mime: null, cv_size: null });
    expect(existsSync(cvFolder)).toBe(false);
  });

  it('refuses a cv that is text rather than a file, saying so', async () => {
    const form = application(undefined);
    form.set('cv', 'resume.pdf');
    const res = await postForm(withoutCv, submitJob.path, form);
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: RESUME_NOT_A_FILE, errors: { cv: [RESUME_NOT_A_FILE] } });
  });
});

describe('cleanFileName', () => {
  it.each([
    ['Tasnim CV.pdf', 'Tasnim CV.pdf'],
    ['../../x.pdf', 'x.pdf'],
    ['C:\\Users\\me\\cv.docx', 'cv.docx'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['জীবনবৃত্তান্ত.pdf', 'জীবনবৃত্তান্ত.pdf'],
    ['a\u0000b\r\n.pdf', 'a_b_.pdf'],
    ['..', 'file'],
  ])('%j -> %j', (name, cleaned) => {
    expect(cleanFileName(name)).toBe(cleaned);
  });

  it('caps the length and keeps the extension', () => {
    const cleaned = cleanFileName(`${'a'.repeat(5000)}.pdf`);
    expect(cleaned).toHaveLength(120);
    expect(cleaned.endsWith('.pdf')).toBe(true);
  });
});
