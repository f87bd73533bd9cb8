import { type AdminProject, CategoryInput, ProjectInput } from '@contracts/admin/content';
import { Badge, Group, NumberInput, Paper, Select, SimpleGrid, Stack, Table, TagsInput, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { categoryMutations, categoryQueries, projectMutations, projectQueries } from '@/api/admin-portfolio';
import { SubmitButton } from '@/components/submit-button';
import { notify } from '@/lib/notify';
import { mediaUrl } from '@/lib/urls';
import { useSiteForm } from '@/lib/use-site-form';
import { TrashButton } from './trash-button';
import { ImageField } from './image-field';
import { PageHeader } from './page-header';
import { RecordModal } from './record-modal';
import { DataTable, Section, TableSkeleton } from './section';

type Category = { id: number; name: string; projects: number };

/** The portfolio: projects with their thumbnails and technologies, and the categories that filter them. */
export function PortfolioPage() {
  return (
    <>
      <PageHeader
        title="Portfolio"
        subtitle="Projects shown on the home page and /portfolio, and the categories that filter them."
        actions={<RecordModal label="Add Project" title="Add a project">{(close) => <ProjectForm project={null} onSaved={close} />}</RecordModal>}
      />
      <Stack gap="xl">
        <Section fallback={<TableSkeleton label="Loading projects" />} errorMessage="Failed to load projects.">
          <ProjectTable />
        </Section>
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="categories-heading">
          <Group justify="space-between" mb="md">
            <Title order={2} fz="lg" id="categories-heading">
              Categories
            </Title>
            <RecordModal label="Add Category" variant="default" title="Add a category">
              {(close) => <CategoryForm category={null} onSaved={close} />}
            </RecordModal>
          </Group>
          <Section fallback={<TableSkeleton label="Loading categories" rows={3} />} errorMessage="Failed to load categories.">
            <CategoryList />
          </Section>
        </Paper>
      </Stack>
    </>
  );
}

function ProjectTable() {
  const { data: projects } = useSuspenseQuery(projectQueries.list());
  const { data: categories } = useSuspenseQuery(categoryQueries.list());
  const remove = useMutation(projectMutations.remove());
  const queryClient = useQueryClient();
  if (projects.length === 0) return <Text role="status" c="dimmed" ta="center" py="xl">No projects yet. Add the first one.</Text>;
  const categoryName = (id: number | null) => categories.find((category) => category.id === id)?.name ?? '—';
  return (
    <DataTable label="Projects" minWidth={640} columns={['Project', 'Category', 'Technology']} actions>
      {projects.map((project) => (
        <Table.Tr key={project.id}>
          <Table.Td>
            <Text fw={600} fz="sm">
              {project.title}
            </Text>
            <Text fz="xs" c="dimmed" lineClamp={1}>
              {project.subtitle}
            </Text>
          </Table.Td>
          <Table.Td>
            <Text fz="sm">{categoryName(project.category_id)}</Text>
          </Table.Td>
          <Table.Td>
            <Group gap={4}>
              {project.technology.map((tech) => (
                <Badge key={tech} size="sm" variant="light" color="gray">
                  {tech}
                </Badge>
              ))}
            </Group>
          </Table.Td>
          <Table.Td ta="right">
            <Group gap="xs" justify="flex-end" wrap="nowrap">
              <RecordModal label="Edit" aria-label={`Edit ${project.title}`} variant="light" size="compact-sm" title="Edit the project">
                {(close) => <ProjectForm project={project} onSaved={close} />}
              </RecordModal>
              <TrashButton
                noun="project"
                name={project.title}
                message={`“${project.title}” leaves the portfolio now; you can restore it from the trash for 30 days.`}
                remove={remove}
                id={project.id}
                onTrashed={() => void queryClient.invalidateQueries({ queryKey: projectQueries.all() })}
              />
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}

type ProjectValues = { title: string; subtitle: string; link: string; thumbnail: string | null; category_id: number | null; technology: string[]; sort_order: number };

function ProjectForm({ project, onSaved }: { project: AdminProject | null; onSaved: () => void }) {
  const { data: categories } = useSuspenseQuery(categoryQueries.list());
  const create = useMutation(projectMutations.create());
  const update = useMutation(projectMutations.update());
  const queryClient = useQueryClient();
  const { form, formProps, busy, showFailure } = useSiteForm<ProjectValues>({
    schema: ProjectInput,
    initialValues: {
      title: project?.title ?? '',
      subtitle: project?.subtitle ?? '',
      link: project?.link ?? '',
      thumbnail: project?.thumbnail ?? null,
      category_id: project?.category_id ?? null,
      technology: project?.technology ?? [],
      sort_order: project?.sort_order ?? 0,
    },
    busy: create.isPending || update.isPending,
  });
  const handlers = {
    onSuccess: () => {
      notify.success('Project saved.');
      void queryClient.invalidateQueries({ queryKey: projectQueries.all() });
      void queryClient.invalidateQueries({ queryKey: categoryQueries.all() });
      onSaved();
    },
    onError: (error: Error) => notify.error(showFailure(error, 'The project could not be saved.') ?? 'Please check the highlighted fields.'),
  };
  const save = (values: ProjectValues) => (project ? update.mutate({ id: project.id, body: values }, handlers) : create.mutate(values, handlers));
  return (
    <form {...formProps(save)} aria-label="Project">
      <Stack gap="md">
        <TextInput label="Title" required {...form.getInputProps('title')} />
        <Textarea label="Description" rows={3} {...form.getInputProps('subtitle')} />
        <TextInput label="Website link" type="url" placeholder="https://" {...form.getInputProps('link')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label="Category"
            size="md"
            clearable
            data={categories.map((category) => ({ value: String(category.id), label: category.name }))}
            value={form.getValues().category_id === null ? null : String(form.getValues().category_id)}
            onChange={(value) => form.setFieldValue('category_id', value ? Number(value) : null)}
            error={form.errors.category_id}
          />
          <NumberInput label="Order" size="md" allowDecimal={false} {...form.getInputProps('sort_order')} />
        </SimpleGrid>
        <TagsInput label="Technology" size="md" description="Press Enter after each one." {...form.getInputProps('technology')} />
        <ImageField label="Thumbnail" purpose="project" value={form.getValues().thumbnail} onChange={(path) => form.setFieldValue('thumbnail', path)} preview={mediaUrl} error={form.errors.thumbnail} />
        <SubmitButton busy={busy} label="Save Project" busyLabel="Saving..." />
      </Stack>
    </form>
  );
}

function CategoryList() {
  const { data: categories } = useSuspenseQuery(categoryQueries.list());
  const remove = useMutation(categoryMutations.remove());
  const queryClient = useQueryClient();
  if (categories.length === 0) return <Text role="status" c="dimmed">No categories yet.</Text>;
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {categories.map((category) => (
        <Group key={category.id} component="li" justify="space-between" wrap="nowrap">
          <Text fz="sm">
            {category.name}{' '}
            <Text span c="dimmed" fz="xs">
              ({category.projects} {category.projects === 1 ? 'project' : 'projects'})
            </Text>
          </Text>
          <Group gap="xs" wrap="nowrap">
            <RecordModal label="Rename" aria-label={`Rename ${category.name}`} variant="light" size="compact-sm" title="Rename the category">
              {(close) => <CategoryForm category={category} onSaved={close} />}
            </RecordModal>
            <TrashButton
              noun="category"
              name={category.name}
              message="Its projects stay, without a category; you can restore it from the trash for 30 days."
              remove={remove}
              id={category.id}
              onTrashed={() => void queryClient.invalidateQueries({ queryKey: categoryQueries.all() })}
            />
          </Group>
        </Group>
      ))}
    </Stack>
  );
}

function CategoryForm({ category, onSaved }: { category: Category | null; onSaved: () => void }) {
  const create = useMutation(categoryMutations.create());
  const update = useMutation(categoryMutations.update());
  const queryClient = useQueryClient();
  const { form, formProps, busy, showFailure } = useSiteForm<{ name: string }>({
    schema: CategoryInput,
    initialValues: { name: category?.name ?? '' },
    busy: create.isPending || update.isPending,
  });
  const handlers = {
    onSuccess: () => {
      notify.success('Category saved.');
      void queryClient.invalidateQueries({ queryKey: categoryQueries.all() });
      onSaved();
    },
    onError: (error: Error) => notify.error(showFailure(error, 'The category could not be saved.') ?? 'Please check the highlighted fields.'),
  };
  const save = (values: { name: string }) => (category ? update.mutate({ id: category.id, body: values }, handlers) : create.mutate(values, handlers));
  return (
    <form {...formProps(save)} aria-label="Category">
      <Stack gap="md">
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <SubmitButton busy={busy} label="Save Category" busyLabel="Saving..." />
      </Stack>
    </form>
  );
}
