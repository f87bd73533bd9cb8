import { Input } from '@mantine/core';
import { Link as LinkExtension } from '@tiptap/extension-link';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useId } from 'react';

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
            <RichTextEditor.Link />
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
