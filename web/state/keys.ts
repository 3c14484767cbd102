// Keys of what the browser keeps for a guest (spec: client-stored data).
export const STORAGE_KEYS = {
  historyEnabled: 'guestHistoryEnabled',
  safeSearch: 'safeSearchEnabled',
  languageFilter: 'languageFilter',
  consent: 'adConsent',
} as const;
