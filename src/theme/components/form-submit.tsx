// The end of a form: the server's refusal of the last submit, then its submit button, busy and
// saying so while the form is sent. FormSubmit is the one large button of a sign-in or account
// form; FormButtons puts 取消 beside the submit, for a form that edits something in place.
import { Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Refusal } from '../../lib/forms/refusal';
import type { FormState } from '../../lib/forms/use-form';
import { FormRefusal } from './form-refusal';

interface SubmitProps {
  refusal: Refusal | null;
  busy: boolean;
  /** What the button says while busy: 正在修改…. */
  busyText: string;
}

const LARGE = { size: 'lg', minH: '12' } as const;
const REGULAR = { minH: '11' } as const;

export function FormSubmit({
  refusal,
  busy,
  busyText,
  children,
}: SubmitProps & { children: ReactNode }) {
  return (
    <>
      <FormRefusal refusal={refusal} />
      <Button type="submit" colorPalette="brand" {...LARGE} loading={busy} loadingText={busyText}>
        {children}
      </Button>
    </>
  );
}

export interface FormButtonsProps {
  form: Pick<FormState<string>, 'refusal' | 'submitting'>;
  busyText: string;
  submitText: string;
  cancelText: string;
  /** No 取消 without it. */
  onCancel?: () => void;
  /** The large buttons of a form that fills a page (the club's). */
  large?: boolean;
}

export function FormButtons(props: FormButtonsProps) {
  const { form, busyText, submitText, cancelText, onCancel, large } = props;
  const size = large ? LARGE : REGULAR;
  return (
    <>
      <FormRefusal refusal={form.refusal} />
      <Stack direction="row" gap="3" flexWrap="wrap">
        <Button
          type="submit"
          colorPalette="brand"
          {...size}
          loading={form.submitting}
          loadingText={busyText}
        >
          {submitText}
        </Button>
        {onCancel && (
          <Button type="button" variant="outline" {...size} onClick={onCancel}>
            {cancelText}
          </Button>
        )}
      </Stack>
    </>
  );
}
