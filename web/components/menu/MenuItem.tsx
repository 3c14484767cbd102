// A menu item that is a button; the arrows reach it (useMenu), so it leaves the Tab order to the menu button.
import type { ReactNode } from 'react';

type Props = { onClick: () => void; className?: string; label?: string; children: ReactNode };

export function MenuItem({ onClick, className = 'menu-item', label, children }: Props) {
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className={className}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
