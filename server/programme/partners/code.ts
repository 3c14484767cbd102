// Partner codes: readable (letters of the name and 4 characters), unique, safe in a URL.
import { randomInt } from 'node:crypto';
import { foldText } from '../../../common/text';

// No 0/O or 1/I: a code is read aloud and typed from paper.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function partnerCodeFor(name: string): string {
  const letters =
    foldText(name)
      .toUpperCase()
      .replace(/[^A-Z]/g, '')
      .slice(0, 6) || 'PART';
  let suffix = '';
  for (let i = 0; i < 4; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `${letters}${suffix}`;
}
