// The search box: text, voice control, images toggle and the "Recherche" button.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { LABELS } from '../../shell/labels';

export function SearchBox({
  initialQuery = '',
  initialImages = false,
  big = false,
}: {
  initialQuery?: string;
  initialImages?: boolean;
  big?: boolean;
}) {
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
        <input
          type="search"
          name="q"
          aria-label={LABELS.searchLabel}
          placeholder={LABELS.searchPlaceholder}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button
          type="button"
          className="icon-button"
          aria-label={LABELS.voiceInput}
          title={LABELS.voiceInput}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.9V21h2v-3.1A7 7 0 0 0 19 11z"
            />
          </svg>
        </button>
        <button
          type="button"
          className={images ? 'icon-button icon-on' : 'icon-button'}
          aria-label={LABELS.imagesToggle}
          aria-pressed={images}
          title={LABELS.imagesToggle}
          onClick={() => setImages(!images)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              fill="currentColor"
              d="M9 3 7.2 5H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.2L15 3zm3 15a5 5 0 1 1 0-10 5 5 0 0 1 0 10zm0-2a3 3 0 1 0 0-6 3 3 0 0 0 0 6z"
            />
          </svg>
        </button>
      </div>
      <button type="submit" className="button button-search">
        {LABELS.searchButton}
      </button>
    </form>
  );
}
