// The console's 正文 field: a rich-text editor (Tiptap) loaded on demand, so Tiptap and
// ProseMirror are a chunk of their own that only the editor pages fetch. Usage:
//
//   <RichTextEditor label="正文" value={html} onChange={setHtml} uploadImage={uploadImage} />
//
// `uploadImage` turns a chosen picture into its address (the console's upload call); without it
// the 图片 button asks for an address.
import { Field, Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor-props';
import { RICH_TEXT_MESSAGES as M } from './rich-text-messages';

const TiptapEditor = lazy(() => import('./tiptap-editor'));

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <Field.Root>
          <Field.Label>{props.label}</Field.Label>
          <Skeleton h="16rem" w="full" role="status" aria-label={M.loading} />
        </Field.Root>
      }
    >
      <TiptapEditor {...props} />
    </Suspense>
  );
}
