// The rich-text editor itself (loaded by rich-text-editor.tsx): Tiptap's starter kit (headings,
// lists, bold, italic, quote, links, undo), tables and images, with a toolbar of Chinese buttons.
// The editable area is a labelled multi-line textbox, so the field is found by its label.
import { Box, Field } from '@chakra-ui/react';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId } from 'react';
import type { RichTextEditorProps } from './rich-text-editor-props';
import { RichTextToolbar } from './rich-text-toolbar';

const EXTENSIONS = [
  // Headings as the page shows them: the page owns its one h1 (sanitize-html.ts).
  StarterKit.configure({
    heading: { levels: [2, 3] },
    link: { openOnClick: false, autolink: true, protocols: ['http', 'https'] },
  }),
  TableKit.configure({ table: { resizable: false } }),
  Image,
];

export default function TiptapEditor({
  label,
  value,
  onChange,
  uploadImage,
  error,
  required,
}: RichTextEditorProps) {
  const labelId = useId();
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class: 'rich-text-area',
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });

  // A value set from outside (the saved item arriving) replaces the text; the editor's own
  // changes come back equal and are left alone.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label id={labelId}>
        {label}
        <Field.RequiredIndicator aria-hidden="true" />
      </Field.Label>
      <Box
        w="full"
        borderWidth="1px"
        borderColor={error ? 'red.600' : 'border'}
        borderRadius="l2"
        bg="bg"
        _focusWithin={{ outline: '2px solid', outlineColor: 'brand.solid' }}
      >
        {editor ? <RichTextToolbar editor={editor} uploadImage={uploadImage} /> : null}
        <Box
          px="3"
          py="2"
          minH="14rem"
          maxH="70vh"
          overflowY="auto"
          css={{
            '& .rich-text-area': { minHeight: '13rem', outline: 'none', overflowWrap: 'anywhere' },
            '& .rich-text-area > * + *': { marginTop: '0.6em' },
            '& h2': { fontSize: 'xl', fontWeight: 'bold' },
            '& h3': { fontSize: 'lg', fontWeight: 'semibold' },
            '& ul': { paddingInlineStart: '1.5em', listStyle: 'disc' },
            '& ol': { paddingInlineStart: '1.5em', listStyle: 'decimal' },
            '& blockquote': { borderInlineStart: '3px solid', borderColor: 'border', ps: '3' },
            '& a': { color: 'brand.fg', textDecoration: 'underline' },
            '& img': { maxWidth: '100%', height: 'auto' },
            '& table': { borderCollapse: 'collapse', width: '100%', tableLayout: 'fixed' },
            '& td, & th': {
              border: '1px solid',
              borderColor: 'border',
              p: '1',
              verticalAlign: 'top',
            },
            '& .selectedCell': { bg: 'brand.subtle' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      <Field.ErrorText color="red.700">{error}</Field.ErrorText>
    </Field.Root>
  );
}
