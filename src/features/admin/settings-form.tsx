import { type AdminSettings, SettingsInput } from '@contracts/admin/content';
import { ActionIcon, Button, Fieldset, Group, Paper, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { settingsAdminMutations, settingsAdminQueries } from '@/api/admin-site';
import { SubmitButton } from '@/components/submit-button';
import { notify } from '@/lib/notify';
import { providerUrl } from '@/lib/urls';
import { useSiteForm } from '@/lib/use-site-form';
import { ImageField } from './image-field';
import { PageHeader } from './page-header';
import { Section } from './section';
import { Skeleton } from '@mantine/core';

type TextKey = Exclude<keyof AdminSettings, 'images' | 'updated_at'>;
type SettingsValues = Record<TextKey, string> & { images: { image_url: string; link: string }[] };

const FIELDS: { key: TextKey; label: string; long?: boolean; type?: string }[] = [
  { key: 'email1', label: 'Email (new leads are mailed here)', type: 'email' },
  { key: 'email2', label: 'Second email', type: 'email' },
  { key: 'phone1', label: 'Office phone', type: 'tel' },
  { key: 'phone2', label: 'Second phone', type: 'tel' },
  { key: 'whatsapp_number', label: 'WhatsApp number', type: 'tel' },
  { key: 'office_time', label: 'Office hours' },
  { key: 'address', label: 'Address', long: true },
  { key: 'header_logo_url', label: 'Header logo URL' },
  { key: 'footer_logo', label: 'Footer logo' },
  { key: 'footer_logo_url', label: 'Footer logo link' },
  { key: 'footer_description', label: 'Footer description', long: true },
  { key: 'copyright_text', label: 'Copyright text' },
  { key: 'map_embed_url', label: 'Map embed URL', long: true },
];

export function SettingsPage() {
  return (
    <>
      <PageHeader title="Site Settings" subtitle="Contact details, footer and sister concerns: the site shows a change on its next request." />
      <Section fallback={<Skeleton height={640} radius="md" role="status" aria-label="Loading settings" />} errorMessage="Failed to load the settings.">
        <SettingsForm />
      </Section>
    </>
  );
}

const valuesOf = (settings: AdminSettings): SettingsValues => ({
  ...(Object.fromEntries(FIELDS.map(({ key }) => [key, settings[key] ?? ''])) as Record<TextKey, string>),
  images: settings.images.map((image) => ({ ...image })),
});

function SettingsForm() {
  const { data: settings } = useSuspenseQuery(settingsAdminQueries.detail());
  const update = useMutation(settingsAdminMutations.update());
  const queryClient = useQueryClient();
  const { form, formProps, busy, showFailure } = useSiteForm<SettingsValues>({
    schema: SettingsInput,
    initialValues: valuesOf(settings),
    busy: update.isPending,
  });
  const save = (values: SettingsValues) =>
    update.mutate(values, {
      onSuccess: (reply) => {
        queryClient.setQueryData(settingsAdminQueries.detail().queryKey, reply.data);
        form.setValues(valuesOf(reply.data));
        form.resetDirty();
        notify.success('Settings saved.');
      },
      onError: (error) => notify.error(showFailure(error, 'The settings could not be saved.') ?? 'Please check the highlighted fields.'),
    });

  return (
    <form {...formProps(save)} aria-label="Site settings">
      <Stack gap="lg" maw={900}>
        <Paper withBorder p="lg" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {FIELDS.map(({ key, label, long, type }) =>
              long ? (
                <Textarea key={key} label={label} rows={3} {...form.getInputProps(key)} />
              ) : (
                <TextInput key={key} label={label} type={type} {...form.getInputProps(key)} />
              ),
            )}
          </SimpleGrid>
        </Paper>
        <Fieldset legend="Sister concerns" radius="md">
          <Stack gap="lg">
            <Text fz="sm" c="dimmed">
              The footer shows each with its image, linking to its site. An entry needs both.
            </Text>
            {form.getValues().images.map((image, index) => (
              <Paper key={form.key(`images.${index}`)} withBorder p="md" radius="md">
                <Group align="flex-start" wrap="nowrap" gap="sm">
                  <Stack gap="sm" style={{ flex: 1 }}>
                    <ImageField
                      label={`Sister concern ${index + 1} image`}
                      purpose="settings"
                      value={image.image_url}
                      onChange={(path) => form.setFieldValue(`images.${index}.image_url`, path ?? '')}
                      preview={providerUrl}
                      error={form.errors[`images.${index}.image_url`]}
                    />
                    <TextInput label={`Sister concern ${index + 1} link`} type="url" {...form.getInputProps(`images.${index}.link`)} />
                  </Stack>
                  <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remove sister concern ${index + 1}`} onClick={() => form.removeListItem('images', index)}>
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
            <Group>
              <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => form.insertListItem('images', { image_url: '', link: '' })}>
                Add Sister Concern
              </Button>
            </Group>
          </Stack>
        </Fieldset>
        <Group>
          <SubmitButton busy={busy} label="Save Settings" busyLabel="Saving..." />
        </Group>
      </Stack>
    </form>
  );
}
