// The frame of every 站点设置 form: its fields, the server's refusal under them, and 保存 (with
// 取消 when the form edits one item of a list). The fields' rules are the contract's, checked by
// useForm on the body that will be sent.
import { Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import type { FormState } from '../../../lib/forms/use-form';
import { FormButtons } from '../../../theme/components/form-submit';
import { SITE_MESSAGES as M } from './site-messages';

export interface SiteFormProps<K extends string> {
  form: FormState<K>;
  /** Sends the form's (checked, trimmed) values; a refusal it throws shows under the fields. */
  onSubmit: (values: Record<K, string>) => Promise<void>;
  onCancel?: () => void;
  /** Names the form for assistive technology: 基本信息. */
  label: string;
  children: ReactNode;
}

export function SiteForm<K extends string>(props: SiteFormProps<K>) {
  const { form, onSubmit, onCancel, label, children } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(onSubmit);
  };
  return (
    <Stack asChild gap="4" maxW="2xl">
      <form onSubmit={submit} noValidate aria-label={label}>
        {children}
        <FormButtons
          form={form}
          busyText={M.saving}
          submitText={M.save}
          cancelText={M.cancel}
          onCancel={onCancel}
        />
      </form>
    </Stack>
  );
}
