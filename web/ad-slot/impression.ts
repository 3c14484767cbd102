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
  /** Seen for the full second while the network had not filled it yet: counts if the fill comes by the check. */
  let seenBeforeFill = false;
  let counted = false;
  let unfilled = false;
  const count = () => {
    counted = true;
    onImpression();
  };
  const unfilledTimer = setTimer(() => {
    if (isFilled()) {
      if (seenBeforeFill && !counted) count();
      return;
    }
    unfilled = true;
    if (visibleTimer !== null) clearTimer(visibleTimer);
    onUnfilled();
  }, AD_SLOT.unfilledCheckMs);

  return {
    /** The share of the slot on screen, as an IntersectionObserver reports it. */
    visibility(ratio: number) {
      if (counted || unfilled) return;
      if (ratio >= AD_SLOT.visibleRatio) {
        if (visibleTimer !== null || seenBeforeFill) return;
        visibleTimer = setTimer(() => {
          visibleTimer = null;
          if (counted || unfilled) return;
          if (isFilled()) count();
          else seenBeforeFill = true;
        }, AD_SLOT.visibleMs);
      } else {
        // Out of view before the second was up (or before the fill): the next view starts again from zero.
        seenBeforeFill = false;
        if (visibleTimer !== null) clearTimer(visibleTimer);
        visibleTimer = null;
      }
    },
    stop() {
      clearTimer(unfilledTimer);
      if (visibleTimer !== null) clearTimer(visibleTimer);
    },
  };
}
