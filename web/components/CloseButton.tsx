// The round « × » button that closes a notice, a popover or a call to action.
import { Icon } from './Icon';
import { ICONS } from './icons';

export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="icon-button" aria-label={label} onClick={onClick}>
      <Icon path={ICONS.close} size={18} />
    </button>
  );
}
