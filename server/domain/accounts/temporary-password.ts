// A password the server makes for a reset: ten characters from an alphabet without look-alikes
// (no 0/O, 1/l/I), so staff can read it out over the phone. It is answered once and never kept.
import { randomInt } from 'node:crypto';

const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 10;

export function makeTemporaryPassword(): string {
  let password = '';
  for (let i = 0; i < LENGTH; i += 1) password += ALPHABET[randomInt(ALPHABET.length)];
  return password;
}
