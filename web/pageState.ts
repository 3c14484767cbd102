// The state a server-drawn page hands to the browser: the queries it drew with (client config, results…).
import type { DehydratedState } from '@tanstack/react-query';
import { PAGE_STATE_ID } from '../common/routes';

export type PageState = { queries: DehydratedState };

/** JSON safe inside a script element: no `</script>` nor `<!--` can close or confuse it. */
export function pageStateJson(state: PageState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

export function readPageState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}
