import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { RESUME_MAX_BYTES } from '@contracts/career/submit-job.ts';
import type { Locator, Page } from '@playwright/test';
import { pdfBytes } from '../server/test-documents.ts';
import { dataDir, expect, openProviderDb, scrolledToTop, test, uniqueEmail } from './fixtures';

const JOB = { title: 'Senior Laravel Developer', slug: 'senior-laravel-developer' };

const uploadedCvs = () => {
  try {
    return readdirSync(join(dataDir(), 'uploads', 'cv'));
  } catch {
    return [];
  }
};

/** Fills the application's five required fields; returns the unique email that finds its row. */
async function fillApplicant(form: Locator, applicant: { first: string; last: string; phone: string; summary: string }): Promise<string> {
  const email = uniqueEmail('applicant');
  await form.getByLabel('First name').fill(applicant.first);
  await form.getByLabel('Last name').fill(applicant.last);
  await form.getByLabel('Phone').fill(applicant.phone);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Summary').fill(applicant.summary);
  return email;
}

test.describe('Career', () => {
  test('opens a job from the open positions and applies with a real PDF', async ({ page, axe }) => {
    await page.goto('/career');
    const positions = page.getByRole('region', { name: 'Open Positions' });
    await positions.getByRole('link', { name: JOB.title, exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/career/job-description/${JOB.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: JOB.title })).toBeVisible();
    const summary = page.getByRole('complementary', { name: 'Job at a Glance' });
    await expect(summary.getByText('Saturday to Thursday (09:00 AM - 06:00 PM)')).toBeVisible();
    await scrolledToTop(page);
    await summary.getByRole('link', { name: 'Apply for this position' }).click();

    await expect(page).toHaveURL(new RegExp(`/career/apply-job/${JOB.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: JOB.title })).toBeVisible();
    const form = page.getByRole('form', { name: 'Your Application' });
    const email = await fillApplicant(form, { first: 'Nusrat', last: 'Jahan', phone: '+8801712345678', summary: 'Six years of Laravel, two of them leading a team.' });

    // The dropzone's button opens the file dialog from the keyboard.
    const pdf = Buffer.from(pdfBytes());
    const before = uploadedCvs();
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Upload Resume' }).focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'nusrat-jahan-cv.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(form.getByText('File uploaded successfully!')).toBeVisible();
    await expect(form.getByText('nusrat-jahan-cv.pdf')).toBeVisible();

    await form.getByRole('button', { name: 'Submit Application' }).click();

    // The spec's toast, said once, and the form cleared under a thank-you with the next steps (SPEC §4).
    await expect(page.getByText('Application submitted successfully!')).toBeVisible();
    const thanks = form.getByRole('status');
    await expect(thanks).toContainText(`We have your application for ${JOB.title}.`);
    await expect(thanks).toBeFocused();
    for (const label of ['First name', 'Last name', 'Phone', 'Email', 'Summary']) await expect(form.getByLabel(label)).toHaveValue('');
    await expect(form.getByText('File uploaded successfully!')).toHaveCount(0);
    await axe(page, { include: 'form' });
    await thanks.getByRole('link', { name: 'Back to Open Positions' }).click();
    await expect(page).toHaveURL(/\/career#open-positions$/);

    // The file reached the provider's data folder intact, under a name of its own.
    const added = uploadedCvs().filter((name) => !before.includes(name));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/\.pdf$/);
    expect(readFileSync(join(dataDir(), 'uploads', 'cv', added[0]!)).equals(pdf)).toBe(true);
    const row = openProviderDb()
      .prepare('SELECT job_applications.first_name, job_applications.cv_original_name, job_applications.cv_path, jobs.job_title FROM job_applications JOIN jobs ON jobs.id = job_applications.job_id WHERE email = ?')
      .get(email) as { first_name: string; cv_original_name: string; cv_path: string; job_title: string };
    expect(row).toMatchObject({ first_name: 'Nusrat', cv_original_name: 'nusrat-jahan-cv.pdf', job_title: JOB.title });
    expect(row.cv_path).toBe(`uploads/cv/${added[0]}`);
  });

  test('applies without a resume, which the form does not require (SPEC §5)', async ({ page }) => {
    await page.goto(`/career/apply-job/${JOB.slug}`);
    const form = page.getByRole('form', { name: 'Your Application' });
    const email = await fillApplicant(form, { first: 'Rafiq', last: 'Islam', phone: '+8801812345678', summary: 'Four years of PHP and a year of Laravel.' });

    await form.getByRole('button', { name: 'Submit Application' }).click();

    await expect(page.getByText('Application submitted successfully!')).toBeVisible();
    const row = openProviderDb().prepare('SELECT first_name, cv_path FROM job_applications WHERE email = ?').get(email);
    expect(row).toMatchObject({ first_name: 'Rafiq', cv_path: null });
  });

  test('takes the same resume again after Remove', async ({ page }) => {
    await page.goto(`/career/apply-job/${JOB.slug}`);
    const form = page.getByRole('form', { name: 'Your Application' });
    const resume = { name: 'same-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdfBytes()) };

    // The drop area empties its input each time it opens the file dialog, so the same file is a change again.
    for (let round = 1; round <= 2; round++) {
      const chooser = page.waitForEvent('filechooser');
      await form.getByRole('button', { name: 'Upload Resume' }).click();
      await (await chooser).setFiles(resume);
      await expect(form.getByText('File uploaded successfully!')).toBeVisible();
      await form.getByRole('button', { name: 'Remove same-cv.pdf' }).click();
      await expect(form.getByText('File uploaded successfully!')).toHaveCount(0);
    }
  });

  test('refuses a resume over 2 MB', async ({ page }) => {
    await page.goto(`/career/apply-job/${JOB.slug}`);
    const form = page.getByRole('form', { name: 'Your Application' });

    await form.getByLabel('Resume file').setInputFiles({
      name: 'huge-cv.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(RESUME_MAX_BYTES + 1, 0x20),
    });

    await expect(form.getByText('File size should not exceed 2MB.')).toBeVisible();
    await expect(form.getByText('File uploaded successfully!')).toHaveCount(0);
    await expect(form.getByText('huge-cv.pdf')).toHaveCount(0);
    // SPEC §5: the file is cleared, from the file input too.
    expect(await form.getByLabel('Resume file').evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
  });

  test('accepts the job id in place of the slug', async ({ page }) => {
    const { id } = openProviderDb().prepare('SELECT id FROM jobs WHERE job_title = ?').get(JOB.title) as { id: number };
    await page.goto(`/career/job-description/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: JOB.title })).toBeVisible();
  });

  test('opened directly, arrives with the job: the browser need not ask the provider for it', async ({ page }) => {
    await page.route('**/api/career', (route) => route.abort());
    await page.route('**/api/circular/**', (route) => route.abort());
    await page.goto(`/career/job-description/${JOB.slug}`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Career');
    await expect(page.getByRole('heading', { level: 1, name: JOB.title })).toBeVisible();
    await expect(page.getByRole('link', { name: /apply for this position/i }).first()).toBeVisible();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });
      const noSideways = async (page: Page) =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      test('/career passes the accessibility check', async ({ page, axe }) => {
        await page.goto('/career');
        await expect(page.getByRole('region', { name: 'Open Positions' }).getByRole('link', { name: JOB.title, exact: true })).toBeVisible();
        await noSideways(page);
        await axe(page);
      });

      test('a job description passes the accessibility check', async ({ page, axe }) => {
        await page.goto(`/career/job-description/${JOB.slug}`);
        await expect(page.getByRole('link', { name: 'Apply for this position' })).toBeVisible();
        await noSideways(page);
        await axe(page);
      });

      test('the apply page passes the accessibility check, errors shown too', async ({ page, axe }) => {
        await page.goto(`/career/apply-job/${JOB.slug}`);
        const form = page.getByRole('form', { name: 'Your Application' });
        await expect(form).toBeVisible();
        await noSideways(page);
        await axe(page);

        await form.getByRole('button', { name: 'Submit Application' }).click();
        await expect(form.getByText('Please enter your first name')).toBeVisible();
        await expect(form.getByLabel('First name')).toBeFocused();
        await axe(page);
      });
    });
  }
});
