import { getCareer } from '@contracts/career/get-career';
import type { Job } from '@contracts/career/job';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CAREER_BENEFITS } from '@/features/career/career-data';
import { NO_OPEN_POSITIONS } from '@/features/career/career-page';
import { CAREER_LOAD_FAILED, formatDeadline } from '@/features/career/jobs';
import { slugify } from '@/lib/job-slug';
import { fixture } from '@/test/fixtures';
import { replyNetworkError, replyNever, replyWith, server } from '@/test/msw';
import { renderRoute } from '@/test/render';
import { setUpCareerRoute } from '@/features/career/career-test-setup';

const jobs: Job[] = fixture(getCareer).data;
const positions = () => screen.getByRole('region', { name: 'Open Positions' });

describe('CareerPage', () => {
  setUpCareerRoute('/career/');

  it('shows the hero, the numbers and the benefits', async () => {
    await renderRoute('/career');

    expect(screen.getByRole('heading', { level: 1, name: 'Build Your Career with ITBD' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'ITBD in numbers' })).toHaveTextContent('15+');
    const benefits = within(screen.getByRole('region', { name: 'Benefits of Working with Us' })).getAllByRole('listitem');
    expect(benefits.map((benefit) => within(benefit).getByRole('heading', { level: 3 }).textContent)).toEqual(CAREER_BENEFITS.map(({ title }) => title));
    expect(document.title).toBe('Career — ITBD');
  });

  it("shows 'loading...' while the positions load", async () => {
    replyNever(getCareer);
    await renderRoute('/career');

    expect(within(positions()).getByRole('status')).toHaveTextContent('loading...');
  });

  it('lists each open position with its facts, a details link and Apply Now, by slug', async () => {
    await renderRoute('/career');

    for (const job of jobs) {
      const title = await within(positions()).findByRole('link', { name: job.job_title });
      const slug = slugify(job.job_title);
      expect(title).toHaveAttribute('href', `/career/job-description/${slug}`);
      const card = title.closest('li') as HTMLElement;
      for (const fact of [job.department, job.employment_type, job.location]) expect(within(card).getByText(fact!)).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: `View Details: ${job.job_title}` })).toHaveAttribute('href', `/career/job-description/${slug}`);
      expect(within(card).getByRole('link', { name: `Apply Now: ${job.job_title}` })).toHaveAttribute('href', `/career/apply-job/${slug}`);
      expect(within(card).getByText(formatDeadline(job.deadline!))).toBeInTheDocument();
    }
  });

  it('marks a position whose deadline has passed as closed, without Apply Now', async () => {
    replyWith(getCareer, 200, { data: [{ ...jobs[0], deadline: '2026-11-01' }] });
    await renderRoute('/career');

    const card = (await within(positions()).findByRole('link', { name: jobs[0]!.job_title })).closest('li') as HTMLElement;
    expect(within(card).getByText('Applications closed')).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /Apply Now/ })).toBeNull();
  });

  it("says 'Error loading data' when the positions fail to load, and retries", async () => {
    replyNetworkError(getCareer);
    const { user } = await renderRoute('/career');

    expect(await within(positions()).findByRole('alert')).toHaveTextContent(CAREER_LOAD_FAILED);
    server.resetHandlers();
    await user.click(within(positions()).getByRole('button', { name: 'Try Again' }));
    expect(await within(positions()).findByRole('link', { name: jobs[0]!.job_title })).toBeInTheDocument();
  });

  it('suggests sending a CV through the contact page when no position is open', async () => {
    replyWith(getCareer, 200, { data: [] });
    await renderRoute('/career');

    expect(await within(positions()).findByText(NO_OPEN_POSITIONS)).toBeInTheDocument();
    expect(within(positions()).getByRole('link', { name: 'Send Us Your CV' })).toHaveAttribute('href', '/contact');
  });
});
