// The search box: the query, a voice control, the images toggle and the "Recherche" button.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { QUERY_MAX_LENGTH } from '../../../common/constants';
import { LABELS } from '../../shell/labels';
import { Icon } from '../../shell/Icon';

type Props = { initialQuery?: string; initialImages?: boolean; big?: boolean };

export function SearchBox({ initialQuery = '', initialImages = false, big = false }: Props) {
  const [query, setQuery] = useState(initialQuery);
  const [images, setImages] = useState(initialImages);
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    const q = query.trim();
    if (!q) return;
    void navigate(`/search?q=${encodeURIComponent(q)}${images ? '&tab=images' : ''}`);
  }

  return (
    <form role="search" className={big ? 'searchbox searchbox-big' : 'searchbox'} onSubmit={submit}>
      <div className="searchbox-field">
        <svg className="searchbox-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z"
          />
        </svg>
        <input
          type="search"
          name="q"
          aria-label={LABELS.searchLabel}
          placeholder={LABELS.searchPlaceholder}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          maxLength={QUERY_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
        />
        {/* TODO(voice search issue): the listening states of the spec; until then the control does nothing. */}
        <button type="button" className="icon-button" aria-label={LABELS.voiceInput} aria-disabled="true">
          <Icon path="M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.9V21h2v-3.1A7 7 0 0 0 19 11z" />
        </button>
        <button
          type="button"
          className={images ? 'icon-button icon-on' : 'icon-button'}
          aria-label={LABELS.imagesToggle}
          aria-pressed={images}
          onClick={() => setImages(!images)}
        >
          <Icon path="M9 3 7.2 5H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3zm3 15a5 5 0 1 1 0-10 5 5 0 0 1 0 10zm0-2a3 3 0 1 0 0-6 3 3 0 0 0 0 6z" />
        </button>
      </div>
      <button type="submit" className="button button-search">
        {LABELS.searchButton}
      </button>
    </form>
  );
}
