// What the 正文 field takes: the lazily loaded editor (rich-text-editor.tsx) and Tiptap's own
// (tiptap-editor.tsx) share it from here, so neither file imports the other's.

export interface RichTextEditorProps {
  label: string;
  /** HTML; the server sanitizes it on save. */
  value: string;
  onChange: (html: string) => void;
  uploadImage?: (file: File) => Promise<string>;
  error?: string;
  required?: boolean;
}
