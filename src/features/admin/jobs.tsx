import { type AdminJob, JobInput } from '@contracts/admin/content';
import { Badge, Button, Group, Input, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { jobMutations, jobQueries } from '@/api/admin-jobs';
import { SubmitButton } from '@/components/submit-button';
import { formatDateGB } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useSiteForm } from '@/lib/use-site-form';
import { TrashButton } from './trash-button';
import { PageHeader } from './page-header';
import { RichTextField } from './lazy-rich-text-field';
import { DataTable, Section, TableSkeleton } from './section';

export function JobsPage() {
  return (
    <>
      <PageHeader
        title="Jobs"
        subtitle="Open jobs show on /career until their deadline; closed ones stay here."
        actions={
          <Button component={Link} to="/admin/jobs/new" leftSection={<IconPlus size={16} aria-hidden />}>
            New Job
          </Button>
        }
      />
      <Section fallback={<TableSkeleton label="Loading jobs" />} errorMessage="Failed to load jobs.">
        <JobTable />
      </Section>
    </>
  );
}

function JobTable() {
  const { data: jobs } = useSuspenseQuery(jobQueries.list());
  const remove = useMutation(jobMutations.remove());
  const queryClient = useQueryClient();
  if (jobs.length === 0) return <Text role="status" c="dimmed" ta="center" py="xl">No jobs yet. Post the first opening.</Text>;
  return (
    <DataTable label="Jobs" minWidth={640} columns={['Job', 'Status', 'Deadline', 'Applications']} actions highlightOnHover>
      {jobs.map((job) => (
        <Table.Tr key={job.id}>
          <Table.Td>
            <Link to="/admin/jobs/$jobId" params={{ jobId: String(job.id) }} className="admin-row-link">
              {job.job_title}
            </Link>
            <Text fz="xs" c="dimmed">
              {[job.department, job.location].filter(Boolean).join(' · ')}
            </Text>
          </Table.Td>
          <Table.Td>
            <Badge variant="light" color={job.status === 'open' ? 'green' : 'gray'}>
              {job.status === 'open' ? 'Open' : 'Closed'}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Text fz="sm">{job.deadline ? formatDateGB(job.deadline) : '—'}</Text>
          </Table.Td>
          <Table.Td>
            <Text fz="sm">{job.applications}</Text>
          </Table.Td>
          <Table.Td ta="right">
            <TrashButton
              noun="job"
              name={job.job_title}
              message={`“${job.job_title}” leaves /career now. Its applications stay in the inbox; the job can be restored from the trash for 30 days.`}
              remove={remove}
              id={job.id}
              onTrashed={() => void queryClient.invalidateQueries({ queryKey: jobQueries.all() })}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

type JobValues = {
  job_title: string;
  department: string;
  employment_type: string;
  working_type: string;
  location: string;
  salary_range: string;
  experience: string;
  description: string;
  deadline: string;
  status: 'open' | 'closed';
};

const TEXT_FIELDS: { key: Exclude<keyof JobValues, 'description' | 'deadline' | 'status' | 'job_title'>; label: string; placeholder?: string }[] = [
  { key: 'department', label: 'Department', placeholder: 'Engineering' },
  { key: 'employment_type', label: 'Employment type', placeholder: 'Full Time' },
  { key: 'working_type', label: 'Working type', placeholder: 'On-site' },
  { key: 'location', label: 'Location', placeholder: 'Banani, Dhaka' },
  { key: 'salary_range', label: 'Salary range', placeholder: 'BDT 60,000 - 90,000' },
  { key: 'experience', label: 'Experience', placeholder: '2 Year+' },
];

/** The contract's rules, with an empty deadline read as none. */
const JobForm = v.object({ ...JobInput.entries, deadline: v.union([v.literal(''), JobInput.entries.deadline]) });

const valuesOf = (job: AdminJob | null): JobValues => ({
  job_title: job?.job_title ?? '',
  department: job?.department ?? '',
  employment_type: job?.employment_type ?? '',
  working_type: job?.working_type ?? '',
  location: job?.location ?? '',
  salary_range: job?.salary_range ?? '',
  experience: job?.experience ?? '',
  description: job?.description ?? '',
  deadline: job?.deadline?.slice(0, 10) ?? '',
  status: job?.status ?? 'open',
});

/** Every SPEC §3 field of a job, its description in the rich-text editor, its deadline and whether it is open. */
export function JobEditor({ jobId }: { jobId: number | null }) {
  const { data: jobs } = useSuspenseQuery(jobQueries.list());
  const job = jobId === null ? null : (jobs.find((candidate) => candidate.id === jobId) ?? null);
  const create = useMutation(jobMutations.create());
  const update = useMutation(jobMutations.update());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { form, formProps, busy, showFailure } = useSiteForm<JobValues>({
    schema: JobForm,
    initialValues: valuesOf(job),
    busy: create.isPending || update.isPending,
  });
  const save = (values: JobValues) => {
    const body = { ...values, deadline: values.deadline || null };
    const handlers = {
      onSuccess: async (reply: { message: string; data: AdminJob }) => {
        notify.success(reply.data.status === 'open' ? 'Job saved and open.' : 'Job saved (closed).');
        await queryClient.invalidateQueries({ queryKey: jobQueries.all() });
        if (job === null) await navigate({ to: '/admin/jobs/$jobId', params: { jobId: String(reply.data.id) } });
        else form.setValues(valuesOf(reply.data));
      },
      onError: (error: Error) => notify.error(showFailure(error, 'The job could not be saved.') ?? 'Please check the highlighted fields.'),
    };
    if (job === null) create.mutate(body, handlers);
    else update.mutate({ id: job.id, body }, handlers);
  };

  if (jobId !== null && job === null) return <Text role="alert">This job is not there any more: it may have been deleted.</Text>;
  return (
    <>
      <PageHeader title={job ? 'Edit Job' : 'New Job'} subtitle="Saving publishes the change on /career at once." />
      <form {...formProps(save)} aria-label={job ? 'Edit job' : 'New job'}>
        <Stack gap="lg" maw={900}>
          <Paper withBorder p="lg" radius="md">
            <Stack gap="md">
              <TextInput label="Job title" required {...form.getInputProps('job_title')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {TEXT_FIELDS.map(({ key, label, placeholder }) => (
                  <TextInput key={key} label={label} placeholder={placeholder} {...form.getInputProps(key)} />
                ))}
              </SimpleGrid>
              <RichTextField label="Description" initialValue={form.getValues().description} onChange={(html) => form.setFieldValue('description', html)} error={form.errors.description} />
            </Stack>
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput type="date" label="Application deadline" {...form.getInputProps('deadline')} />
              <Input.Wrapper label="Status">
                <SegmentedControl
                  display="flex"
                  mt={4}
                  data={[
                    { value: 'open', label: 'Open' },
                    { value: 'closed', label: 'Closed' },
                  ]}
                  {...form.getInputProps('status')}
                />
              </Input.Wrapper>
            </SimpleGrid>
          </Paper>
          <Group>
            <SubmitButton busy={busy} label={job ? 'Save Job' : 'Create Job'} busyLabel="Saving..." />
            <Button component={Link} to="/admin/jobs" variant="default">
              Back to Jobs
            </Button>
          </Group>
        </Stack>
      </form>
    </>
  );
}
