// The 正文 field of the trainings and pages editors: the console's rich-text editor, whose
// pictures are uploaded as the staff member adds them. The server sanitizes the HTML on save.
import { uploadFile } from '../uploads/upload-file';
import { withBase } from '../../../lib/base-url';
import { RichTextEditor } from '../rich-text/rich-text-editor';

const uploadImage = async (file: File) => withBase((await uploadFile(file, 'image')).url);

export interface BodyFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

export function BodyField(props: BodyFieldProps) {
  return <RichTextEditor {...props} uploadImage={uploadImage} />;
}
