// The editor's toolbar: one Chinese button per format (pressed while the cursor is in it), and a
// small address box for 链接 and, without an upload, 图片. It wraps on a phone.
import { Button, Flex, Input, Text, VisuallyHidden, Wrap } from '@chakra-ui/react';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { RICH_TEXT_MESSAGES as M } from './rich-text-messages';
import { isSafeUrl } from './safe-url';

interface ToolbarProps {
  editor: Editor;
  uploadImage?: (file: File) => Promise<string>;
}

type AddressKind = 'link' | 'image';

function ToolButton(props: {
  label: string;
  onClick: () => void;
  pressed?: boolean;
  disabled?: boolean;
}) {
  return (
    <Button
      type="button"
      size="sm"
      minH="9"
      px="2"
      variant={props.pressed ? 'subtle' : 'ghost'}
      colorPalette={props.pressed ? 'brand' : 'gray'}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      // Keeps the selection in the text while the button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={props.onClick}
    >
      {props.label}
    </Button>
  );
}

function AddressBox(props: {
  kind: AddressKind;
  label: string;
  initial: string;
  onApply: (url: string) => void;
  onCancel: () => void;
}) {
  const [url, setUrl] = useState(props.initial);
  const [wrong, setWrong] = useState(false);
  const id = useId();
  const apply = () => {
    if (url.trim() !== '' && !isSafeUrl(url, props.kind)) return setWrong(true);
    props.onApply(url.trim());
  };
  return (
    <Flex gap="2" wrap="wrap" align="center" px="2" pb="2">
      <label htmlFor={id}>
        <Text as="span" fontSize="sm">
          {props.label}
        </Text>
      </label>
      <Input
        id={id}
        size="sm"
        minH="9"
        flex="1"
        minW="10rem"
        value={url}
        autoFocus
        aria-invalid={wrong}
        aria-describedby={wrong ? `${id}-error` : undefined}
        onChange={(event) => {
          setUrl(event.target.value);
          setWrong(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            apply();
          }
          if (event.key === 'Escape') props.onCancel();
        }}
      />
      <Button type="button" size="sm" minH="9" colorPalette="brand" onClick={apply}>
        {M.apply}
      </Button>
      <Button type="button" size="sm" minH="9" variant="ghost" onClick={props.onCancel}>
        {M.cancel}
      </Button>
      {wrong ? (
        <Text id={`${id}-error`} w="full" color="red.700" fontSize="sm">
          {props.kind === 'link' ? M.badLink : M.badImage}
        </Text>
      ) : null}
    </Flex>
  );
}

export function RichTextToolbar({ editor, uploadImage }: ToolbarProps) {
  const [address, setAddress] = useState<AddressKind | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      table: e.isActive('table'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();

  const insertImage = (src: string) => chain().setImage({ src }).run();
  const chooseImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || !uploadImage) return;
    setUploading(true);
    try {
      insertImage(await uploadImage(file));
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <Wrap
        role="toolbar"
        aria-label={M.toolbar}
        gap="1"
        p="1"
        borderBottomWidth="1px"
        borderColor="border"
      >
        <ToolButton
          label={M.heading}
          pressed={state.h2}
          onClick={() => chain().toggleHeading({ level: 2 }).run()}
        />
        <ToolButton
          label={M.subheading}
          pressed={state.h3}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        />
        <ToolButton
          label={M.bold}
          pressed={state.bold}
          onClick={() => chain().toggleBold().run()}
        />
        <ToolButton
          label={M.italic}
          pressed={state.italic}
          onClick={() => chain().toggleItalic().run()}
        />
        <ToolButton
          label={M.bulletList}
          pressed={state.bullet}
          onClick={() => chain().toggleBulletList().run()}
        />
        <ToolButton
          label={M.orderedList}
          pressed={state.ordered}
          onClick={() => chain().toggleOrderedList().run()}
        />
        <ToolButton
          label={M.quote}
          pressed={state.quote}
          onClick={() => chain().toggleBlockquote().run()}
        />
        <ToolButton label={M.link} pressed={state.link} onClick={() => setAddress('link')} />
        {state.link ? (
          <ToolButton label={M.unlink} onClick={() => chain().unsetLink().run()} />
        ) : null}
        <ToolButton
          label={M.table}
          pressed={state.table}
          onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
        />
        {state.table ? (
          <>
            <ToolButton label={M.addRow} onClick={() => chain().addRowAfter().run()} />
            <ToolButton label={M.addColumn} onClick={() => chain().addColumnAfter().run()} />
            <ToolButton label={M.deleteTable} onClick={() => chain().deleteTable().run()} />
          </>
        ) : null}
        {uploadImage ? (
          <>
            <ToolButton
              label={uploading ? M.uploading : M.image}
              disabled={uploading}
              onClick={() => fileInput.current?.click()}
            />
            <VisuallyHidden>
              <input
                ref={fileInput}
                type="file"
                accept="image/*"
                tabIndex={-1}
                aria-label={M.image}
                onChange={(event) => void chooseImage(event)}
              />
            </VisuallyHidden>
          </>
        ) : null}
        <ToolButton
          label={uploadImage ? M.imageByUrl : M.image}
          onClick={() => setAddress('image')}
        />
        <ToolButton label={M.undo} disabled={!state.canUndo} onClick={() => chain().undo().run()} />
        <ToolButton label={M.redo} disabled={!state.canRedo} onClick={() => chain().redo().run()} />
      </Wrap>
      {address ? (
        <AddressBox
          key={address}
          kind={address}
          label={address === 'link' ? M.linkUrl : M.imageUrl}
          initial={address === 'link' ? state.href : ''}
          onCancel={() => {
            setAddress(null);
            editor.commands.focus();
          }}
          onApply={(url) => {
            setAddress(null);
            if (address === 'image') {
              if (url) insertImage(url);
              return;
            }
            if (url) chain().extendMarkRange('link').setLink({ href: url }).run();
            else chain().extendMarkRange('link').unsetLink().run();
          }}
        />
      ) : null}
    </>
  );
}
