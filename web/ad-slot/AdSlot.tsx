// One ad slot: the network's ad when an ad client is configured, else a house ad; both counted the same way.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Link, useLocation } from 'react-router';
import { AD_SLOT } from '../../common/constants';
import { useClientConfig } from '../config/useClientConfig';
import { trackAdFilled } from '../site-events/track';
import { loadAdsense, requestAd } from './adsense';
import { createImpressionTracker } from './impression';
import { AD_LABELS } from './labels';
import './ads.css';

type SlotList = { slots: Array<{ id: string }> };

/** The ids of the slots this visitor may see; the server puts them in the state of the pages it draws. */
export const AD_SLOTS_KEY = ['ad-slots'] as const;

/** The slots this visitor may see (narrowed to their partner's when they came with one); read by hand, no zod. */
async function allowedSlots(): Promise<string[] | null> {
  const response = await fetch('/api/ads/slots', { credentials: 'same-origin' });
  if (!response.ok) return null;
  const body = (await response.json()) as { data?: SlotList };
  return body.data?.slots.map((s) => s.id) ?? null;
}

export function AdSlot({ slot }: { slot: string }) {
  const { config } = useClientConfig();
  const allowed = useQuery({ queryKey: AD_SLOTS_KEY, queryFn: allowedSlots, staleTime: 5 * 60_000 });
  const { pathname, key } = useLocation();
  const box = useRef<HTMLDivElement>(null);
  // Collapsed for the page view whose ad stayed empty; the next navigation tries again.
  const [collapsedOn, setCollapsedOn] = useState<string | null>(null);
  const collapsed = collapsedOn === key;
  const adClient = config?.adClient ?? null;
  // A failed list call shows the slot: a missing ad costs more than an extra one.
  const shown =
    !collapsed && (allowed.data === undefined || allowed.data === null || allowed.data.includes(slot));

  useEffect(() => {
    const element = box.current;
    if (!shown || !element || config === null) return;
    const ins = element.querySelector('ins.adsbygoogle');
    if (adClient && ins) {
      loadAdsense(adClient);
      requestAd(ins);
    }
    const isFilled = () =>
      !adClient || element.querySelector('ins.adsbygoogle')?.getAttribute('data-ad-status') === 'filled';
    const tracker = createImpressionTracker({
      isFilled,
      onImpression: () => trackAdFilled(slot, pathname),
      onUnfilled: () => setCollapsedOn(key),
      setTimer: (run, ms) => window.setTimeout(run, ms),
      clearTimer: (timer) => window.clearTimeout(timer as number),
    });
    const observer = new IntersectionObserver(
      (entries) => entries.forEach((e) => tracker.visibility(e.intersectionRatio)),
      {
        threshold: [0, AD_SLOT.visibleRatio, 1],
      },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      tracker.stop();
    };
    // One impression per slot and page view: a new navigation (key) starts again.
  }, [shown, config, adClient, slot, pathname, key]);

  if (!shown) return null;
  return (
    <aside className="ad-slot" ref={box} aria-label={AD_LABELS.slot} data-slot={slot} style={slotSize}>
      <span className="ad-label">{AD_LABELS.slot}</span>
      {/* While the config loads, only the reserved box: no house ad flashing before the network's. */}
      {config === null ? null : adClient ? (
        // A fresh <ins> per page view: the network fills an <ins> only once.
        <ins
          key={key}
          className="adsbygoogle"
          style={{ display: 'block', width: '100%', height: AD_SLOT.height }}
          data-ad-client={adClient}
          data-ad-format="horizontal"
          data-full-width-responsive="false"
        />
      ) : (
        <HouseAd />
      )}
    </aside>
  );
}

/** The spec's ad format, handed to ads.css so that the numbers live in AD_SLOT only. */
const slotSize = {
  '--ad-min-width': `${AD_SLOT.minWidth}px`,
  '--ad-max-width': `${AD_SLOT.maxWidth}px`,
  '--ad-height': `${AD_SLOT.height}px`,
} as CSSProperties;

function HouseAd() {
  return (
    <Link to="/partners" className="house-ad">
      <span className="house-ad-title">{AD_LABELS.houseTitle}</span>
      <span className="house-ad-text">{AD_LABELS.houseText}</span>
      <span className="house-ad-cta">{AD_LABELS.houseAction}</span>
    </Link>
  );
}
