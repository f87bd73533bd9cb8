import { Button, Group, Input, Modal, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { RichTextEditor, RichTextEditorControl, useRichTextEditorContext } from '@mantine/tiptap';
import { IconLink } from '@tabler/icons-react';
import { Link as LinkExtension } from '@tiptap/extension-link';
import { useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { type FormEvent, useId, useState } from 'react';

/**
 * Adds or changes the link on the selection, in a dialog. Mantine's own link control shows
 * a tooltip, whose code would grow the public pages' popovers (see vite.config.ts).
 */
function LinkControl() {
  const { editor } = useRichTextEditorContext();
  const [opened, { open, close }] = useDisclosure(false);
  const [href, setHref] = useState('');
  const start = () => {
    setHref((editor?.getAttributes('link').href as string | undefined) ?? '');
    open();
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const chain = editor?.chain().focus().extendMarkRange('link');
    if (href.trim()) chain?.setLink({ href: href.trim() }).run();
    else chain?.unsetLink().run();
    close();
  };
  return (
    <>
      <RichTextEditorControl onClick={start} aria-label="Link" title="Link" active={editor?.isActive('link')}>
        <IconLink size={16} stroke={1.5} aria-hidden />
      </RichTextEditorControl>
      <Modal opened={opened} onClose={close} title="Link" centered>
        <form onSubmit={save} aria-label="Link">
          <Stack gap="md">
            <TextInput label="Address" type="url" placeholder="https://" value={href} onChange={(event) => setHref(event.currentTarget.value)} data-autofocus />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit">Save Link</Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

interface RichTextFieldProps {
  label: string;
  /** The HTML the field starts with (the record's). */
  initialValue: string;
  onChange: (html: string) => void;
  error?: React.ReactNode;
}

/**
 * A post's or job's HTML, edited as text with headings, lists, quotes and links. The
 * provider sanitises what is saved with the pages' allow-list, so the editor offers only
 * what survives it.
 */
export function RichTextField({ label, initialValue, onChange, error }: RichTextFieldProps) {
  const id = useId();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), LinkExtension.configure({ openOnClick: false })],
    content: initialValue,
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
    editorProps: { attributes: { 'aria-labelledby': `${id}-label`, role: 'textbox', 'aria-multiline': 'true', class: 'admin-editor-content' } },
  });
  return (
    <Input.Wrapper label={label} error={error} labelProps={{ id: `${id}-label` }} required>
      <RichTextEditor editor={editor} mt={4} style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}>
        <RichTextEditor.Toolbar sticky stickyOffset={60}>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Strikethrough />
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Blockquote />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <LinkControl />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
