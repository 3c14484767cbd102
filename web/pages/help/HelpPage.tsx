// /help – « Aide à la recherche »: the search operators and every shipped bang, by category.
import { useId, useMemo, useState } from 'react';
import { BANG_CATEGORIES, BANGS, type Bang } from '../../../common/bangs';
import { foldText } from '../../../common/text';
import { ShortcutList } from '../../search/keyboard/ShortcutList';
import { SHORTCUT_WORDS } from '../../search/keyboard/shortcuts';
import { usePageTitle } from '../../shell/usePageTitle';
import { HELP_WORDS as H, OPERATORS_HELP } from './content';
import './help.css';

const hostOf = (bang: Bang) => new URL(bang.url).host.replace(/^www\./, '');

function matches(bang: Bang, filter: string): boolean {
  if (filter === '') return true;
  const wanted = foldText(filter.trim().replace(/^!/, ''));
  return (
    bang.triggers.some((t) => t.startsWith(wanted)) ||
    foldText(bang.name).includes(wanted) ||
    hostOf(bang).includes(wanted)
  );
}

function Operators() {
  return (
    <section aria-labelledby="help-operators">
      <h2 id="help-operators">{H.operatorsTitle}</h2>
      <p>{H.operatorsIntro}</p>
      <dl className="help-operators">
        {OPERATORS_HELP.map((op) => (
          <div key={op.syntax} className="help-operator">
            <dt>
              <code>{op.syntax}</code>
            </dt>
            <dd>
              {op.does}{' '}
              <span className="help-example">
                {H.exampleLabel} <a href={`/search?q=${encodeURIComponent(op.example)}`}>{op.example}</a>
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Bangs() {
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const shown = useMemo(() => BANGS.filter((bang) => matches(bang, filter)), [filter]);
  return (
    <section aria-labelledby="help-bangs">
      <h2 id="help-bangs">{H.bangsTitle}</h2>
      <p>{H.bangsIntro}</p>
      <div className="help-filter">
        <label htmlFor={filterId}>{H.bangsFilter}</label>
        <input
          id={filterId}
          type="search"
          value={filter}
          placeholder={H.bangsFilterPlaceholder}
          autoComplete="off"
          onChange={(event) => setFilter(event.target.value)}
        />
        <span role="status">{H.bangsCount(shown.length, BANGS.length)}</span>
      </div>
      {shown.length === 0 && <p>{H.bangsNone}</p>}
      <div className="help-categories">
        {BANG_CATEGORIES.map((category) => {
          const bangs = shown.filter((bang) => bang.category === category);
          if (bangs.length === 0) return null;
          return (
            <section key={category} className="help-category" aria-label={category}>
              <h3>{category}</h3>
              <ul className="help-bangs">
                {bangs.map((bang) => (
                  <li key={bang.triggers[0]} className="help-bang" data-bang={bang.triggers[0]}>
                    <span className="help-triggers">
                      {bang.triggers.map((trigger) => (
                        <code key={trigger}>!{trigger}</code>
                      ))}
                    </span>
                    <span className="help-bang-name">
                      {bang.name} <span className="help-host">{hostOf(bang)}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </section>
  );
}

function Shortcuts() {
  return (
    <section aria-labelledby="help-shortcuts">
      <h2 id="help-shortcuts">{SHORTCUT_WORDS.title}</h2>
      <p>{H.shortcutsIntro}</p>
      <div className="help-shortcuts">
        <ShortcutList />
      </div>
    </section>
  );
}

export default function HelpPage() {
  usePageTitle(H.title);
  return (
    <article className="help" aria-labelledby="help-title">
      <h1 id="help-title">{H.title}</h1>
      <p>{H.intro}</p>
      <Operators />
      <Shortcuts />
      <Bangs />
    </article>
  );
}
