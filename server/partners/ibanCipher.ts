// IBANs at rest: AES-256-GCM with a random IV each time; the stored text is iv.tag.ciphertext in base64url.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export function encryptIban(key: Buffer, iban: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(iban, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString('base64url')).join('.');
}

/** Throws when the text was not made with this key or was altered. */
export function decryptIban(key: Buffer, stored: string): string {
  const [iv, tag, ciphertext] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !ciphertext) throw new Error('IBAN chiffré illisible');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}
