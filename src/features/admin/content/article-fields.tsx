// The article editor's fields: 标题, 栏目, 正文 (the rich-text editor, pictures uploaded), 摘要,
// and for news the cover picture and the source.
import { Stack, Text } from '@chakra-ui/react';
import { MAX_SUMMARY_LENGTH } from '../../../contract/admin-content';
import type { FormState } from '../../../lib/forms/use-form';
import { withBase } from '../../../lib/base-url';
import { SelectField } from '../shell/select-field';
import { TextAreaField, TextField } from '../../../theme/components/form-fields';
import { RichTextEditor } from '../rich-text/rich-text-editor';
import { ImageField } from '../site/image-field';
import { uploadFile } from '../uploads/upload-file';
import type { ArticleKind } from './article-kinds';
import type { ArticleField } from './article-form';

/** A picture in the body is uploaded first; the body holds the address it is served at. */
const uploadImage = async (file: File) => withBase((await uploadFile(file, 'image')).url);

export function ArticleFields({
  kind,
  form,
}: {
  kind: ArticleKind;
  form: FormState<ArticleField>;
}) {
  const M = kind.messages;
  const { values, errors, setValue, bind } = form;
  const text = (name: ArticleField) => ({ label: M.fields[name], name, ...bind(name) });
  return (
    <Stack gap="4">
      <TextField {...text('title')} required />
      <SelectField
        label={M.fields.category}
        name="category"
        {...bind('category')}
        placeholder={M.chooseCategory}
        options={Object.entries(kind.categories).map(([value, label]) => ({ value, label }))}
        required
      />
      {kind.kind === 'news' ? (
        <>
          <ImageField {...text('cover')} />
          <TextField {...text('source')} />
        </>
      ) : null}
      <RichTextEditor
        label={M.fields.content}
        value={values.content}
        onChange={(html) => setValue('content', html)}
        uploadImage={uploadImage}
        error={errors.content}
      />
      <Stack gap="1">
        <TextAreaField {...text('summary')} maxLength={MAX_SUMMARY_LENGTH} />
        <Text color="fg.muted" fontSize="sm">
          {M.summaryHint}
        </Text>
      </Stack>
    </Stack>
  );
}
