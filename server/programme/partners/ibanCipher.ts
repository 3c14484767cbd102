// IBANs at rest: AES-256-GCM with a random IV each time. The stored text is `k<key id>.iv.tag.ciphertext`
// (base64url parts; the key id is the first 8 hex digits of the key's SHA-256), so a key can be rotated:
// during a rotation the previous key still reads what it sealed. Texts from before key ids (iv.tag.ciphertext)
// are read with the current key, then the previous one.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { PARTNER_MESSAGES } from '../../../common/messages';
import { AppError } from '../../platform/http/errors';
import { keysOf, type IbanKeyring } from '../../platform/ibanKeyring';

export { ibanKeyring, type IbanKeyring } from '../../platform/ibanKeyring';

/** The key's id written before each text it seals: 8 hex digits of its SHA-256 (not a secret). */
export function ibanKeyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

/** The key id a stored text names, or null for a text sealed before key ids. */
export function sealedKeyId(stored: string): string | null {
  const first = stored.split('.', 1)[0]!;
  return stored.split('.').length === 4 && /^k[0-9a-f]{8}$/.test(first) ? first.slice(1) : null;
}

/**
 * An IBAN that none of the configured keys opens (another or a lost key, or an altered text): 409 with a
 * French message, never a 500. `keyId` names the key that sealed it, when the text says.
 */
export class IbanUnreadableError extends AppError {
  constructor(
    readonly keyId: string | null,
    cause?: unknown,
  ) {
    super(409, PARTNER_MESSAGES.ibanUnreadable, 'iban_unreadable', undefined, cause);
  }
}

export function encryptIban(key: Buffer, iban: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(iban, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString('base64url'));
  return [`k${ibanKeyId(key)}`, ...parts].join('.');
}

/** Throws an IbanUnreadableError when no configured key made the text, or it was altered. */
export function decryptIban(key: Buffer, stored: string): string {
  const keys = keysOf(key);
  const keyId = sealedKeyId(stored);
  const body = keyId === null ? stored : stored.slice(stored.indexOf('.') + 1);
  const candidates = keyId === null ? keys : keys.filter((k) => ibanKeyId(k) === keyId);
  let failure: unknown = new Error(`aucune clé configurée n’a l’identifiant ${keyId}`);
  for (const candidate of candidates) {
    try {
      return openWith(candidate, body);
    } catch (error) {
      failure = error;
    }
  }
  throw new IbanUnreadableError(keyId, failure);
}

function openWith(key: Buffer, body: string): string {
  const [iv, tag, ciphertext] = body.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !ciphertext) throw new Error('IBAN chiffré illisible');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
}

/** The text sealed again with `key` (what `npm run iban:rotate` does to each row); unchanged when it already is. */
export function resealIban(keys: IbanKeyring, stored: string): string {
  if (sealedKeyId(stored) === ibanKeyId(keys)) return stored;
  return encryptIban(keys, decryptIban(keys, stored));
}
