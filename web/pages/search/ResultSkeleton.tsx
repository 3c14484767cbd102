// Grey shapes where the results will stand, so nothing jumps when they arrive.
import { LABELS } from '../../components/labels';

export function ResultSkeleton({ images }: { images: boolean }) {
  const count = images ? 12 : 6;
  return (
    <div className={images ? 'image-grid skeleton-list' : 'web-results skeleton-list'} aria-busy="true">
      <span className="visually-hidden" role="status">
        {LABELS.loadingMore}
      </span>
      {Array.from({ length: count }, (_, i) =>
        images ? (
          <div key={i} className="skeleton skeleton-image" />
        ) : (
          <div key={i} className="skeleton-web">
            <div className="skeleton skeleton-line skeleton-short" />
            <div className="skeleton skeleton-line skeleton-title" />
            <div className="skeleton skeleton-line" />
            <div className="skeleton skeleton-line skeleton-long" />
          </div>
        ),
      )}
    </div>
  );
}
