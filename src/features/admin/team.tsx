import { TeamMemberInput, TeamSectionInput } from '@contracts/admin/content';
import { Avatar, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { teamMemberMutations, teamQueries, teamSectionMutations } from '@/api/admin-team';
import { SubmitButton } from '@/components/submit-button';
import { notify } from '@/lib/notify';
import { teamImageUrl } from '@/lib/urls';
import { useSiteForm } from '@/lib/use-site-form';
import { TrashButton } from './trash-button';
import { ImageField } from './image-field';
import { PageHeader } from './page-header';
import { RecordModal } from './record-modal';
import { Section, TableSkeleton } from './section';

type Member = { id: number; section_id: number; name: string; designation: string | null; image: string | null; sort_order: number };
type TeamSection = { id: number; name: string; sort_order: number; members: Member[] };

/** /about/our-team: its sections, in order, and the people in each with their photos. */
export function TeamPage() {
  return (
    <>
      <PageHeader
        title="Team"
        subtitle="The sections of /about/our-team and the people in them."
        actions={<RecordModal label="Add Section" title="Add a team section">{(close) => <SectionForm section={null} onSaved={close} />}</RecordModal>}
      />
      <Section fallback={<TableSkeleton label="Loading the team" rows={6} />} errorMessage="Failed to load the team.">
        <TeamSections />
      </Section>
    </>
  );
}

function useTeamChanged() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: teamQueries.all() });
}

function TeamSections() {
  const { data: sections } = useSuspenseQuery(teamQueries.list());
  const removeSection = useMutation(teamSectionMutations.remove());
  const removeMember = useMutation(teamMemberMutations.remove());
  const changed = useTeamChanged();
  if (sections.length === 0) return <Text role="status" c="dimmed" ta="center" py="xl">No sections yet. Add one, then its people.</Text>;
  return (
    <Stack gap="lg">
      {sections.map((section) => (
        <Paper key={section.id} withBorder p="lg" radius="md" component="section" aria-labelledby={`team-section-${section.id}`}>
          <Group justify="space-between" mb="md" gap="xs">
            <Title order={2} fz="lg" id={`team-section-${section.id}`}>
              {section.name}
            </Title>
            <Group gap="xs">
              <RecordModal label="Add Member" size="compact-sm" title={`Add someone to ${section.name}`}>
                {(close) => <MemberForm member={null} sectionId={section.id} onSaved={close} />}
              </RecordModal>
              <RecordModal label="Rename" aria-label={`Rename ${section.name}`} variant="light" size="compact-sm" title="Rename the section">
                {(close) => <SectionForm section={section} onSaved={close} />}
              </RecordModal>
              <TrashButton
                noun="section"
                name={`section ${section.name}`}
                message="The section and its people leave /about/our-team now; you can restore it from the trash for 30 days."
                remove={removeSection}
                id={section.id}
                onTrashed={changed}
              />
            </Group>
          </Group>
          {section.members.length === 0 ? (
            <Text c="dimmed" fz="sm">
              Nobody in this section yet.
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
              {section.members.map((member) => (
                <Paper key={member.id} withBorder p="sm" radius="md">
                  <Group wrap="nowrap" gap="sm" align="flex-start">
                    <Avatar src={teamImageUrl(member.image)} alt="" radius="xl" size="lg" name={member.name} color="initials" />
                    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                      <Text fw={600} fz="sm">
                        {member.name}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {member.designation}
                      </Text>
                      <Group gap={4} mt={4}>
                        <RecordModal label="Edit" aria-label={`Edit ${member.name}`} variant="light" size="compact-xs" title="Edit the team member">
                          {(close) => <MemberForm member={member} sectionId={section.id} onSaved={close} />}
                        </RecordModal>
                        <TrashButton
                          size="compact-xs"
                          noun="team member"
                          name={member.name}
                          message={`${member.name} leaves /about/our-team now; you can restore them from the trash for 30 days.`}
                          remove={removeMember}
                          id={member.id}
                          onTrashed={changed}
                        />
                      </Group>
                    </Stack>
                  </Group>
                </Paper>
              ))}
            </SimpleGrid>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

function SectionForm({ section, onSaved }: { section: TeamSection | null; onSaved: () => void }) {
  const create = useMutation(teamSectionMutations.create());
  const update = useMutation(teamSectionMutations.update());
  const changed = useTeamChanged();
  const { form, formProps, busy, showFailure } = useSiteForm<{ name: string; sort_order: number }>({
    schema: TeamSectionInput,
    initialValues: { name: section?.name ?? '', sort_order: section?.sort_order ?? 0 },
    busy: create.isPending || update.isPending,
  });
  const handlers = {
    onSuccess: () => (notify.success('Section saved.'), changed(), onSaved()),
    onError: (error: Error) => notify.error(showFailure(error, 'The section could not be saved.') ?? 'Please check the highlighted fields.'),
  };
  const save = (values: { name: string; sort_order: number }) => (section ? update.mutate({ id: section.id, body: values }, handlers) : create.mutate(values, handlers));
  return (
    <form {...formProps(save)} aria-label="Team section">
      <Stack gap="md">
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <NumberInput label="Order" size="md" allowDecimal={false} {...form.getInputProps('sort_order')} />
        <SubmitButton busy={busy} label="Save Section" busyLabel="Saving..." />
      </Stack>
    </form>
  );
}

type MemberValues = { section_id: number; name: string; designation: string; image: string | null; sort_order: number };

function MemberForm({ member, sectionId, onSaved }: { member: Member | null; sectionId: number; onSaved: () => void }) {
  const create = useMutation(teamMemberMutations.create());
  const update = useMutation(teamMemberMutations.update());
  const changed = useTeamChanged();
  const { form, formProps, busy, showFailure } = useSiteForm<MemberValues>({
    schema: TeamMemberInput,
    initialValues: { section_id: sectionId, name: member?.name ?? '', designation: member?.designation ?? '', image: member?.image ?? null, sort_order: member?.sort_order ?? 0 },
    busy: create.isPending || update.isPending,
  });
  const handlers = {
    onSuccess: () => (notify.success('Team member saved.'), changed(), onSaved()),
    onError: (error: Error) => notify.error(showFailure(error, 'The team member could not be saved.') ?? 'Please check the highlighted fields.'),
  };
  const save = (values: MemberValues) => (member ? update.mutate({ id: member.id, body: values }, handlers) : create.mutate(values, handlers));
  return (
    <form {...formProps(save)} aria-label="Team member">
      <Stack gap="md">
        <TextInput label="Name" required {...form.getInputProps('name')} />
        <TextInput label="Designation" {...form.getInputProps('designation')} />
        <NumberInput label="Order" size="md" allowDecimal={false} {...form.getInputProps('sort_order')} />
        <ImageField label="Photo" purpose="team" value={form.getValues().image} onChange={(path) => form.setFieldValue('image', path)} preview={teamImageUrl} error={form.errors.image} />
        <SubmitButton busy={busy} label="Save Member" busyLabel="Saving..." />
      </Stack>
    </form>
  );
}
