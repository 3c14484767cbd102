// The suggestions panel: a listbox the box drives with the arrows; history entries can be removed.
import { Icon } from '../components/Icon';
import { LABELS } from '../components/labels';
import { ICONS } from '../components/icons';
import type { Suggestion } from './suggestions';
import type { SearchHistory } from './useSearchHistory';

type Props = {
  id: string;
  items: Suggestion[];
  active: number;
  /** The guest's recent searches, shown on an empty box: they get a title and "clear all". */
  recent: boolean;
  onPick: (item: Suggestion) => void;
  onHover: (index: number) => void;
  history: SearchHistory;
};

export function SuggestionList({ id, items, active, recent, onPick, onHover, history }: Props) {
  const showError = recent && history.error !== null;
  return (
    <div className="suggestions" hidden={items.length === 0 && !showError}>
      {showError && (
        <p className="suggestions-error" role="alert">
          {history.error}
        </p>
      )}
      {recent && items.length > 0 && <p className="suggestions-title">{LABELS.recentSearches}</p>}
      <ul id={id} role="listbox" aria-label={recent ? LABELS.recentSearches : LABELS.suggestions}>
        {items.map((item, index) => (
          <li
            key={`${item.fromHistory ? 'h' : 's'}:${item.text}`}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            className={item.fromHistory ? 'suggestion suggestion-history' : 'suggestion'}
            // Keeps the focus in the box: the click picks without closing the list first.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onPick(item)}
            onMouseMove={() => index !== active && onHover(index)}
          >
            <Icon path={item.fromHistory ? ICONS.history : ICONS.search} size={18} />
            <span className="suggestion-text">{item.text}</span>
            {item.fromHistory && (
              <button
                type="button"
                className="icon-button suggestion-remove"
                tabIndex={-1}
                aria-label={LABELS.removeFromHistory(item.text)}
                onMouseDown={(e) => e.preventDefault()}
                onClick={(e) => {
                  e.stopPropagation();
                  history.remove(item.text);
                }}
              >
                <Icon path={ICONS.close} size={16} />
              </button>
            )}
          </li>
        ))}
      </ul>
      {recent && items.length > 0 && (
        <button
          type="button"
          className="link-button suggestions-clear"
          onMouseDown={(e) => e.preventDefault()}
          onClick={history.clear}
        >
          {LABELS.clearHistory}
        </button>
      )}
    </div>
  );
}
