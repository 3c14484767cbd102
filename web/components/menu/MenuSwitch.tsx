// A menu item that is a switch. The item is the control assistive tech and the keyboard reach; the checkbox inside
// only draws it, inert: a focusable control inside a menu item is one control in another (axe: nested-interactive).
import type { KeyboardEvent } from 'react';

type Props = { label: string; on: boolean; set: (on: boolean) => void; disabled?: boolean };

export function MenuSwitch({ label, on, set, disabled = false }: Props) {
  function onKey(event: KeyboardEvent) {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    if (!disabled) set(!on);
  }
  return (
    <div
      className="switch"
      role="menuitemcheckbox"
      aria-checked={on}
      aria-disabled={disabled || undefined}
      tabIndex={-1}
      onKeyDown={onKey}
      onClick={() => !disabled && set(!on)}
    >
      <span>{label}</span>
      <input
        type="checkbox"
        className="switch-input"
        checked={on}
        disabled={disabled}
        readOnly
        inert
        tabIndex={-1}
        aria-hidden="true"
      />
    </div>
  );
}
