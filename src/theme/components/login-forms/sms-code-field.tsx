// The check-code input with its 获取验证码 button. The button first checks the phone (through
// `onRequest`), then counts down 60 s before it can send again, as the server allows one code
// per phone per minute.
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useCountdown } from '../../../lib/auth/use-countdown';
import { TextField } from './form-fields';
import { LOGIN_TEXT } from './login-messages';

export interface SmsCodeFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  /** Checks the phone and asks for a code; resolves with the seconds to wait before another. */
  onRequest: () => Promise<number>;
}

export function SmsCodeField({ value, onValueChange, error, onRequest }: SmsCodeFieldProps) {
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);

  const request = async () => {
    setSending(true);
    try {
      const wait = await onRequest();
      if (wait > 0) start(wait);
    } finally {
      setSending(false);
    }
  };

  return (
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
  );
}
