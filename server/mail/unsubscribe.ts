// One-click unsubscribe tokens: the address and the kind of message, signed with the session secret, so that the
// link works without signing in and cannot be forged for another address. They never expire: an old message's
// link still works.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isOptionalKind, type OptionalKind } from '../../common/mail';

const LABEL = 'mail-unsubscribe\n';

const signature = (secret: string, payload: string) =>
  createHmac('sha256', secret)
    .update(LABEL + payload)
    .digest('base64url');

export function unsubscribeToken(secret: string, address: string, kind: OptionalKind): string {
  const payload = Buffer.from(JSON.stringify([address.toLowerCase(), kind])).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

/** The address and kind a token was made for, or null when it is not one of ours. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { address: string; kind: OptionalKind } | null {
  const [payload, signed, ...rest] = token.split('.');
  if (!payload || !signed || rest.length) return null;
  const expected = Buffer.from(signature(secret, payload));
  const given = Buffer.from(signed);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const [address, kind] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown[];
    return typeof address === 'string' && typeof kind === 'string' && isOptionalKind(kind)
      ? { address, kind }
      : null;
  } catch {
    return null;
  }
}
