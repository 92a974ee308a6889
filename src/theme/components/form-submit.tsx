// The end of a sign-in or account form: the server's refusal of the last submit, then the form's
// one large submit button, busy and saying so while the form is sent.
import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { Refusal } from '../../lib/forms/refusal';
import { FormRefusal } from './form-refusal';

export interface FormSubmitProps {
  refusal: Refusal | null;
  busy: boolean;
  /** What the button says while busy: 正在修改…. */
  busyText: string;
  children: ReactNode;
}

export function FormSubmit({ refusal, busy, busyText, children }: FormSubmitProps) {
  return (
    <>
      <FormRefusal refusal={refusal} />
      <Button
        type="submit"
        colorPalette="brand"
        size="lg"
        minH="12"
        loading={busy}
        loadingText={busyText}
      >
        {children}
      </Button>
    </>
  );
}
