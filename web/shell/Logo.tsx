// The product's mark and wordmark; the top bar's one shakes.
import { LABELS } from '../components/labels';

export function Logo({ size = 'small' }: { size?: 'small' | 'big' }) {
  return (
    <span className={`logo logo-${size}`}>
      <svg className="logo-mark" viewBox="0 0 32 32" aria-hidden="true">
        <circle cx="13" cy="13" r="8.5" fill="none" stroke="currentColor" strokeWidth="4" />
        <path d="M19.5 19.5 27 27" stroke="currentColor" strokeWidth="4.5" strokeLinecap="round" />
      </svg>
      <span className="logo-word">{LABELS.brand}</span>
    </span>
  );
}
