// Voice search as a pure state machine: idle → waiting → listening → processing → idle, and error.
import { VOICE } from '../../common/constants';

/** Why the voice search stopped with an alert; each has its own French message (VOICE_MESSAGES). */
export type VoiceAlert =
  'unsupported' | 'firefox' | 'permission' | 'noSpeech' | 'microphone' | 'network' | 'other';

export type VoiceState =
  | { status: 'idle' }
  /** `firefox`: Firefox's recognition may never answer, so a timeout watches it from the click on. */
  | { status: 'waiting' | 'listening'; firefox: boolean }
  | { status: 'processing'; transcript: string }
  | { status: 'error'; alert: VoiceAlert };

export type VoiceStatus = VoiceState['status'];

export type VoiceEvent =
  | { type: 'startRequested'; firefox: boolean }
  | { type: 'stopRequested' }
  | { type: 'waitingElapsed' }
  | { type: 'recognitionStarted' }
  | { type: 'speechResult'; transcript: string }
  | { type: 'recognitionEnded' }
  | { type: 'recognitionFailed'; error: string }
  | { type: 'unsupportedBrowser' }
  | { type: 'firefoxTimedOut' }
  | { type: 'reset' };

export const IDLE: VoiceState = { status: 'idle' };

/**
 * The alert for a Web Speech API error code, or null for `aborted` (we stopped it ourselves: no alert).
 * Codes: https://webaudio.github.io/web-speech-api/#speechreco-error
 */
export function alertOfError(error: string): VoiceAlert | null {
  switch (error) {
    case 'aborted':
      return null;
    case 'not-allowed':
    case 'service-not-allowed':
      return 'permission';
    case 'no-speech':
      return 'noSpeech';
    case 'audio-capture':
      return 'microphone';
    case 'network':
      return 'network';
    default:
      return 'other';
  }
}

/** The next state; an event that makes no sense in the current state leaves it unchanged (same object). */
export function voiceReducer(state: VoiceState, event: VoiceEvent): VoiceState {
  switch (event.type) {
    case 'startRequested':
      // Starting again from an alert is the natural "réessayer".
      return state.status === 'idle' || state.status === 'error'
        ? { status: 'waiting', firefox: event.firefox }
        : state;
    case 'unsupportedBrowser':
      // Already showing it: the alert keeps its own 3 s.
      if (state.status === 'error' && state.alert === 'unsupported') return state;
      return state.status === 'idle' || state.status === 'error'
        ? { status: 'error', alert: 'unsupported' }
        : state;
    case 'stopRequested':
      return state.status === 'waiting' || state.status === 'listening' ? IDLE : state;
    case 'waitingElapsed':
      // The recognition is started as the waiting ends: from then on the visitor may speak.
      return state.status === 'waiting' ? { status: 'listening', firefox: state.firefox } : state;
    case 'recognitionStarted':
      // Already listening since the waiting ended: the browser only confirms it.
      return state;
    case 'speechResult': {
      if (state.status !== 'listening') return state;
      const transcript = event.transcript.trim();
      return transcript ? { status: 'processing', transcript } : { status: 'error', alert: 'noSpeech' };
    }
    case 'recognitionEnded':
      // In error the browser still sends its "end" after the "error": the alert stays.
      return state.status === 'listening' || state.status === 'processing' ? IDLE : state;
    case 'recognitionFailed': {
      if (state.status !== 'waiting' && state.status !== 'listening' && state.status !== 'processing')
        return state;
      const alert = alertOfError(event.error);
      return alert ? { status: 'error', alert } : IDLE;
    }
    case 'firefoxTimedOut':
      return (state.status === 'waiting' || state.status === 'listening') && state.firefox
        ? { status: 'error', alert: 'firefox' }
        : state;
    case 'reset':
      return state.status === 'idle' ? state : IDLE;
  }
}

/** A timer a state needs: after `afterMs`, the event `fires` is dispatched. */
export type VoiceTimer = { fires: 'waitingElapsed' | 'firefoxTimedOut' | 'reset'; afterMs: number };

/**
 * The timers that must be running in a state. A timer wanted both before and after a transition keeps
 * running (Firefox's 5 s count from the click on, through waiting and listening).
 */
export function timersOf(state: VoiceState): VoiceTimer[] {
  const firefox: VoiceTimer[] =
    'firefox' in state && state.firefox
      ? [{ fires: 'firefoxTimedOut', afterMs: VOICE.firefoxTimeoutMs }]
      : [];
  switch (state.status) {
    case 'waiting':
      return [{ fires: 'waitingElapsed', afterMs: VOICE.waitingMs }, ...firefox];
    case 'listening':
      return firefox;
    case 'error':
      // Only the unsupported-browser alert goes away on its own; the others wait for the visitor.
      return state.alert === 'unsupported' ? [{ fires: 'reset', afterMs: VOICE.unsupportedResetMs }] : [];
    default:
      return [];
  }
}

/** The transcript a transition hands to the search: the one being processed, once the recognition ends. */
export function deliveredTranscript(previous: VoiceState, next: VoiceState): string | null {
  return previous.status === 'processing' && next.status === 'idle' ? previous.transcript : null;
}

export type Scheduler = {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

export type VoiceControllerOptions = {
  /** Injected so tests drive time with fake timers; defaults to the global timers. */
  scheduler?: Scheduler;
  /** Called after every transition that changed the state, with the event that caused it. */
  onChange?: (next: VoiceState, previous: VoiceState, event: VoiceEvent) => void;
  onTranscript?: (text: string) => void;
};

const globalScheduler: Scheduler = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Parameters<typeof globalThis.clearTimeout>[0]),
};

/** Runs the reducer and arms or clears the timers each state needs. No DOM, no React. */
export class VoiceController {
  private current: VoiceState = IDLE;
  private readonly running = new Map<VoiceTimer['fires'], unknown>();
  private readonly scheduler: Scheduler;

  constructor(private readonly options: VoiceControllerOptions = {}) {
    this.scheduler = options.scheduler ?? globalScheduler;
  }

  get state(): VoiceState {
    return this.current;
  }

  dispatch(event: VoiceEvent): void {
    const previous = this.current;
    const next = voiceReducer(previous, event);
    if (next === previous) return;
    this.current = next;
    this.syncTimers(next);
    this.options.onChange?.(next, previous, event);
    const transcript = deliveredTranscript(previous, next);
    if (transcript !== null) this.options.onTranscript?.(transcript);
  }

  /** Clears every timer (unmount); the controller is not used afterwards. */
  dispose(): void {
    for (const handle of this.running.values()) this.scheduler.clearTimeout(handle);
    this.running.clear();
  }

  private syncTimers(state: VoiceState): void {
    const wanted = timersOf(state);
    for (const [fires, handle] of this.running) {
      if (wanted.some((timer) => timer.fires === fires)) continue;
      this.scheduler.clearTimeout(handle);
      this.running.delete(fires);
    }
    for (const { fires, afterMs } of wanted) {
      if (this.running.has(fires)) continue;
      const handle = this.scheduler.setTimeout(() => {
        this.running.delete(fires);
        this.dispatch({ type: fires });
      }, afterMs);
      this.running.set(fires, handle);
    }
  }
}
