// « 2 résultats masqués selon vos paramètres · Gérer »: the page says what the person's own rules left out.
import { OWN_WEB_MESSAGES as M } from '../../../common/ownWebMessages';

export function HiddenNotice({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p className="results-hidden">
      {M.hiddenCount(count)} · <a href="/preferences#votre-web">{M.manage}</a>
    </p>
  );
}
