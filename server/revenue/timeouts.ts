// How long a call to Google's APIs may take before the import says so.
export const GOOGLE_API_TIMEOUT_MS = 15_000;
