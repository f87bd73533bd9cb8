import type { Job } from '@contracts/career/job';
import { JobApplication } from '@contracts/career/submit-job';
import { TextInput, Textarea } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { applicationMutations } from '@/api/job-applications';
import { ButtonLink } from '@/components/button-link';
import detailPage from '@/components/detail-page.module.css';
import { FormCard } from '@/components/form-card';
import { LightAlert } from '@/components/light-alert';
import { FormSuccess } from '@/components/form-success';
import { PhoneInput } from '@/components/phone-input';
import classes from '@/features/career/career.module.css';
import markup from '@/styles/markup.module.css';
import { JobSummary } from '@/features/career/job-summary';
import { useJob } from '@/features/career/job-states';
import { APPLICATIONS_CLOSED } from '@/features/career/jobs';
import { jobSlug } from '@/lib/job-slug';
import { ResumeDropzone } from '@/features/career/resume-dropzone';
import { JobHeader } from '@/features/career/job-header';
import { TOAST_DURATION, notify } from '@/lib/notify';
import { useSiteForm } from '@/lib/use-site-form';
import { LayoutGrid } from '@/components/layout-grid/layout-grid';

export const APPLICATION_SENT = 'Application submitted successfully!';
export const APPLICATION_FAILED = 'Failed to submit application. Please try again.';

/**
 * Above the cleared fields once the application is sent: when we reply, and
 * where to go meanwhile. Not in the toast's words, which would then show twice.
 */
function ApplicationThanks({ job }: { job: Job }) {
  return (
    <FormSuccess
      title="Thank You for Applying!"
      message={`We have your application for ${job.job_title}.`}
      detail="We reply to every applicant within two weeks."
    >
      <ButtonLink to="/career" hash="open-positions">
        Back to Open Positions
      </ButtonLink>
      <ButtonLink variant="default" to="/blog">
        Read Our Blog
      </ButtonLink>
    </FormSuccess>
  );
}

/**
 * The application: five labelled fields and the optional resume (SPEC §5),
 * sent as multipart with the job's id. Sent (SPEC §4), it is cleared, resume
 * too, under a thank-you with the next steps that stays until the next submit,
 * and the spec's toast says so; a failure shows the provider's message once
 * inline and once as the spec's toast (SPEC §8), refused fields carrying their
 * own messages too.
 */
function ApplicationForm({ job }: { job: Job }) {
  const [sent, setSent] = useState(false);
  const apply = useMutation(applicationMutations.apply());
  const busy = apply.isPending;
  const { form, formProps, failure, showFailure } = useSiteForm<JobApplication>({
    schema: JobApplication,
    initialValues: { first_name: '', last_name: '', phone: '', email: '', summary: '', cv: undefined, job_id: job.id },
    busy,
    lockWhileBusy: true,
    messageWithFieldErrors: true,
  });

  const submitApplication = (values: JobApplication) => {
    setSent(false);
    apply.mutate(values, {
      onSuccess: () => {
        form.reset();
        setSent(true);
        notify.success(APPLICATION_SENT, { duration: TOAST_DURATION.form });
      },
      onError: (error) => {
        const message = showFailure(error, APPLICATION_FAILED);
        if (message) notify.error(message, { duration: TOAST_DURATION.form });
      },
    });
  };

  return (
    <FormCard
      title="Your Application"
      intro="Fields marked * are required; the resume is optional. We reply to every application within two weeks."
      formProps={formProps(submitApplication)}
      thanks={sent && <ApplicationThanks job={job} />}
      failure={failure}
      busy={busy}
      submit={{ label: 'Submit Application', busyLabel: 'Submitting...' }}
    >
      <LayoutGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="First name" type="text" autoComplete="given-name" required {...form.getInputProps('first_name')} />
        <TextInput label="Last name" type="text" autoComplete="family-name" required {...form.getInputProps('last_name')} />
        <PhoneInput required {...form.getInputProps('phone')} />
        <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
      </LayoutGrid>
      <Textarea
        label="Summary"
        description="A few lines about you and why this role fits you."
        required
        rows={5}
        {...form.getInputProps('summary')}
      />
      <ResumeDropzone
        file={form.values.cv}
        error={typeof form.errors.cv === 'string' ? form.errors.cv : undefined}
        disabled={busy}
        onChange={(file, problem) => {
          form.setFieldValue('cv', file);
          if (problem) form.setFieldError('cv', problem);
          else form.clearFieldError('cv');
        }}
      />
    </FormCard>
  );
}

function ApplyJob({ job, closed }: { job: Job; closed: boolean }) {
  const slug = jobSlug(job);
  return (
    <>
      <JobHeader
        crumbs={[{ label: job.job_title, link: { to: '/career/job-description/$slug', params: { slug } } }, { label: 'Apply' }]}
        eyebrow="You are applying for"
        title={job.job_title}
        job={job}
      />
      <div className={`${markup.container} ${detailPage.layout} ${classes.jobLayout}`}>
        <div className={detailPage.main}>
          {closed ? (
            <LightAlert color="gray" icon={<IconLock size={20} aria-hidden />} title={APPLICATIONS_CLOSED}>
              <div className={`${markup.stack} ${classes.closedNote}`}>
                <p className={`${markup.text} ${markup.fzSm}`}>The deadline for this position has passed, so it no longer takes applications.</p>
                <ButtonLink variant="light" to="/career" hash="open-positions">
                  See Open Positions
                </ButtonLink>
              </div>
            </LightAlert>
          ) : (
            <ApplicationForm job={job} />
          )}
        </div>
        <JobSummary job={job} closed={closed} showApply={false} />
      </div>
    </>
  );
}

/** /career/apply-job/{id or slug}. */
export function ApplyJobPage({ param }: { param: string }) {
  const { job, closed } = useJob(param);
  return <ApplyJob job={job} closed={closed} />;
}
