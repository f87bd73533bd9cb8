import { getCareer } from '@contracts/career/get-career';
import { getJobDetails } from '@contracts/career/get-job-details';
import type { Job } from '@contracts/career/job';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { JOB_NOT_FOUND } from '@/features/career/jobs';
import { CAREER_LOAD_FAILED, DEFAULT_EXPERIENCE, JOB_SCHEDULE, formatDeadline } from '@/features/career/jobs';
import { fixture } from '@/test/fixtures';
import { captureRequests, replyNetworkError, replyWith } from '@/test/msw';
import { renderRoute } from '@/test/render';
import { setUpCareerRoute } from '@/features/career/career-test-setup';

const job: Job = fixture(getJobDetails).data;
const SLUG = 'senior-laravel-developer';

describe('JobDescriptionPage', () => {
  setUpCareerRoute('/career/job-description/$slug');

  it('finds the job by the slug of its title and shows every fact of it', async () => {
    const jobRequests = captureRequests(getJobDetails);
    await renderRoute(`/career/job-description/${SLUG}`);

    expect(await screen.findByRole('heading', { level: 1, name: job.job_title })).toBeInTheDocument();
    expect(jobRequests.map((request) => request.url.pathname)).toEqual([getJobDetails.path.replace(':id', String(job.id))]);
    const facts = screen.getByRole('list', { name: 'Job details' });
    for (const value of [job.department, job.employment_type, job.working_type, job.location]) {
      expect(within(facts).getByText(value!)).toBeInTheDocument();
    }
    const summary = screen.getByRole('complementary', { name: 'Job at a Glance' });
    expect(within(summary).getByText(job.salary_range!)).toBeInTheDocument();
    expect(within(summary).getByText(job.experience!)).toBeInTheDocument();
    expect(within(summary).getByText(JOB_SCHEDULE)).toBeInTheDocument();
    expect(within(summary).getByText(formatDeadline(job.deadline!))).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Apply for this position' })).toHaveAttribute('href', `/career/apply-job/${SLUG}`);
    const description = screen.getByRole('article');
    expect(within(description).getByRole('heading', { name: 'Requirements' })).toBeInTheDocument();
    expect(within(description).getByText('4+ years with Laravel')).toBeInTheDocument();
    // The facts and the way to apply come before the description, so a phone shows them first.
    expect(summary.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText(job.job_title)).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe(`${job.job_title} — Career — ITBD`));
  });

  it('takes a number as the id without looking through the list', async () => {
    const lists = captureRequests(getCareer);
    const jobRequests = captureRequests(getJobDetails);
    await renderRoute(`/career/job-description/${job.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: job.job_title })).toBeInTheDocument();
    expect(lists).toHaveLength(0);
    expect(jobRequests[0]!.url.pathname).toBe(getJobDetails.path.replace(':id', String(job.id)));
  });

  it(`shows '${DEFAULT_EXPERIENCE}' when the job names no experience, and sanitises the description`, async () => {
    replyWith(getJobDetails, 200, {
      data: { ...job, experience: null, description: '<p>Join us</p><img src="x" onerror="window.hacked = 1"><script>window.hacked = 1</script>' },
    });
    await renderRoute(`/career/job-description/${job.id}`);

    const summary = await screen.findByRole('complementary', { name: 'Job at a Glance' });
    expect(within(summary).getByText(DEFAULT_EXPERIENCE)).toBeInTheDocument();
    const description = screen.getByRole('article');
    expect(within(description).getByText('Join us')).toBeInTheDocument();
    expect(description.innerHTML).not.toMatch(/onerror|<script/);
  });

  it("shows 'Applications closed' instead of the apply button after the deadline", async () => {
    replyWith(getJobDetails, 200, { data: { ...job, deadline: '2026-11-21' } });
    await renderRoute(`/career/job-description/${job.id}`);

    const summary = await screen.findByRole('complementary', { name: 'Job at a Glance' });
    expect(within(summary).getByText('Applications closed')).toBeInTheDocument();
    expect(within(summary).queryByRole('link', { name: 'Apply for this position' })).toBeNull();
  });

  it('keeps the deadline day itself open', async () => {
    replyWith(getJobDetails, 200, { data: { ...job, deadline: '2026-11-22' } });
    await renderRoute(`/career/job-description/${job.id}`);

    expect(await screen.findByRole('link', { name: 'Apply for this position' })).toBeInTheDocument();
  });

  it('shows a not-found state for a slug no job has, without asking for a job', async () => {
    const jobRequests = captureRequests(getJobDetails);
    await renderRoute('/career/job-description/chief-happiness-officer');

    expect(await screen.findByRole('heading', { level: 1, name: JOB_NOT_FOUND })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See Open Positions' })).toHaveAttribute('href', '/career#open-positions');
    expect(jobRequests).toHaveLength(0);
  });

  it('shows the not-found state when the provider has no job with that id', async () => {
    replyWith(getJobDetails, 404);
    await renderRoute('/career/job-description/999');

    expect(await screen.findByRole('heading', { level: 1, name: JOB_NOT_FOUND })).toBeInTheDocument();
  });

  it("says 'Error loading data' when the job cannot be loaded", async () => {
    replyNetworkError(getCareer);
    await renderRoute(`/career/job-description/${SLUG}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(CAREER_LOAD_FAILED);
  });
});
