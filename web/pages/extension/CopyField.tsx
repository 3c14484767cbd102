// A read-only value with a copy button (the value stays selectable when the clipboard is off).
import { useCopy } from '../../components/useCopy';
import { EXTENSION_LABELS as L } from './labels';

export function CopyField({ label, value, id }: { label: string; value: string; id: string }) {
  const { copied, copy } = useCopy(value);
  return (
    <div className="copy-field">
      <label htmlFor={id}>{label}</label>
      <div className="copy-field-row">
        <input id={id} readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button" onClick={() => void copy()} aria-live="polite">
          {copied ? L.copied : L.copy}
        </button>
      </div>
    </div>
  );
}
