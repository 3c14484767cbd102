// The search box: the query with its suggestions, the voice control, the images toggle and "Recherche".
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { QUERY_MAX_LENGTH } from '../../common/constants';
import type { SearchTab } from '../../common/search';
import { Icon } from '../components/Icon';
import { LABELS } from '../components/labels';
import { ICONS } from '../components/icons';
import { SuggestionList } from './SuggestionList';
import { useSearchHistory } from './useSearchHistory';
import { useSubmitSearch } from './useSubmitSearch';
import { VoiceButton } from '../voice/VoiceButton';
import { useSuggestionItems } from './useSuggestionItems';
import { useSettings } from '../account/useSettings';
import './search.css';

type Props = { initialQuery?: string; initialTab?: SearchTab; big?: boolean };

export function SearchBox({ initialQuery = '', initialTab = 'web', big = false }: Props) {
  const [typed, setTyped] = useState(initialQuery);
  const [images, setImages] = useState(initialTab === 'images');
  // A new query from the news or videos tab stays on it, as from the images tab.
  const tab: SearchTab = images ? 'images' : initialTab === 'images' ? 'web' : initialTab;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const submitSearch = useSubmitSearch();
  const { voice } = useSettings();
  const history = useSearchHistory();
  const { items, recent } = useSuggestionItems(typed, open, history);
  const shown = open && (items.length > 0 || (recent && history.error !== null));
  const chosen = shown && active >= 0 ? items[active] : undefined;
  // Text typed in the server's box before the app took it over is the query.
  useEffect(() => void (input.current && setTyped(input.current.value)), []);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function search(query: string, source: Parameters<typeof submitSearch>[2]) {
    setTyped(query);
    close();
    input.current?.blur();
    submitSearch(query, tab, source);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (chosen) search(chosen.text, chosen.fromHistory ? 'history' : 'suggestion');
    else search(typed, 'form');
  }

  function move(step: 1 | -1) {
    if (!open) return setOpen(true);
    if (items.length === 0) return;
    // -1 is the typed text itself: arrows cycle through it like through the list.
    setActive((current) => ((current + 1 + step + items.length + 1) % (items.length + 1)) - 1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape' && shown) {
      // The first Escape closes the list; the browser's own (clearing the field) waits for the second.
      event.preventDefault();
      close();
    } else if (event.key === 'Delete' && event.shiftKey && chosen?.fromHistory) {
      event.preventDefault();
      history.remove(chosen.text);
      setActive(-1);
    }
  }

  return (
    // action and method: before any script runs (or without one), the form still opens the results page.
    <form
      role="search"
      action="/search"
      method="get"
      className={big ? 'searchbox searchbox-big' : 'searchbox'}
      onSubmit={onSubmit}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget) && close()}
    >
      {tab !== 'web' && <input type="hidden" name="tab" value={tab} />}
      <div className={shown ? 'searchbox-field searchbox-open' : 'searchbox-field'}>
        <span className="searchbox-icon">
          <Icon path={ICONS.search} />
        </span>
        <input
          ref={input}
          type="search"
          name="q"
          role="combobox"
          aria-label={LABELS.searchLabel}
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={chosen ? `${listId}-${active}` : undefined}
          placeholder={LABELS.searchPlaceholder}
          value={chosen?.text ?? typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          maxLength={QUERY_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
        />
        {voice && <VoiceButton onTranscript={(text) => search(text, 'voice')} onStart={close} />}
        <button
          type="button"
          className={images ? 'icon-button icon-on' : 'icon-button'}
          aria-label={LABELS.imagesToggle}
          aria-pressed={images}
          onClick={() => setImages(!images)}
        >
          <Icon path={ICONS.camera} />
        </button>
        <SuggestionList
          id={listId}
          items={shown ? items : []}
          active={active}
          recent={recent}
          onPick={(item) => search(item.text, item.fromHistory ? 'history' : 'suggestion')}
          onHover={setActive}
          history={history}
        />
      </div>
      <button type="submit" className="button button-search">
        {LABELS.searchButton}
      </button>
    </form>
  );
}
