/** Public answers show a phone as 138****0001: enough to recognise, not enough to call. */
export const maskPhone = (phone: string): string =>
  phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '****';
