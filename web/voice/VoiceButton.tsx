// The microphone button of the search box: voice search with its state shown, and its alerts in a popover.
import { useId } from 'react';
import { VOICE_MESSAGES } from '../../common/messages';
import { ICONS } from '../components/icons';
import { CloseButton } from '../components/CloseButton';
import { Icon } from '../components/Icon';
import { LABELS } from '../components/labels';
import { useVoiceInput } from './useVoiceInput';
import type { VoiceAlert, VoiceState } from './voiceMachine';
import './voice.css';

/** The alert's text: the unsupported and Firefox messages stand alone; an error adds its suggestion. */
function alertText(alert: VoiceAlert): [title: string, suggestion?: string] {
  if (alert === 'unsupported' || alert === 'firefox') return [VOICE_MESSAGES[alert]];
  return [VOICE_MESSAGES.failed, VOICE_MESSAGES.suggestions[alert]];
}

/** The hint while the microphone works, or null when there is nothing to say. */
function hintText(state: VoiceState): string | null {
  if (state.status === 'waiting') return VOICE_MESSAGES.waiting;
  if (state.status === 'listening')
    return state.firefox ? VOICE_MESSAGES.firefoxListening : VOICE_MESSAGES.listening;
  if (state.status === 'processing') return VOICE_MESSAGES.processing;
  return null;
}

/** `onStart` lets the box close its suggestions: the popover takes their place. */
type Props = { onTranscript: (text: string) => void; onStart?: () => void };

export function VoiceButton({ onTranscript, onStart }: Props) {
  const { state, toggle, dismiss } = useVoiceInput(onTranscript);
  const popoverId = useId();
  const hint = hintText(state);
  const alert = state.status === 'error' ? alertText(state.alert) : null;
  return (
    // No positioning of its own: the popover anchors to the search field around it.
    <span className="voice">
      <button
        type="button"
        className={`icon-button voice-button voice-${state.status}`}
        aria-label={LABELS.voiceInput}
        aria-pressed={state.status === 'listening'}
        aria-busy={state.status === 'processing'}
        aria-describedby={hint || alert ? popoverId : undefined}
        onClick={() => {
          onStart?.();
          toggle();
        }}
      >
        <Icon path={ICONS.microphone} />
      </button>
      {alert ? (
        <span id={popoverId} className="voice-popover voice-alert" role="alert">
          <span className="voice-popover-text">
            {/* A title in bold only when a suggestion follows it. */}
            {alert[1] ? <strong>{alert[0]}</strong> : alert[0]}
            {alert[1] ? <span>{alert[1]}</span> : null}
          </span>
          <CloseButton label={VOICE_MESSAGES.close} onClick={dismiss} />
        </span>
      ) : (
        // Always present, so screen readers announce each hint as it changes.
        <span id={popoverId} className="voice-popover voice-hint" role="status" hidden={!hint}>
          {hint}
        </span>
      )}
    </span>
  );
}
