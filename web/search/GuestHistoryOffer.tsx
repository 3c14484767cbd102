// After a sign-in: "add the searches made in this browser to your history?" – yes or no, never silently.
import { LABELS } from '../components/labels';
import { useGuestHistoryOffer } from './useSearchHistory';

export function GuestHistoryOffer() {
  const offer = useGuestHistoryOffer();
  if (!offer) return null;
  return (
    <section className="guest-offer" role="dialog" aria-labelledby="guest-offer-text">
      <p id="guest-offer-text">{LABELS.guestHistoryOffer(offer.count)}</p>
      <div className="guest-offer-actions">
        <button type="button" className="button button-quiet" onClick={offer.decline}>
          {LABELS.guestHistoryKeep}
        </button>
        <button type="button" className="button" onClick={offer.accept} disabled={offer.busy}>
          {LABELS.guestHistoryAdd}
        </button>
      </div>
    </section>
  );
}
