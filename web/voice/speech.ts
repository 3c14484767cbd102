// The small part of the Web Speech API we use, typed here because TypeScript's DOM library lacks it.

export type SpeechRecognitionAlternative = { readonly transcript: string; readonly confidence: number };

export type SpeechRecognitionResult = {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: SpeechRecognitionAlternative | undefined;
};

export type SpeechRecognitionResultEvent = {
  readonly resultIndex: number;
  readonly results: {
    readonly length: number;
    readonly [index: number]: SpeechRecognitionResult | undefined;
  };
};

export type SpeechRecognitionErrorEvent = { readonly error: string; readonly message?: string };

export interface SpeechRecognition {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  continuous: boolean;
  onstart: (() => void) | null;
  onresult: ((event: SpeechRecognitionResultEvent) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognition;

type SpeechWindow = {
  SpeechRecognition?: SpeechRecognitionConstructor;
  webkitSpeechRecognition?: SpeechRecognitionConstructor;
};

/** The browser's recognition class (standard name first, then Chrome's and Safari's prefixed one), if any. */
export function speechRecognitionOf(win: Window): SpeechRecognitionConstructor | undefined {
  const speech = win as Window & SpeechWindow;
  return speech.SpeechRecognition ?? speech.webkitSpeechRecognition;
}

/** The final transcript of a result event: its final results' best alternatives, joined. */
export function finalTranscriptOf(event: SpeechRecognitionResultEvent): string {
  let text = '';
  for (let i = event.resultIndex; i < event.results.length; i++) {
    const result = event.results[i];
    if (result?.isFinal) text += result[0]?.transcript ?? '';
  }
  return text.trim();
}

/** Firefox, by its user agent (Firefox on iOS says FxiOS). */
export const isFirefox = (userAgent: string) => /\b(Firefox|FxiOS)\//.test(userAgent);
