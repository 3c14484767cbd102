// What a sub-ID may be, without zod: the browser's first load reads it to keep `?sub=` beside the referral cookie.

/** Up to 64 safe characters: letters, digits, `-`, `_`, `.`; anything else is ignored (the referral still counts). */
export const SUB_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
export const SUB_ID_MAX_LENGTH = 64;
/** The cookie beside pa_ref: set or cleared with it, for as long. */
export const SUB_ID_COOKIE = 'pa_sub';
/** Distinct sub-IDs a partner gets counted as themselves per Paris day; later ones add up in « autres ». */
export const SUB_IDS_PER_DAY = 5;

/** The sub-ID when it is a valid one, else null. */
export function validSubId(value: unknown): string | null {
  return typeof value === 'string' && SUB_ID_PATTERN.test(value) ? value : null;
}
