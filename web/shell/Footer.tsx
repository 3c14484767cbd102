// The footer: language filter, privacy link and the consent dialog.
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LANGUAGE_FILTER_COUNTRIES } from '../../common/constants';
import { STORAGE_KEYS } from '../state/keys';
import { useLocalSetting } from '../state/localSetting';
import { LABELS } from './labels';

export function Footer() {
  const [lang, setLang] = useLocalSetting<string>(STORAGE_KEYS.languageFilter, 'auto');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [consentOpen, setConsentOpen] = useState(false);
  const current = location.pathname === '/search' ? (params.get('lang') ?? lang) : lang;

  function choose(value: string) {
    setLang(value);
    if (location.pathname !== '/search') return;
    const next = new URLSearchParams(params);
    next.set('lang', value);
    void navigate(`/search?${next}${location.hash}`);
  }

  return (
    <footer className="footer">
      <label className="footer-lang">
        <span>{LABELS.languageFilter}</span>
        <select value={current} onChange={(e) => choose(e.target.value)}>
          <option value="auto">{LABELS.languageAuto}</option>
          <option value="all">{LABELS.languageAll}</option>
          {LANGUAGE_FILTER_COUNTRIES.map((c) => (
            <option key={c.code} value={c.code}>
              {c.label}
            </option>
          ))}
        </select>
      </label>
      <Link to="/privacy">{LABELS.privacy}</Link>
      <button type="button" className="link-button" onClick={() => setConsentOpen(true)}>
        {LABELS.consent}
      </button>
      {consentOpen && <ConsentDialog onClose={() => setConsentOpen(false)} />}
    </footer>
  );
}

function ConsentDialog({ onClose }: { onClose: () => void }) {
  const [, setConsent] = useLocalSetting<string | null>(STORAGE_KEYS.consent, null);
  const decide = (choice: 'granted' | 'denied') => {
    setConsent(choice);
    onClose();
  };
  return (
    <div className="dialog-backdrop" onClick={onClose}>
      <div
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby="consent-title"
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => e.key === 'Escape' && onClose()}
      >
        <h2 id="consent-title">{LABELS.consentTitle}</h2>
        <p>{LABELS.consentText}</p>
        <div className="dialog-actions">
          <button type="button" className="button button-quiet" onClick={() => decide('denied')}>
            {LABELS.consentRefuse}
          </button>
          <button type="button" className="button" autoFocus onClick={() => decide('granted')}>
            {LABELS.consentAccept}
          </button>
        </div>
      </div>
    </div>
  );
}
