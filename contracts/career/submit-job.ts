import * as v from 'valibot';
import { defineEndpoint } from '../endpoint.ts';
import { Email, Id, MessageReply, RequiredText } from '../shared.ts';

/** SPEC §9: a resume is a .pdf, .doc or .docx of at most 2 MB. */
export const RESUME_MAX_BYTES = 2 * 1024 * 1024;
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;
export const RESUME_TOO_LARGE = 'File size should not exceed 2MB.';
export const RESUME_WRONG_TYPE = 'The cv must be a file of type: pdf, doc, docx.';
export const RESUME_NOT_A_FILE = 'The cv field must be a file.';

export const hasResumeExtension = (fileName: string) =>
  RESUME_EXTENSIONS.some((extension) => fileName.toLowerCase().endsWith(extension));

export const Resume = v.pipe(
  v.file(RESUME_NOT_A_FILE),
  v.check((file) => hasResumeExtension(file.name), RESUME_WRONG_TYPE),
  v.maxSize(RESUME_MAX_BYTES, RESUME_TOO_LARGE),
);

export const JobApplication = v.object({
  first_name: RequiredText('first name'),
  last_name: RequiredText('last name'),
  phone: RequiredText('phone', 30),
  email: Email,
  summary: RequiredText('summary', 5000),
  /** SPEC §5: the resume is not required; one that is sent must pass its rules. */
  cv: v.optional(Resume),
  job_id: Id,
});
export type JobApplication = v.InferInput<typeof JobApplication>;

export const submitJob = defineEndpoint({
  name: 'submitJob',
  description: 'Applies for a job: the applicant\'s details and a CV (PDF, DOC or DOCX, at most 2 MB) as multipart form data.',
  method: 'POST',
  path: '/api/submit/job',
  body: 'multipart',
  request: JobApplication,
  response: MessageReply,
});
