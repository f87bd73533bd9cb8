import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { getCareer } from '../contracts/career/get-career.ts';
import { submitJob } from '../contracts/career/submit-job.ts';
import { pdfBytes } from './test-documents.ts';
import { expectContract, postForm, startProvider } from './test-support.ts';
import { PDF_CHECKS_MAX_IN_FLIGHT, resumeStructureValid } from './uploads.ts';

/** The PDF worker pool, stood in for: each test says how a check ends. */
const runCheck = vi.hoisted(() => vi.fn<() => Promise<boolean>>());
vi.mock('piscina', () => ({
  Piscina: class {
    run = runCheck;
  },
}));

/** What Piscina rejects with when a task's signal fires: the check ran out of time. */
class AbortError extends Error {
  override name = 'AbortError';
}

afterEach(() => {
  runCheck.mockReset();
  vi.restoreAllMocks();
});

describe('the PDF check', () => {
  it('takes a check that ran out of time for a file that is no document', async () => {
    runCheck.mockRejectedValue(new AbortError('The task has been aborted'));
    expect(await resumeStructureValid('cv.pdf', pdfBytes())).toBe(false);
  });

  it('lets a failing worker through as an error, not as a verdict on the file', async () => {
    runCheck.mockRejectedValue(new Error('Cannot find module pdf-check.worker.ts'));
    await expect(resumeStructureValid('cv.pdf', pdfBytes())).rejects.toThrow('Cannot find module');
  });

  it(`refuses with 429 once ${PDF_CHECKS_MAX_IN_FLIGHT} checks are queued or parsing, and takes the next when one ends`, async () => {
    const pending = Promise.withResolvers<boolean>();
    runCheck.mockReturnValue(pending.promise);
    const queued = Array.from({ length: PDF_CHECKS_MAX_IN_FLIGHT }, () => resumeStructureValid('cv.pdf', pdfBytes()));
    await expect(resumeStructureValid('cv.pdf', pdfBytes())).rejects.toMatchObject({ status: 429 });
    pending.resolve(true);
    expect(await Promise.all(queued)).toEqual(queued.map(() => true));
    expect(await resumeStructureValid('cv.pdf', pdfBytes())).toBe(true);
    expect(runCheck).toHaveBeenCalledTimes(PDF_CHECKS_MAX_IN_FLIGHT + 1);
  });
});

describe('a job application while the PDF worker fails', () => {
  const provider = startProvider();
  afterAll(() => provider.dispose());

  it('is a logged 500, not a 422 telling the applicant their CV is no document', async () => {
    runCheck.mockRejectedValue(new Error('Cannot find module pdf-check.worker.ts'));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { data: jobs } = expectContract(getCareer, await (await provider.app.request(getCareer.path)).json());
    const form = new FormData();
    const fields = { first_name: 'Tasnim', last_name: 'Hossain', phone: '+8801755123456', email: 'tasnim@example.com', summary: 'Laravel.' };
    for (const [key, value] of Object.entries({ ...fields, job_id: String(jobs[0]!.id) })) form.set(key, value);
    form.set('cv', new File([pdfBytes()], 'cv.pdf', { type: 'application/pdf' }));

    const res = await postForm(provider, submitJob.path, form);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Server Error' });
    expect(logged).toHaveBeenCalledWith(`POST ${submitJob.path} failed:`, expect.objectContaining({ message: expect.stringContaining('Cannot find module') }));
  });
});
