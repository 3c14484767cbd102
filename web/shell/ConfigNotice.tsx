// "Erreur lors du chargement de la configuration", until the visitor dismisses it.
import { useState } from 'react';
import { CONFIG_MESSAGES } from '../../common/messages';
import { useClientConfig } from '../config/useClientConfig';
import { LABELS } from '../components/labels';
import { Icon } from '../components/Icon';

export function ConfigNotice() {
  const { failed } = useClientConfig();
  const [dismissed, setDismissed] = useState(false);
  if (!failed || dismissed) return null;
  return (
    <div className="toast" role="alert">
      <span>{CONFIG_MESSAGES.loadFailed}</span>
      <button
        type="button"
        className="icon-button"
        aria-label={LABELS.close}
        onClick={() => setDismissed(true)}
      >
        <Icon
          path="M6.4 5 5 6.4 10.6 12 5 17.6 6.4 19l5.6-5.6 5.6 5.6 1.4-1.4-5.6-5.6L19 6.4 17.6 5 12 10.6z"
          size={18}
        />
      </button>
    </div>
  );
}
