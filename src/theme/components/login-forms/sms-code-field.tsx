// The check-code input with its 获取验证码 button. The button first checks the phone (through
// `onRequest`), then counts down 60 s before it can send again, as the server allows one code
// per phone per minute. A refusal to send stays under it until the phone changes or another try.
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useCountdown } from '../../../lib/auth/use-countdown';
import { useSubmitRefusal } from '../../../lib/forms/use-submit-refusal';
import { FormRefusal } from '../form-refusal';
import { TextField } from '../form-fields';
import { LOGIN_TEXT } from './login-messages';

export interface SmsCodeFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  /** The phone the code goes to, as typed. */
  phone: string;
  /** Checks the phone and asks for a code; resolves with the seconds to wait before another. */
  onRequest: () => Promise<number>;
}

export function SmsCodeField(props: SmsCodeFieldProps) {
  const { value, onValueChange, error, phone, onRequest } = props;
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const refusals = useSubmitRefusal([phone]);

  const request = async () => {
    setSending(true);
    let wait = 0;
    await refusals.run(async () => {
      wait = await onRequest();
    });
    if (wait > 0) start(wait);
    setSending(false);
  };

  return (
    <>
      <TextField
        label={LOGIN_TEXT.code}
        name="code"
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={value}
        onValueChange={onValueChange}
        error={error}
        addon={
          <Button
            type="button"
            variant="outline"
            colorPalette="brand"
            size="lg"
            minH="11"
            flexShrink={0}
            minW="32"
            disabled={remaining > 0 || sending}
            onClick={() => void request()}
          >
            {sending
              ? LOGIN_TEXT.sending
              : remaining > 0
                ? LOGIN_TEXT.resendIn(remaining)
                : LOGIN_TEXT.sendCode}
          </Button>
        }
      />
      <FormRefusal refusal={refusals.refusal} />
    </>
  );
}
