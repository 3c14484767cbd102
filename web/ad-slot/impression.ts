// When an ad counts (spec): at least 50 % visible for 1 s in a row, once per slot and page view; an unfilled
// check 2 s after the slot appears. Pure: the visibility, the timers and the "filled?" question are given.
import { AD_SLOT } from '../../common/constants';

type Timers = { setTimer: (run: () => void, ms: number) => unknown; clearTimer: (timer: unknown) => void };

export type ImpressionOptions = Timers & {
  isFilled: () => boolean;
  onImpression: () => void;
  onUnfilled: () => void;
};

export function createImpressionTracker({
  isFilled,
  onImpression,
  onUnfilled,
  setTimer,
  clearTimer,
}: ImpressionOptions) {
  let visibleTimer: unknown = null;
  let counted = false;
  let unfilled = false;
  const unfilledTimer = setTimer(() => {
    if (isFilled()) return;
    unfilled = true;
    if (visibleTimer !== null) clearTimer(visibleTimer);
    onUnfilled();
  }, AD_SLOT.unfilledCheckMs);

  return {
    /** The share of the slot on screen, as an IntersectionObserver reports it. */
    visibility(ratio: number) {
      if (counted || unfilled) return;
      if (ratio >= AD_SLOT.visibleRatio) {
        visibleTimer ??= setTimer(() => {
          visibleTimer = null;
          if (counted || unfilled || !isFilled()) return;
          counted = true;
          onImpression();
        }, AD_SLOT.visibleMs);
      } else if (visibleTimer !== null) {
        // Out of view before the second was up: the next view starts again from zero.
        clearTimer(visibleTimer);
        visibleTimer = null;
      }
    },
    stop() {
      clearTimer(unfilledTimer);
      if (visibleTimer !== null) clearTimer(visibleTimer);
    },
  };
}
