// People never read zod's jargon ("chaîne de caractères attendu, indéfini reçu").
import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES } from '../../../common/messages';
import { z } from '../../../common/zod';

const form = z.object({ name: z.string(), age: z.number() });
const messagesOf = (value: unknown) => form.safeParse(value).error?.issues.map((i) => i.message);

describe('validation messages', () => {
  it('a missing field is « Champ obligatoire »', () => {
    expect(messagesOf({})).toEqual([FIELD_MESSAGES.required, FIELD_MESSAGES.required]);
  });

  it('a value of another type is « Valeur invalide »', () => {
    expect(messagesOf({ name: 3, age: 'trois' })).toEqual([
      FIELD_MESSAGES.invalidValue,
      FIELD_MESSAGES.invalidValue,
    ]);
  });

  it('other checks keep the French locale or their own message', () => {
    expect(z.string().min(3).safeParse('ab').error?.issues[0]?.message).toMatch(/^Trop petit/);
    expect(z.string().min(3, 'Trois lettres au moins').safeParse('ab').error?.issues[0]?.message).toBe(
      'Trois lettres au moins',
    );
  });
});
