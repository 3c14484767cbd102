// The ad network's script, loaded once when an ad client is configured; non-personalised without consent.
import { readAdConsent } from '../state/consent';

declare global {
  interface Window {
    adsbygoogle?: Array<Record<string, unknown>> & { requestNonPersonalizedAds?: number };
  }
}

let loaded = false;

export function loadAdsense(client: string): void {
  const queue = (window.adsbygoogle ??= []);
  // Spec (consent): no personalised ads unless the visitor accepted them.
  queue.requestNonPersonalizedAds = readAdConsent() === 'granted' ? 0 : 1;
  if (loaded) return;
  loaded = true;
  const script = document.createElement('script');
  script.async = true;
  script.crossOrigin = 'anonymous';
  script.src = `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`;
  document.head.append(script);
}

/** The <ins> already asked for: a second push (StrictMode's double effect) makes the network throw. */
const requested = new WeakSet<Element>();

/** Asks the network to fill this <ins class="adsbygoogle">, once. */
export function requestAd(ins: Element): void {
  if (requested.has(ins)) return;
  requested.add(ins);
  (window.adsbygoogle ??= []).push({});
}
