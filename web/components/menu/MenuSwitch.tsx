// A menu item that is a switch; the checkbox inside only draws it (the item is what assistive tech sees).
import type { KeyboardEvent } from 'react';

type Props = { label: string; on: boolean; set: (on: boolean) => void; disabled?: boolean };

export function MenuSwitch({ label, on, set, disabled = false }: Props) {
  function onKey(event: KeyboardEvent) {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    if (!disabled) set(!on);
  }
  return (
    <label
      className="switch"
      role="menuitemcheckbox"
      aria-checked={on}
      aria-disabled={disabled || undefined}
      tabIndex={-1}
      onKeyDown={onKey}
    >
      <span>{label}</span>
      <input
        type="checkbox"
        className="switch-input"
        checked={on}
        disabled={disabled}
        onChange={(e) => set(e.target.checked)}
        tabIndex={-1}
        aria-hidden="true"
      />
    </label>
  );
}
