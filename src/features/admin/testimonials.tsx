import { TestimonialInput } from '@contracts/admin/content';
import { Group, NumberInput, Paper, Rating, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { testimonialMutations, testimonialQueries } from '@/api/admin-testimonials';
import { SubmitButton } from '@/components/submit-button';
import { notify } from '@/lib/notify';
import { useSiteForm } from '@/lib/use-site-form';
import { TrashButton } from './trash-button';
import { PageHeader } from './page-header';
import { RecordModal } from './record-modal';
import { Section, TableSkeleton } from './section';

type Testimonial = { id: number; name: string; designation: string | null; description: string; rating: number };
type TestimonialValues = { name: string; designation: string; description: string; rating: number };

export function TestimonialsPage() {
  return (
    <>
      <PageHeader
        title="Testimonials"
        subtitle="What clients say, shown on the home page."
        actions={<RecordModal label="Add Testimonial" title="Add a testimonial">{(close) => <TestimonialForm testimonial={null} onSaved={close} />}</RecordModal>}
      />
      <Section fallback={<TableSkeleton label="Loading testimonials" rows={3} />} errorMessage="Failed to load testimonials.">
        <TestimonialList />
      </Section>
    </>
  );
}

function TestimonialList() {
  const { data: testimonials } = useSuspenseQuery(testimonialQueries.list());
  const remove = useMutation(testimonialMutations.remove());
  const queryClient = useQueryClient();
  if (testimonials.length === 0) return <Text role="status" c="dimmed" ta="center" py="xl">No testimonials yet. Add a client’s words.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {testimonials.map((testimonial) => (
        <Paper key={testimonial.id} withBorder p="lg" radius="md" component="article" aria-label={testimonial.name}>
          <Stack gap="xs">
            <Rating value={testimonial.rating} readOnly aria-label={`${testimonial.rating} of 5 stars`} />
            <Text>{testimonial.description}</Text>
            <Text fw={600} fz="sm">
              {testimonial.name}
              {testimonial.designation ? `, ${testimonial.designation}` : ''}
            </Text>
            <Group gap="xs">
              <RecordModal label="Edit" aria-label={`Edit ${testimonial.name}`} variant="light" size="compact-sm" title="Edit the testimonial">
                {(close) => <TestimonialForm testimonial={testimonial} onSaved={close} />}
              </RecordModal>
              <TrashButton
                noun="testimonial"
                name={testimonial.name}
                message="It leaves the home page now; you can restore it from the trash for 30 days."
                remove={remove}
                id={testimonial.id}
                onTrashed={() => void queryClient.invalidateQueries({ queryKey: testimonialQueries.all() })}
              />
            </Group>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function TestimonialForm({ testimonial, onSaved }: { testimonial: Testimonial | null; onSaved: () => void }) {
  const create = useMutation(testimonialMutations.create());
  const update = useMutation(testimonialMutations.update());
  const queryClient = useQueryClient();
  const { form, formProps, busy, showFailure } = useSiteForm<TestimonialValues>({
    schema: TestimonialInput,
    initialValues: {
      name: testimonial?.name ?? '',
      designation: testimonial?.designation ?? '',
      description: testimonial?.description ?? '',
      rating: testimonial?.rating ?? 5,
    },
    busy: create.isPending || update.isPending,
  });
  const handlers = {
    onSuccess: () => {
      notify.success('Testimonial saved.');
      void queryClient.invalidateQueries({ queryKey: testimonialQueries.all() });
      onSaved();
    },
    onError: (error: Error) => notify.error(showFailure(error, 'The testimonial could not be saved.') ?? 'Please check the highlighted fields.'),
  };
  const save = (values: TestimonialValues) =>
    testimonial ? update.mutate({ id: testimonial.id, body: values }, handlers) : create.mutate(values, handlers);
  return (
    <form {...formProps(save)} aria-label="Testimonial">
      <Stack gap="md">
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <TextInput label="Designation" placeholder="Managing Director, Rahman Traders" {...form.getInputProps('designation')} />
        <Textarea label="What they said" required rows={4} {...form.getInputProps('description')} />
        <NumberInput label="Rating (stars)" min={0} max={5} step={1} allowDecimal={false} size="md" {...form.getInputProps('rating')} />
        <SubmitButton busy={busy} label="Save Testimonial" busyLabel="Saving..." />
      </Stack>
    </form>
  );
}
