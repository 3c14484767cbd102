// On a phone the card stands above the results: once they are ready, they wait for it a moment, so it never
// pushes them down.
import { useEffect, useState } from 'react';
import { KNOWLEDGE_PHONE_WAIT_MS } from '../../../common/constants';

type Waiting = { cardPending: boolean; resultsPending: boolean; search: string };

/** `hold`: the results wait; `late`: the card missed its moment for this search. */
export function usePhoneHold({ cardPending, resultsPending, search }: Waiting): {
  hold: boolean;
  late: boolean;
} {
  const [timedOutFor, setTimedOutFor] = useState<string | null>(null);
  const waiting = cardPending && !resultsPending;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setTimedOutFor(search), KNOWLEDGE_PHONE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting, search]);
  const late = timedOutFor === search;
  return { hold: cardPending && !late, late };
}
