// Voice search in a component: the state machine driven by the browser's real speech recognition.
import { useCallback, useEffect, useRef, useState } from 'react';
import { IDLE, VoiceController, type VoiceEvent, type VoiceState } from './voiceMachine';
import { finalTranscriptOf, isFirefox, speechRecognitionOf, type SpeechRecognition } from './speech';

export type VoiceInput = {
  state: VoiceState;
  /** The microphone button: starts (or starts again after an alert), stops while waiting or listening. */
  toggle: () => void;
  /** Closes the alert. */
  dismiss: () => void;
};

export function useVoiceInput(onTranscript: (text: string) => void): VoiceInput {
  const [state, setState] = useState<VoiceState>(IDLE);
  const controller = useRef<VoiceController | null>(null);
  const recognition = useRef<SpeechRecognition | null>(null);
  // The latest callback, so a new arrow function on each render does not restart anything.
  const deliver = useRef(onTranscript);
  useEffect(() => {
    deliver.current = onTranscript;
  }, [onTranscript]);

  useEffect(() => {
    function release() {
      const current = recognition.current;
      if (!current) return;
      recognition.current = null;
      // Detached first: the "aborted" error and the "end" of our own abort must not reach the machine.
      current.onstart = current.onresult = current.onerror = current.onend = null;
      current.abort();
    }

    function listen(machine: VoiceController) {
      const Recognition = speechRecognitionOf(window);
      if (!Recognition) return machine.dispatch({ type: 'unsupportedBrowser' });
      const speech = new Recognition();
      speech.lang = 'fr-FR';
      speech.interimResults = false;
      speech.maxAlternatives = 1;
      speech.continuous = false;
      speech.onstart = () => machine.dispatch({ type: 'recognitionStarted' });
      speech.onresult = (event) =>
        machine.dispatch({ type: 'speechResult', transcript: finalTranscriptOf(event) });
      speech.onerror = (event) => machine.dispatch({ type: 'recognitionFailed', error: event.error });
      speech.onend = () => machine.dispatch({ type: 'recognitionEnded' });
      recognition.current = speech;
      try {
        speech.start();
      } catch {
        // start() throws when the browser is already recognising (another tab or component).
        machine.dispatch({ type: 'recognitionFailed', error: 'start-failed' });
      }
    }

    const machine: VoiceController = new VoiceController({
      onChange: (next, previous) => {
        setState(next);
        if (previous.status === 'waiting' && next.status === 'listening') listen(machine);
        else if (next.status === 'idle' || next.status === 'error') release();
      },
      onTranscript: (text) => deliver.current(text),
    });
    controller.current = machine;
    return () => {
      controller.current = null;
      machine.dispose();
      release();
    };
  }, []);

  const toggle = useCallback(() => {
    const machine = controller.current;
    if (!machine) return;
    const { status } = machine.state;
    const event: VoiceEvent | null =
      status === 'waiting' || status === 'listening'
        ? { type: 'stopRequested' }
        : status === 'processing'
          ? null
          : speechRecognitionOf(window)
            ? { type: 'startRequested', firefox: isFirefox(navigator.userAgent) }
            : { type: 'unsupportedBrowser' };
    if (event) machine.dispatch(event);
  }, []);

  const dismiss = useCallback(() => controller.current?.dispatch({ type: 'reset' }), []);

  return { state, toggle, dismiss };
}
