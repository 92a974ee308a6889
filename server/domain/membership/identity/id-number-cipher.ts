// AES-256-GCM for the ID numbers at rest: a fresh 12-byte nonce per value, the 16-byte tag kept
// with it, so a changed byte or a different key fails to open rather than reading wrong digits.
// Stored as `v1:` + base64(nonce | tag | ciphertext); the prefix leaves room for a key rotation.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const PREFIX = 'v1:';

export interface IdNumberCipher {
  seal: (idNumber: string) => string;
  /** Throws when the value was sealed with another key or has been altered. */
  open: (sealed: string) => string;
}

export function createIdNumberCipher(key: Buffer): IdNumberCipher {
  if (key.length !== 32) throw new Error('ID_NUMBER_KEY must be 32 bytes');
  return {
    seal: (idNumber) => {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(idNumber, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64');
    },
    open: (sealed) => {
      if (!sealed.startsWith(PREFIX)) throw new Error('unknown ID number format');
      const bytes = Buffer.from(sealed.slice(PREFIX.length), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
      decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
      const body = bytes.subarray(NONCE_BYTES + TAG_BYTES);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}
