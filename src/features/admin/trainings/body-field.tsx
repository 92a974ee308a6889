// The 正文 field of the console's editors: the article's HTML, sanitized by the server on save.
import { TextAreaField } from '../../../theme/components/login-forms/form-fields';

export interface BodyFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

export function BodyField({ label, name, value, onChange, error }: BodyFieldProps) {
  return (
    <TextAreaField label={label} name={name} value={value} onValueChange={onChange} error={error} />
  );
}
