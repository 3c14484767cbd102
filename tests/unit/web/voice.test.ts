// Voice search (spec §4, §8): the pure state machine and its timers, driven with fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VOICE } from '../../../common/constants';
import { VOICE_MESSAGES } from '../../../common/messages';
import {
  IDLE,
  VoiceController,
  alertOfError,
  timersOf,
  voiceReducer,
  type VoiceEvent,
  type VoiceState,
} from '../../../web/voice/voiceMachine';
import { finalTranscriptOf, isFirefox } from '../../../web/voice/speech';

const start: VoiceEvent = { type: 'startRequested', firefox: false };
const startOnFirefox: VoiceEvent = { type: 'startRequested', firefox: true };

/** A controller on Vitest's fake timers, recording every transcript it delivers. */
function voice() {
  const transcripts: string[] = [];
  const controller = new VoiceController({ onTranscript: (text) => transcripts.push(text) });
  const status = () => controller.state.status;
  return { controller, transcripts, status, send: (event: VoiceEvent) => controller.dispatch(event) };
}

/** A controller brought to listening the way the browser does it: click, 0.3 s, "start". */
function listening(firefox = false) {
  const v = voice();
  v.send({ type: 'startRequested', firefox });
  vi.advanceTimersByTime(VOICE.waitingMs);
  v.send({ type: 'recognitionStarted' });
  return v;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('voice search: the way through (idle → waiting → listening → processing → idle)', () => {
  it('starts idle', () => {
    expect(voice().status()).toBe('idle');
  });

  it('waits about 0.3 s after the click, then listens', () => {
    const v = voice();
    v.send(start);
    expect(v.status()).toBe('waiting');
    vi.advanceTimersByTime(VOICE.waitingMs - 1);
    expect(v.status()).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(v.status()).toBe('listening');
  });

  it('stays listening when the browser confirms the recognition started', () => {
    const v = listening();
    expect(v.status()).toBe('listening');
    expect(v.controller.state).toEqual({ status: 'listening', firefox: false });
  });

  it('processes a final transcript, then hands it over trimmed once the recognition ends', () => {
    const v = listening();
    v.send({ type: 'speechResult', transcript: '  tour eiffel ' });
    expect(v.controller.state).toEqual({ status: 'processing', transcript: 'tour eiffel' });
    expect(v.transcripts).toEqual([]);
    v.send({ type: 'recognitionEnded' });
    expect(v.status()).toBe('idle');
    expect(v.transcripts).toEqual(['tour eiffel']);
  });

  it('goes back to idle without a search when the recognition ends having heard nothing', () => {
    const v = listening();
    v.send({ type: 'recognitionEnded' });
    expect(v.status()).toBe('idle');
    expect(v.transcripts).toEqual([]);
  });

  it('treats an empty transcript as nothing heard', () => {
    const v = listening();
    v.send({ type: 'speechResult', transcript: '   ' });
    expect(v.controller.state).toEqual({ status: 'error', alert: 'noSpeech' });
  });

  it('can start again after a search', () => {
    const v = listening();
    v.send({ type: 'speechResult', transcript: 'lyon' });
    v.send({ type: 'recognitionEnded' });
    v.send(start);
    expect(v.status()).toBe('waiting');
  });
});

describe('voice search: stopping', () => {
  it('a second click while waiting cancels: idle, and the 0.3 s timer no longer fires', () => {
    const v = voice();
    v.send(start);
    vi.advanceTimersByTime(VOICE.waitingMs / 2);
    v.send({ type: 'stopRequested' });
    expect(v.status()).toBe('idle');
    vi.advanceTimersByTime(VOICE.waitingMs * 10);
    expect(v.status()).toBe('idle');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a click while listening stops the listening', () => {
    const v = listening();
    v.send({ type: 'stopRequested' });
    expect(v.status()).toBe('idle');
  });

  it('a reset from any state goes back to idle and leaves no timer running', () => {
    const v = voice();
    v.send(startOnFirefox);
    v.send({ type: 'reset' });
    expect(v.status()).toBe('idle');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('dispose (unmount) clears every timer', () => {
    const v = voice();
    v.send(startOnFirefox);
    expect(vi.getTimerCount()).toBe(2);
    v.controller.dispose();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('voice search on an unsupported browser', () => {
  it('shows the "unsupported" alert (Chrome, Edge or Safari suggested)', () => {
    const v = voice();
    v.send({ type: 'unsupportedBrowser' });
    expect(v.controller.state).toEqual({ status: 'error', alert: 'unsupported' });
    expect(VOICE_MESSAGES.unsupported).toMatch(/Chrome, Edge ou Safari/);
  });

  it('goes back to idle after exactly 3 s, not before', () => {
    const v = voice();
    v.send({ type: 'unsupportedBrowser' });
    vi.advanceTimersByTime(VOICE.unsupportedResetMs - 1);
    expect(v.status()).toBe('error');
    vi.advanceTimersByTime(1);
    expect(v.status()).toBe('idle');
  });

  it('a second click during the alert does not restart the 3 s', () => {
    const v = voice();
    v.send({ type: 'unsupportedBrowser' });
    vi.advanceTimersByTime(VOICE.unsupportedResetMs - 1000);
    v.send({ type: 'unsupportedBrowser' });
    vi.advanceTimersByTime(1000);
    expect(v.status()).toBe('idle');
  });

  it('the alert can be closed before the 3 s, and the timer goes with it', () => {
    const v = voice();
    v.send({ type: 'unsupportedBrowser' });
    v.send({ type: 'reset' });
    expect(v.status()).toBe('idle');
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('voice search on Firefox', () => {
  it('ends in the Firefox error when nothing is recognised 5 s after the click', () => {
    const v = listening(true);
    vi.advanceTimersByTime(VOICE.firefoxTimeoutMs - VOICE.waitingMs - 1);
    expect(v.status()).toBe('listening');
    vi.advanceTimersByTime(1);
    expect(v.controller.state).toEqual({ status: 'error', alert: 'firefox' });
    expect(VOICE_MESSAGES.firefox).toMatch(/Firefox/);
  });

  it('the Firefox error stays until the visitor closes it or tries again', () => {
    const v = listening(true);
    vi.advanceTimersByTime(VOICE.firefoxTimeoutMs);
    vi.advanceTimersByTime(VOICE.unsupportedResetMs * 10);
    expect(v.status()).toBe('error');
    v.send(startOnFirefox);
    expect(v.status()).toBe('waiting');
  });

  it('a transcript in time cancels the 5 s timeout', () => {
    const v = listening(true);
    v.send({ type: 'speechResult', transcript: 'bordeaux' });
    vi.advanceTimersByTime(VOICE.firefoxTimeoutMs);
    expect(v.status()).toBe('processing');
    v.send({ type: 'recognitionEnded' });
    expect(v.transcripts).toEqual(['bordeaux']);
  });

  it('other browsers have no 5 s timeout', () => {
    const v = listening(false);
    vi.advanceTimersByTime(VOICE.firefoxTimeoutMs * 4);
    expect(v.status()).toBe('listening');
  });

  it('recognises Firefox by its user agent', () => {
    expect(isFirefox('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(true);
    expect(isFirefox('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) AppleWebKit/605.1.15 FxiOS/128.0')).toBe(true);
    expect(isFirefox('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36')).toBe(
      false,
    );
  });
});

describe('voice search: recognition errors give an alert with a suggestion', () => {
  it.each([
    ['not-allowed', 'permission'],
    ['service-not-allowed', 'permission'],
    ['no-speech', 'noSpeech'],
    ['audio-capture', 'microphone'],
    ['network', 'network'],
    ['language-not-supported', 'other'],
    ['bad-grammar', 'other'],
  ] as const)('"%s" gives the %s alert', (error, alert) => {
    const v = listening();
    v.send({ type: 'recognitionFailed', error });
    expect(v.controller.state).toEqual({ status: 'error', alert });
    expect(VOICE_MESSAGES.suggestions[alert]).toBeTruthy();
  });

  it('suggests checking the microphone permission, speaking closer, the microphone and the connection', () => {
    expect(VOICE_MESSAGES.suggestions.permission).toMatch(/Autorisez l’accès au micro/);
    expect(VOICE_MESSAGES.suggestions.noSpeech).toMatch(/plus près du micro/);
    expect(VOICE_MESSAGES.suggestions.microphone).toMatch(/micro/);
    expect(VOICE_MESSAGES.suggestions.network).toMatch(/connexion/);
  });

  it('the alert stays when the browser sends its "end" after the error, and has no timer', () => {
    const v = listening();
    v.send({ type: 'recognitionFailed', error: 'no-speech' });
    v.send({ type: 'recognitionEnded' });
    expect(v.controller.state).toEqual({ status: 'error', alert: 'noSpeech' });
    vi.advanceTimersByTime(60_000);
    expect(v.status()).toBe('error');
  });

  it('an error while processing drops the transcript', () => {
    const v = listening();
    v.send({ type: 'speechResult', transcript: 'nice' });
    v.send({ type: 'recognitionFailed', error: 'network' });
    v.send({ type: 'recognitionEnded' });
    expect(v.status()).toBe('error');
    expect(v.transcripts).toEqual([]);
  });

  it('"aborted" (our own stop) goes back to idle without an alert', () => {
    expect(alertOfError('aborted')).toBeNull();
    const v = listening();
    v.send({ type: 'recognitionFailed', error: 'aborted' });
    expect(v.status()).toBe('idle');
  });

  it('closing the alert goes back to idle; clicking again starts again', () => {
    const v = listening();
    v.send({ type: 'recognitionFailed', error: 'not-allowed' });
    v.send({ type: 'reset' });
    expect(v.status()).toBe('idle');
    v.send({ type: 'recognitionFailed', error: 'not-allowed' });
    expect(v.status()).toBe('idle');
    v.send(start);
    expect(v.status()).toBe('waiting');
  });
});

describe('voice search ignores events that make no sense in the current state', () => {
  const states: Record<VoiceState['status'], VoiceState> = {
    idle: IDLE,
    waiting: { status: 'waiting', firefox: false },
    listening: { status: 'listening', firefox: false },
    processing: { status: 'processing', transcript: 'lyon' },
    error: { status: 'error', alert: 'network' },
  };
  const stray: Array<[VoiceState['status'], VoiceEvent]> = [
    ['idle', { type: 'waitingElapsed' }],
    ['idle', { type: 'recognitionStarted' }],
    ['idle', { type: 'speechResult', transcript: 'lyon' }],
    ['idle', { type: 'recognitionEnded' }],
    ['idle', { type: 'recognitionFailed', error: 'network' }],
    ['idle', { type: 'firefoxTimedOut' }],
    ['idle', { type: 'stopRequested' }],
    ['idle', { type: 'reset' }],
    ['waiting', start],
    ['waiting', { type: 'recognitionStarted' }],
    ['waiting', { type: 'speechResult', transcript: 'lyon' }],
    ['waiting', { type: 'recognitionEnded' }],
    ['waiting', { type: 'unsupportedBrowser' }],
    ['waiting', { type: 'firefoxTimedOut' }],
    ['listening', start],
    ['listening', { type: 'waitingElapsed' }],
    ['listening', { type: 'unsupportedBrowser' }],
    ['listening', { type: 'firefoxTimedOut' }],
    ['processing', start],
    ['processing', { type: 'stopRequested' }],
    ['processing', { type: 'waitingElapsed' }],
    ['processing', { type: 'speechResult', transcript: 'paris' }],
    ['processing', { type: 'firefoxTimedOut' }],
    ['processing', { type: 'unsupportedBrowser' }],
    ['error', { type: 'waitingElapsed' }],
    ['error', { type: 'recognitionStarted' }],
    ['error', { type: 'speechResult', transcript: 'lyon' }],
    ['error', { type: 'recognitionEnded' }],
    ['error', { type: 'recognitionFailed', error: 'no-speech' }],
    ['error', { type: 'stopRequested' }],
    ['error', { type: 'firefoxTimedOut' }],
  ];

  it.each(stray)('in %s, %o changes nothing', (status, event) => {
    const state = states[status];
    expect(voiceReducer(state, event)).toBe(state);
  });

  it('a stray event arms no timer and delivers nothing', () => {
    const v = voice();
    v.send({ type: 'speechResult', transcript: 'lyon' });
    v.send({ type: 'recognitionEnded' });
    expect(vi.getTimerCount()).toBe(0);
    expect(v.transcripts).toEqual([]);
  });
});

describe('voice search timers per state', () => {
  it('waiting needs the 0.3 s timer, plus the 5 s one on Firefox; only the unsupported alert has its 3 s', () => {
    expect(timersOf({ status: 'waiting', firefox: false })).toEqual([
      { fires: 'waitingElapsed', afterMs: VOICE.waitingMs },
    ]);
    expect(timersOf({ status: 'waiting', firefox: true })).toEqual([
      { fires: 'waitingElapsed', afterMs: VOICE.waitingMs },
      { fires: 'firefoxTimedOut', afterMs: VOICE.firefoxTimeoutMs },
    ]);
    expect(timersOf({ status: 'error', alert: 'unsupported' })).toEqual([
      { fires: 'reset', afterMs: VOICE.unsupportedResetMs },
    ]);
    expect(timersOf({ status: 'error', alert: 'firefox' })).toEqual([]);
    expect(timersOf({ status: 'processing', transcript: 'lyon' })).toEqual([]);
    expect(timersOf(IDLE)).toEqual([]);
  });
});

describe('the final transcript of a recognition result', () => {
  it('joins the final results from resultIndex on, trimmed', () => {
    const final = (transcript: string) => Object.assign([{ transcript, confidence: 0.9 }], { isFinal: true });
    const interim = Object.assign([{ transcript: 'ignoré', confidence: 0.2 }], { isFinal: false });
    const results = [final('avant'), final(' tour '), interim, final('eiffel ')];
    expect(finalTranscriptOf({ resultIndex: 1, results })).toBe('tour eiffel');
  });
});
