// "Erreur lors du chargement de la configuration", until the visitor dismisses it.
import { useState } from 'react';
import { CONFIG_MESSAGES } from '../../common/messages';
import { CloseButton } from '../components/CloseButton';
import { LABELS } from '../components/labels';
import { useClientConfig } from '../config/useClientConfig';

export function ConfigNotice() {
  const { failed } = useClientConfig();
  const [dismissed, setDismissed] = useState(false);
  if (!failed || dismissed) return null;
  return (
    <div className="toast" role="alert">
      <span>{CONFIG_MESSAGES.loadFailed}</span>
      <CloseButton label={LABELS.close} onClick={() => setDismissed(true)} />
    </div>
  );
}
