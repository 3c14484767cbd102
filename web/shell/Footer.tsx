// The footer: language filter, the settings, privacy, licences and search help links, and consent management.
import { useState } from 'react';
import { Link } from 'react-router';
import { ConsentDialog } from './ConsentDialog';
import { LABELS } from '../components/labels';
import { LanguageSelect } from './LanguageSelect';
import { PREFERENCES_MESSAGES } from '../../common/preferencesMessages';

export function Footer() {
  const [consentOpen, setConsentOpen] = useState(false);
  return (
    <footer className="footer">
      <LanguageSelect />
      <nav className="footer-links" aria-label={LABELS.footerNav}>
        <Link to="/preferences">{PREFERENCES_MESSAGES.title}</Link>
        <Link to="/privacy">{LABELS.privacy}</Link>
        <Link to="/licences">{LABELS.licences}</Link>
        <Link to="/help">{LABELS.help}</Link>
        <button
          type="button"
          className="link-button"
          aria-haspopup="dialog"
          onClick={() => setConsentOpen(true)}
        >
          {LABELS.consent}
        </button>
      </nav>
      {consentOpen && <ConsentDialog onClose={() => setConsentOpen(false)} />}
    </footer>
  );
}
