import { maskPhone } from '../domain/clubs-and-people/mask-phone';

/** A delivery's recipient as the log and the console show it: 138****0001, w***@example.org. */
export function maskAddress(channel: 'sms' | 'email', address: string | null): string {
  if (address === null) return '—';
  if (channel === 'sms') return maskPhone(address);
  const at = address.lastIndexOf('@');
  return at < 1 ? '***' : `${address[0]}***${address.slice(at)}`;
}
