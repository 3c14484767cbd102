// The credits the keyless sources' results carry on the page: their text is CC BY-SA, their files each have their own licence.
import type { ResultCredit } from '../../../../common/search';

export const WIKIPEDIA_CREDIT: ResultCredit = {
  name: 'Wikipédia',
  licence: 'CC BY-SA 4.0',
  url: 'https://creativecommons.org/licenses/by-sa/4.0/deed.fr',
};

/** A Commons file whose page names no licence still points to that page, where its licence is. */
export function commonsCredit(
  licence: string | undefined,
  licenceUrl: string | undefined,
  filePage: string,
): ResultCredit {
  return {
    name: 'Wikimedia Commons',
    licence: licence || 'voir la page du fichier',
    url: licenceUrl || filePage,
  };
}

/** `https://fr.wikipedia.org/wiki/Tour_Eiffel` from the API's address and a title, when the API gives no URL. */
export function articleUrl(apiUrl: string, title: string): string {
  return new URL(`/wiki/${encodeURIComponent(title.replace(/ /g, '_'))}`, apiUrl).href;
}
