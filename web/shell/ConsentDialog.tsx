// The consent dialog: personalised ads accepted or refused, remembered in the browser.
import { useEffect, useRef } from 'react';
import { useAdConsent, type AdConsent } from '../state/consent';
import { LABELS } from '../components/labels';

export function ConsentDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [consent, setConsent] = useAdConsent();

  // A modal <dialog> keeps focus inside, closes on Escape and hides the page from assistive tech.
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => element?.close();
  }, []);

  function decide(choice: AdConsent) {
    setConsent(choice);
    onClose();
  }

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby="consent-title"
      onClose={onClose}
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="dialog-body">
        <h2 id="consent-title">{LABELS.consentTitle}</h2>
        {/* Refusing is offered exactly like accepting: same weight, same style. */}
        <p>{LABELS.consentText}</p>
        {consent && <p className="dialog-note">{LABELS.consentCurrent[consent]}</p>}
        <div className="dialog-actions">
          <button type="button" className="button" onClick={() => decide('denied')}>
            {LABELS.consentRefuse}
          </button>
          <button type="button" className="button" onClick={() => decide('granted')}>
            {LABELS.consentAccept}
          </button>
        </div>
      </div>
    </dialog>
  );
}
