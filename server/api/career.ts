import { join } from 'node:path';
import { Hono } from 'hono';
import { getCareer } from '../../contracts/career/get-career.ts';
import { getJobDetails } from '../../contracts/career/get-job-details.ts';
import { JobApplication, RESUME_WRONG_TYPE, submitJob } from '../../contracts/career/submit-job.ts';
import type { AppEnv, Deps } from '../context.ts';
import { leadMail } from './inquiries.ts';
import { failure, reply } from '../reply.ts';
import {
  RESUME_NOT_A_DOCUMENT,
  cleanFileName,
  remove,
  resumeContentMatches,
  resumeExtension,
  resumeStructureValid,
  sniff,
  store,
} from '../uploads.ts';
import { addError, check, hasErrors, readPayload, validationFailure } from '../validation.ts';

interface JobRow {
  id: number;
  job_title: string;
  department: string | null;
  employment_type: string | null;
  working_type: string | null;
  location: string | null;
  salary_range: string | null;
  experience: string | null;
  description: string;
  deadline: string | null;
  created_at: string;
}

const JOB_COLUMNS =
  'id, job_title, department, employment_type, working_type, location, salary_range, experience, description, deadline, created_at';
/** Published and the deadline not yet passed in Dhaka (UTC+6); the deadline day itself still counts. */
const OPEN = "status = 1 AND (deadline IS NULL OR deadline >= date('now', '+6 hours'))";

export function careerRoutes({ sql, paths, limits, mail }: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get(getCareer.path, (c) =>
    reply(c, getCareer, { data: sql.all<JobRow>(`SELECT ${JOB_COLUMNS} FROM jobs WHERE ${OPEN} ORDER BY deadline, id`) }),
  );

  app.get(getJobDetails.path, (c) => {
    const id = c.req.param('id');
    const job = /^\d{1,15}$/.test(id)
      ? sql.get<JobRow>(`SELECT ${JOB_COLUMNS} FROM jobs WHERE id = ? AND status = 1`, Number(id))
      : undefined;
    return job ? reply(c, getJobDetails, { data: job }) : failure(c, 'Circular not found.', 404);
  });

  /**
   * Writes a checked resume to the private CV folder, within its budget, which
   * counts stored CVs and those being written right now: release the room once
   * the row that points at the file is written, or the file discarded.
   */
  async function storeResume(bytes: Uint8Array, originalName: string, mime: string | undefined) {
    const storedBytes = sql.get<{ bytes: number }>('SELECT COALESCE(SUM(cv_size), 0) AS bytes FROM job_applications')?.bytes ?? 0;
    const room = limits.reserveCvBytes(storedBytes, bytes.byteLength);
    try {
      const fileName = await store(join(paths.uploads, 'cv'), bytes, resumeExtension(originalName));
      return {
        path: `uploads/cv/${fileName}`,
        originalName: cleanFileName(originalName),
        mime: mime ?? 'application/octet-stream',
        size: bytes.byteLength,
        release: () => room.release(),
        discard: () => remove(join(paths.uploads, 'cv', fileName)),
      };
    } catch (error) {
      room.release();
      throw error;
    }
  }

  app.post(submitJob.path, async (c) => {
    const input = await readPayload(c);
    // A file input left empty may arrive as an empty text field: no CV, as Laravel reads it (SPEC §5: it is optional).
    if (input['cv'] === '') delete input['cv'];
    const { output, errors } = check(JobApplication, input);

    const jobId = input['job_id'];
    if (!errors['job_id'] && (typeof jobId === 'string' || typeof jobId === 'number')) {
      const open = /^\d{1,15}$/.test(String(jobId).trim())
        ? sql.get(`SELECT id FROM jobs WHERE id = ? AND ${OPEN}`, Number(jobId))
        : undefined;
      if (!open) addError(errors, 'job_id', 'The selected job id is invalid.');
    }

    // The extension and size passed the schema; the bytes must agree with the extension.
    const cv = input['cv'];
    const resume = cv instanceof File && !errors['cv'] ? await sniff(cv) : undefined;
    if (cv instanceof File && resume && !resumeContentMatches(cv.name, resume.mime)) addError(errors, 'cv', RESUME_WRONG_TYPE);
    // The first bytes agree; the whole file must be a document of that type too.
    if (cv instanceof File && resume && !errors['cv'] && !(await resumeStructureValid(cv.name, resume.bytes))) {
      addError(errors, 'cv', RESUME_NOT_A_DOCUMENT);
    }

    if (hasErrors(errors) || !output) return validationFailure(c, errors, JobApplication);

    // SPEC §5: the resume is optional; without one the application is stored alone.
    const stored = output.cv && resume ? await storeResume(resume.bytes, output.cv.name, resume.mime) : undefined;
    let id: number;
    try {
      id = sql.run(
        `INSERT INTO job_applications (job_id, first_name, last_name, phone, email, summary,
           cv_path, cv_original_name, cv_mime, cv_size, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        Number(output.job_id),
        output.first_name,
        output.last_name,
        output.phone,
        output.email,
        output.summary,
        stored?.path ?? null,
        stored?.originalName ?? null,
        stored?.mime ?? null,
        stored?.size ?? null,
        new Date().toISOString(),
      ).lastInsertRowid;
    } catch (error) {
      // No row points at the file: do not let it use the budget.
      await stored?.discard();
      throw error;
    } finally {
      stored?.release();
    }
    const job = sql.get<{ job_title: string }>('SELECT job_title FROM jobs WHERE id = ?', Number(output.job_id));
    const name = `${output.first_name} ${output.last_name}`;
    mail.notify(
      leadMail('application', id, `New application for ${job?.job_title ?? 'a job'} from ${name}`, [
        `${name} (${output.email}, ${output.phone}) applied for ${job?.job_title ?? 'a job'}${stored ? ' with a CV' : ' without a CV'}.`,
        output.summary,
      ]),
    );
    return reply(c, submitJob, { success: true, message: 'Application submitted successfully!' });
  });

  return app;
}
