// The shortcuts as a list of keys and what each does: in the « ? » dialog and on the help page.
import { Fragment } from 'react';
import { SHORTCUT_WORDS, SHORTCUTS } from './shortcuts';
import './keyboard.css';

export function ShortcutList() {
  return (
    <dl className="shortcut-list">
      {SHORTCUTS.map(({ keys, does }) => (
        <div key={keys.join()} className="shortcut">
          <dt>
            {keys.map((key, i) => (
              <Fragment key={key}>
                {i > 0 && <span className="shortcut-or"> {SHORTCUT_WORDS.or} </span>}
                <kbd>{key}</kbd>
              </Fragment>
            ))}
          </dt>
          <dd>{does}</dd>
        </div>
      ))}
    </dl>
  );
}
