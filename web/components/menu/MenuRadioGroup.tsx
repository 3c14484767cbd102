// A menu's group of choices, one of them on (safe search's three levels): each choice a menu item the keyboard
// reaches with the arrows, chosen by Enter, Space or a click.
import type { KeyboardEvent } from 'react';

type Props<T extends string> = {
  label: string;
  value: T;
  choices: readonly { value: T; label: string }[];
  choose: (value: T) => void;
};

export function MenuRadioGroup<T extends string>({ label, value, choices, choose }: Props<T>) {
  function onKey(event: KeyboardEvent, next: T) {
    if (event.key !== ' ' && event.key !== 'Enter') return;
    event.preventDefault();
    choose(next);
  }
  return (
    <div role="group" aria-label={label} className="menu-radio-group">
      <span className="menu-radio-label" aria-hidden="true">
        {label}
      </span>
      {choices.map((choice) => (
        <div
          key={choice.value}
          className="menu-radio"
          role="menuitemradio"
          aria-checked={choice.value === value}
          tabIndex={-1}
          onKeyDown={(event) => onKey(event, choice.value)}
          onClick={() => choose(choice.value)}
        >
          <span className="menu-radio-mark" aria-hidden="true" />
          <span>{choice.label}</span>
        </div>
      ))}
    </div>
  );
}
