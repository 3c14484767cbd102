// The IBAN keys of the configuration: the current key, carrying the previous one during a rotation. A leaf
// module, so the configuration can build the keyring without depending on the partners domain.

const PREVIOUS = Symbol('previous IBAN key');

/** The current key, carrying the previous one (IBAN_ENCRYPTION_KEY_PREVIOUS) while a rotation is under way. */
export type IbanKeyring = Buffer & { readonly [PREVIOUS]?: Buffer };

/** A keyring usable wherever a key is: encryption uses the current key, decryption either key. */
export function ibanKeyring(current: Buffer, previous?: Buffer): IbanKeyring {
  const ring = Buffer.from(current) as IbanKeyring;
  if (previous && !previous.equals(current))
    Object.defineProperty(ring, PREVIOUS, { value: Buffer.from(previous), enumerable: false });
  return ring;
}

/** The keys a text may be read with: the current one, then the previous one if any. */
export function keysOf(key: Buffer): Buffer[] {
  const previous = (key as IbanKeyring)[PREVIOUS];
  return previous ? [key, previous] : [key];
}
