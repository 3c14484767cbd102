// The kinds of value a setting takes, each read from its environment text the same way wherever it is used.
import { z } from '../../../common/zod';

/** `VAR=` in an env file means unset, so an empty variable falls back to the setting's default. */
export const emptyIsUnset = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

export const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

export const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

export const httpUrl = () => z.url({ protocol: /^https?$/ });

/** An optional text of a given form, its message saying the form expected. */
export const optionalMatching = (pattern: RegExp, message: string) =>
  emptyIsUnset(z.string().regex(pattern, message).optional());

/** A whole number within bounds, written in decimal in the environment. */
export const wholeNumber = (min: number, max?: number) => {
  const atLeast = z.coerce.number().int().min(min);
  return max === undefined ? atLeast : atLeast.max(max);
};

/** A comma-separated list, each item trimmed, empty items dropped. */
export const commaList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
