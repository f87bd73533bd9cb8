import { IMAGE_MAX_BYTES, IMAGE_TYPES, NOT_AN_IMAGE } from '@contracts/admin/upload-image';
import { Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { settingsAdminMutations } from '@/api/admin-site';
import { errorMessage } from '@/api/client';
import { notify } from '@/lib/notify';

interface ImageFieldProps {
  label: string;
  /** The stored path (as the record keeps it), or null for none. */
  value: string | null | undefined;
  onChange: (path: string | null) => void;
  /** Where the image goes: the provider stores each kind where the public pages read it. */
  purpose: 'post' | 'project' | 'team' | 'settings';
  /** How the public site reads a stored path, to preview it. */
  preview: (path: string) => string | null;
  error?: React.ReactNode;
}

/** An image uploaded at once on drop (checked by the provider like the public uploads), its path kept in the form. */
export function ImageField({ label, value, onChange, purpose, preview, error }: ImageFieldProps) {
  const upload = useMutation(settingsAdminMutations.uploadImage());
  const [uploadedUrl, setUploadedUrl] = useState<{ path: string; url: string } | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const id = useId();
  const src = value ? (uploadedUrl?.path === value ? uploadedUrl.url : preview(value)) : null;

  const send = (file: File) => {
    setRefused(null);
    upload.mutate(
      { file, purpose },
      {
        onSuccess: (stored) => {
          setUploadedUrl(stored);
          onChange(stored.path);
          notify.success('Image uploaded.');
        },
        onError: (failure) => setRefused(errorMessage(failure, 'The image could not be uploaded.')),
      },
    );
  };

  return (
    <Input.Wrapper label={label} error={refused ?? error} id={id}>
      <Stack gap="xs" mt={4}>
        {src && (
          <Group gap="sm" align="flex-end">
            <Image src={src} alt={`${label}: current image`} h={96} w="auto" fit="contain" radius="sm" />
            <Button variant="subtle" color="red" size="compact-sm" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => onChange(null)}>
              Remove Image
            </Button>
          </Group>
        )}
        <Dropzone
          onDrop={(files) => files[0] && send(files[0])}
          onReject={(rejections) => {
            const tooBig = rejections[0]?.errors.some((problem) => problem.code === 'file-too-large');
            setRefused(tooBig ? 'The file must not be greater than 5 MB.' : NOT_AN_IMAGE);
          }}
          maxSize={IMAGE_MAX_BYTES}
          accept={[...IMAGE_TYPES]}
          multiple={false}
          className="admin-dropzone"
          loading={upload.isPending}
          inputProps={{ 'aria-label': `${label}: upload an image` }}
        >
          <Group justify="center" gap="sm" mih={72} style={{ pointerEvents: 'none' }}>
            <Dropzone.Idle>
              <IconPhoto size={28} stroke={1.5} aria-hidden />
            </Dropzone.Idle>
            <Dropzone.Accept>
              <IconUpload size={28} stroke={1.5} aria-hidden />
            </Dropzone.Accept>
            <Text fz="sm">Drag an image here or click to choose (PNG, JPG, WebP or GIF, up to 5 MB)</Text>
          </Group>
        </Dropzone>
      </Stack>
    </Input.Wrapper>
  );
}
