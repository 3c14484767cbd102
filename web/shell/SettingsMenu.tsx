// The guest's settings menu: a menu button and two switches (history, safe search) kept in the browser.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useGuestSettings } from '../state/guestSettings';
import { LABELS } from './labels';
import { Icon } from './Icon';

const ITEM = '[role="menuitemcheckbox"]';

export function SettingsMenu() {
  const [open, setOpen] = useState(false);
  const settings = useGuestSettings();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = () => [...(root.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLElement>(ITEM)?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function onKey(event: KeyboardEvent) {
    if (!open) return;
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const moveTo = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 }[event.key];
    if (moveTo !== undefined) {
      event.preventDefault();
      list[(moveTo + list.length) % list.length]?.focus();
    } else if (event.key === 'Escape') {
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  }

  return (
    <div className="menu" ref={root} onKeyDown={onKey}>
      <button
        ref={button}
        type="button"
        className="icon-button"
        aria-label={LABELS.settings}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
      >
        <Icon
          path="M19.4 13a7.5 7.5 0 0 0 0-2l2-1.6-2-3.4-2.4 1a7 7 0 0 0-1.7-1L15 3h-4l-.4 2.6a7 7 0 0 0-1.7 1l-2.4-1-2 3.4L6.6 11a7.5 7.5 0 0 0 0 2l-2 1.6 2 3.4 2.4-1a7 7 0 0 0 1.7 1L11 21h4l.4-2.6a7 7 0 0 0 1.7-1l2.4 1 2-3.4zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z"
          size={22}
        />
      </button>
      {open && (
        <div id={menuId} className="menu-panel" role="menu" aria-label={LABELS.settings}>
          <Switch
            label={LABELS.historySetting}
            on={settings.historyEnabled}
            set={settings.setHistoryEnabled}
          />
          <Switch label={LABELS.safeSearchSetting} on={settings.safeSearch} set={settings.setSafeSearch} />
        </div>
      )}
    </div>
  );
}

/** A menu item that is a switch; the checkbox inside only draws it (the item is what assistive tech sees). */
function Switch({ label, on, set }: { label: string; on: boolean; set: (on: boolean) => void }) {
  function onKey(event: KeyboardEvent) {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    set(!on);
  }
  return (
    <label className="switch" role="menuitemcheckbox" aria-checked={on} tabIndex={-1} onKeyDown={onKey}>
      <span>{label}</span>
      <input
        type="checkbox"
        className="switch-input"
        checked={on}
        onChange={(e) => set(e.target.checked)}
        tabIndex={-1}
        aria-hidden="true"
      />
    </label>
  );
}
