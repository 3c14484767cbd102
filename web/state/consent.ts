// The visitor's ad-consent choice: personalised ads granted or refused; null until asked.
import { readLocalSetting, useLocalSetting } from './localSetting';

export const CONSENT_STORAGE_KEY = 'adConsent';

export type AdConsent = 'granted' | 'denied';

const isConsent = (v: unknown): v is AdConsent | null => v === 'granted' || v === 'denied' || v === null;

export function readAdConsent(): AdConsent | null {
  return readLocalSetting<AdConsent | null>(CONSENT_STORAGE_KEY, null, isConsent);
}

export function useAdConsent(): [AdConsent | null, (choice: AdConsent) => void] {
  return useLocalSetting<AdConsent | null>(CONSENT_STORAGE_KEY, null, isConsent);
}
